import { GOODS_TYPE } from '@shuyuan/contract/commerce';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  AttemptRow,
  H5_EXAM_PATHS,
  mustBuyPaper,
  paperRules,
  RankingList,
  type TPaperDetail,
  useMemberKey,
  usePaperQuery,
  useStartPaper,
} from '#features/exams';
import { useAppSelector } from '#lib/store/app-store';
import { formatYuan } from '#shared/price';
import { useIdParam } from '#shared/query-params';
import { RichText } from '#shared/rich-text';
import { FactList } from '#shared/side-facts';
import { BuySheet } from '../buy/buy-sheet';
import { H5Card } from '../components/h5-card';
import { H5ListSkeleton } from '../components/h5-course-item';
import { H5Empty } from '../components/h5-empty';
import { H5Screen } from '../layout/h5-screen';
import { H5ExamsGate } from './h5-exams-gate';

/**
 * A paid paper the member has not bought: its price and 购买试卷, which opens the buy sheet (goods kind
 * PAPER, as the 专栏 screen sells a series); once paid the pay screen leads back here.
 */
function BuyBar({ paper: p }: { paper: TPaperDetail['paper'] }) {
  const { t } = useTranslation('exams');
  const [buying, setBuying] = useState(false);
  return (
    <>
      <span className="h5-bar-price">
        <span className="h5-price h5-price--big">{formatYuan(p.charge)}</span>
      </span>
      <button type="button" className="h5-btn h5-btn--primary h5-btn--grow" onClick={() => setBuying(true)}>
        {t('paper.buyShort')}
      </button>
      <BuySheet
        open={buying}
        onClose={() => setBuying(false)}
        goods={{ ref: { type: GOODS_TYPE.PAPER, id: p.id }, name: p.title, thumb: '', charge: p.charge }}
      />
    </>
  );
}

/**
 * The fixed bar: 继续考试, 开始考试 (a timed paper asks first), login, 购买试卷 for a paid paper not bought,
 * or why the member cannot join.
 */
function StartBar({ detail: d }: { detail: TPaperDetail }) {
  const { t } = useTranslation('exams');
  const { pathname } = useLocation();
  const isMember = useAppSelector((s) => s.loginUser.isLogin);
  const start = useStartPaper(d.paper, H5_EXAM_PATHS.attempt);
  if (d.in_progress_attempt_id !== null)
    return (
      <Link
        to={H5_EXAM_PATHS.attempt(d.in_progress_attempt_id)}
        className="h5-btn h5-btn--primary h5-btn--grow"
      >
        {t('paper.continue')}
      </Link>
    );
  if (!isMember)
    return (
      <Link
        to={`/h5/login?redirect=${encodeURIComponent(pathname)}`}
        className="h5-btn h5-btn--primary h5-btn--grow"
      >
        {t('paper.loginToStart')}
      </Link>
    );
  if (mustBuyPaper(d, Date.now())) return <BuyBar paper={d.paper} />;
  if (!d.can_join)
    return (
      <span className="h5-btn h5-btn--grow is-disabled" aria-disabled="true">
        {d.reason || t('paper.locked')}
      </span>
    );
  return (
    <>
      <button
        type="button"
        className="h5-btn h5-btn--primary h5-btn--grow"
        disabled={start.pending}
        onClick={start.begin}
      >
        {t('paper.start')}
      </button>
      {start.dialog}
    </>
  );
}

function H5PaperBody({ detail: d, memberKey }: { detail: TPaperDetail; memberKey: string }) {
  const { t } = useTranslation('exams');
  const isMember = useAppSelector((s) => s.loginUser.isLogin);
  const p = d.paper;
  return (
    <>
      <section className="h5-card h5-course-head">
        <h1 className="h5-course-head__title">{p.title}</h1>
        {p.charge > 0 && (
          <p className="h5-course-head__tags">
            <span className="h5-price h5-price--big">{formatYuan(p.charge)}</span>
            {p.is_vip_free && <span className="h5-tag">{t('paper.vipFree')}</span>}
          </p>
        )}
        <FactList facts={paperRules(t, d)} className="h5-exam-rules" />
      </section>
      <H5Card title={t('paper.description')}>
        {p.description ? (
          <RichText html={p.description} className="h5-rich" imageAlt={p.title} />
        ) : (
          <p className="h5-muted">{t('paper.noDescription')}</p>
        )}
      </H5Card>
      {isMember && d.my_attempts.length > 0 && (
        <H5Card title={t('attempts.title')}>
          <ul className="plain-list ruled-rows h5-exam-attempts">
            {d.my_attempts.map((a) => (
              <AttemptRow key={a.id} attempt={a} total={p.total_score} paths={H5_EXAM_PATHS} />
            ))}
          </ul>
        </H5Card>
      )}
      <H5Card title={t('ranking.title')}>
        <RankingList paperId={p.id} memberKey={memberKey} />
      </H5Card>
    </>
  );
}

/** /h5/exam/papers/:paperId: the paper, its rules, the member's attempts, the ranking, and the bar. */
function H5PaperScreen() {
  const { t } = useTranslation('exams');
  const id = useIdParam('paperId');
  const validId = id > 0;
  const memberKey = useMemberKey();
  const query = usePaperQuery(validId ? id : 0, memberKey);
  const d = query.data;
  if (!d)
    return (
      <H5Screen title={t('paper.detailTitle')} back={H5_EXAM_PATHS.papers}>
        {query.isError || !validId ? (
          <H5Empty text={t('paper.missing')} link={{ to: H5_EXAM_PATHS.papers, label: t('paper.back') }} />
        ) : (
          <H5ListSkeleton rows={4} />
        )}
      </H5Screen>
    );
  return (
    <H5Screen
      title={d.paper.title}
      barTitle={t('paper.detailTitle')}
      back={H5_EXAM_PATHS.papers}
      footer={<StartBar detail={d} />}
    >
      <H5PaperBody detail={d} memberKey={memberKey} />
    </H5Screen>
  );
}

export function H5PaperPage() {
  return (
    <H5ExamsGate>
      <H5PaperScreen />
    </H5ExamsGate>
  );
}
