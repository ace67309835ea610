import { ClockCircleOutlined, FileTextOutlined, TrophyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '#lib/store/app-store';
import { DetailFrame } from '#shared/detail-frame';
import { formatYuan } from '#shared/price';
import { RichText } from '#shared/rich-text';
import { RowSkeleton } from '#shared/row-skeleton';
import { SideFacts } from '#shared/side-facts';
import { usePageTitle } from '#shared/use-page-title';
import { useMemberKey, usePaperQuery } from '../api/papers';
import { AttemptRow } from '../components/attempt-row';
import { ExamsGate } from '../components/exams-gate';
import { RankingList } from '../components/ranking-list';
import { StartButton } from '../components/start-button';
import { paperRules, type TPaperDetail } from '../paper-detail';
import '#shared/detail-layout.css';
import '../components/exams.css';
import '../components/papers.css';
import '../i18n/register';
import { useIdParam } from '#shared/query-params';

/** The loaded paper: its head with the action, the description and the member's attempts, rules and ranking. */
function PaperBody({ detail: d, memberKey }: { detail: TPaperDetail; memberKey: string }) {
  const { t } = useTranslation('exams');
  const isMember = useAppSelector((s) => s.loginUser.isLogin);
  const p = d.paper;
  return (
    <>
      <section className="surface exam-hero" aria-labelledby="paper-title">
        <span className="icon-disc exam-hero__icon" aria-hidden="true">
          <FileTextOutlined />
        </span>
        <div className="exam-hero__body">
          <h1 id="paper-title" className="exam-hero__title">
            {p.title}
          </h1>
          <ul className="exam-hero__facts">
            <li>
              <ClockCircleOutlined aria-hidden="true" />{' '}
              {p.time_limit > 0 ? t('paper.timeLimit', { count: p.time_limit }) : t('paper.noTimeLimit')}
            </li>
            <li>
              <FileTextOutlined aria-hidden="true" /> {t('paper.questions', { count: p.questions_count })}
            </li>
            <li>
              <TrophyOutlined aria-hidden="true" />{' '}
              {t('paper.scores', { total: p.total_score, pass: p.pass_score })}
            </li>
          </ul>
          {p.charge > 0 && (
            <p className="exam-hero__price">
              <span className="exam-hero__charge">{formatYuan(p.charge)}</span>
              {p.is_vip_free && <span className="tag tag--vip">{t('paper.vipFree')}</span>}
            </p>
          )}
        </div>
        <div className="exam-hero__action">
          <StartButton detail={d} isMember={isMember} />
          {d.remaining_tries !== null && isMember && (
            <p className="exam-hero__tries">{t('paper.triesLeft', { count: d.remaining_tries })}</p>
          )}
        </div>
      </section>

      <div className="detail-grid">
        <div className="exam-detail-main">
          <article className="detail-card" aria-labelledby="paper-about">
            <div className="detail-card__body">
              <h2 id="paper-about" className="side-card__title">
                {t('paper.description')}
              </h2>
              {p.description ? (
                <RichText html={p.description} imageAlt={p.title} />
              ) : (
                <p className="exam-muted">{t('paper.noDescription')}</p>
              )}
            </div>
          </article>
          {isMember && (
            <section className="surface side-card exam-mine" aria-labelledby="paper-mine">
              <h2 id="paper-mine" className="side-card__title">
                {t('attempts.title')}
              </h2>
              {d.my_attempts.length === 0 ? (
                <p className="exam-muted">{t('attempts.none')}</p>
              ) : (
                <ul className="plain-list ruled-rows">
                  {d.my_attempts.map((a) => (
                    <AttemptRow key={a.id} attempt={a} total={p.total_score} />
                  ))}
                </ul>
              )}
            </section>
          )}
        </div>
        <aside className="detail-aside" aria-label={t('paper.rules')}>
          <SideFacts title={t('paper.rules')} facts={paperRules(t, d)} />
          <section className="surface side-card" aria-labelledby="paper-ranking">
            <h2 id="paper-ranking" className="side-card__title">
              {t('ranking.title')}
            </h2>
            <RankingList paperId={p.id} memberKey={memberKey} />
          </section>
        </aside>
      </div>
    </>
  );
}

/** /exam/papers/:paperId */
function PaperScreen() {
  const { t } = useTranslation(['translation', 'exams']);
  const id = useIdParam('paperId');
  const validId = id > 0;
  const memberKey = useMemberKey();
  const query = usePaperQuery(validId ? id : 0, memberKey);
  const title = query.data?.paper.title ?? t('exams:paper.detailTitle');
  usePageTitle(title);
  return (
    <DetailFrame
      list={{ label: t('exams:title'), to: '/exam/papers' }}
      title={title}
      validId={validId}
      query={query}
      missingTitle={t('exams:paper.missing')}
      backLabel={t('exams:paper.back')}
    >
      {query.data ? <PaperBody detail={query.data} memberKey={memberKey} /> : <RowSkeleton rows={4} />}
    </DetailFrame>
  );
}

export function PaperPage() {
  return (
    <ExamsGate>
      <PaperScreen />
    </ExamsGate>
  );
}
