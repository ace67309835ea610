import { LockOutlined } from '@ant-design/icons';
import type { TExamPaperItem } from '@shuyuan/contract/exam-papers';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '#shared/price';
import { type PaperBadge, type PaperLock, type PaperStanding, paperBadge, paperLock } from '../paper-view';
import './papers.css';
import '../i18n/register';

/** 12 道题 · 限时 60 分钟 · 总分 100 · 及格 60 · 可考 3 次: the facts of a paper's line. */
export function usePaperFacts() {
  const { t } = useTranslation('exams');
  return (p: TExamPaperItem): string[] => [
    t('paper.questions', { count: p.questions_count }),
    p.time_limit > 0 ? t('paper.timeLimit', { count: p.time_limit }) : t('paper.noTimeLimit'),
    t('paper.scores', { total: p.total_score, pass: p.pass_score }),
    p.try_times > 0 ? t('paper.tries', { count: p.try_times }) : t('paper.unlimitedTries'),
  ];
}

function badgeText(t: TFunction<'exams'>, b: PaperBadge) {
  if (b.kind === 'inProgress') return t('paper.inProgress');
  if (b.kind === 'taken') return t('paper.taken');
  return `${t('paper.taken')} · ${t('paper.triesLeft', { count: b.count })}`;
}

function lockText(t: TFunction<'exams'>, l: PaperLock) {
  if (l.kind === 'price') return formatYuan(l.charge);
  return t(`paper.${l.kind}`);
}

/**
 * The member's standing (考试中, 已参考 · 剩余 2 次) and why the paper cannot be joined now (a lock with
 * 未开始, 已结束, 次数已用完, 会员免费 or the price). `className` is the tag class of the side drawing it.
 */
export function PaperTags({
  paper,
  standing,
  isMember,
  now,
  tag = 'tag',
}: {
  paper: TExamPaperItem;
  standing: PaperStanding | null;
  isMember: boolean;
  now: number;
  tag?: string;
}) {
  const { t } = useTranslation('exams');
  const badge = paperBadge(paper, standing);
  const lock = paperLock(paper, standing, isMember, now);
  if (!badge && !lock) return null;
  return (
    <span className="exam-paper-tags">
      {badge && (
        <span className={badge.kind === 'inProgress' ? tag : `${tag} ${tag}--muted`}>
          {badgeText(t, badge)}
        </span>
      )}
      {lock && (
        <span className={lock.kind === 'price' ? 'exam-lock exam-lock--price' : 'exam-lock'}>
          <LockOutlined aria-hidden="true" /> {lockText(t, lock)}
        </span>
      )}
    </span>
  );
}
