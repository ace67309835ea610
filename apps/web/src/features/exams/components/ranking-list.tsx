import { TrophyFilled, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useRankingQuery } from '../api/papers';
import './papers.css';
import '../i18n/register';

/** A paper's ranking (each member's best graded score), the top ten and the member's own line. */
export function RankingList({ paperId, memberKey }: { paperId: number; memberKey: string }) {
  const { t } = useTranslation('exams');
  const query = useRankingQuery(paperId, memberKey);
  const rows = query.data?.data ?? [];
  const mine = query.data?.mine ?? null;
  if (query.isPending) return <div className="shimmer exam-ranking__placeholder" aria-hidden="true" />;
  if (query.isError) return <p className="exam-muted">{t('ranking.loadFailed')}</p>;
  return (
    <>
      {rows.length === 0 ? (
        <p className="exam-muted">{t('ranking.empty')}</p>
      ) : (
        <ol className="exam-ranking">
          {rows.map((r) => (
            <li key={r.user_id} className={mine?.user_id === r.user_id ? 'is-mine' : undefined}>
              <span className={`exam-ranking__rank${r.rank <= 3 ? ' is-top' : ''}`}>
                {r.rank <= 3 ? <TrophyFilled aria-label={String(r.rank)} /> : r.rank}
              </span>
              {r.avatar ? (
                <img className="exam-ranking__avatar" src={r.avatar} alt="" loading="lazy" />
              ) : (
                <span className="exam-ranking__avatar" aria-hidden="true">
                  <UserOutlined />
                </span>
              )}
              <span className="exam-ranking__name">{r.nick_name}</span>
              <span className="exam-ranking__score">{t('ranking.score', { score: r.score })}</span>
            </li>
          ))}
        </ol>
      )}
      {mine && (
        <p className="exam-ranking__mine">{t('ranking.mine', { rank: mine.rank, score: mine.score })}</p>
      )}
    </>
  );
}
