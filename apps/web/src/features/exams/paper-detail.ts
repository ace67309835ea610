import type { EndpointData } from '@shuyuan/contract/endpoint';
import type { showExamPaper } from '@shuyuan/contract/exam-papers';
import type { TFunction } from 'i18next';
import { formatDateTime } from '#shared/time';

export type TPaperDetail = EndpointData<typeof showExamPaper>;

/** The rules beside a paper (考试须知): time, scores, questions, tries, the window and when answers show. */
export function paperRules(t: TFunction<'exams'>, d: TPaperDetail): [string, string | null][] {
  const p = d.paper;
  return [
    [
      t('paper.duration'),
      p.time_limit > 0 ? t('paper.minutes', { count: p.time_limit }) : t('paper.noTimeLimit'),
    ],
    [t('paper.questionCount'), t('paper.questions', { count: p.questions_count })],
    [t('paper.totalScore'), String(p.total_score)],
    [t('paper.passScore'), String(p.pass_score)],
    [
      t('paper.triesAllowed'),
      p.try_times > 0 ? t('paper.tries', { count: p.try_times }) : t('paper.unlimitedTries'),
    ],
    [
      t('paper.triesLeftLabel'),
      d.remaining_tries === null ? null : t('paper.triesLeft', { count: d.remaining_tries }),
    ],
    [t('paper.opensAt'), p.starts_at === null ? null : formatDateTime(p.starts_at)],
    [t('paper.closesAt'), p.ends_at === null ? null : formatDateTime(p.ends_at)],
    [t('paper.answersAfter'), t(`paper.answersWhen.${p.show_answers_after}`)],
  ];
}

/**
 * Whether the paper's action is 购买试卷 (MeEdu's wording): a paid paper that is not the member's yet
 * (is_bought false: not bought, and not VIP-free for an active VIP). Not once it has closed, nor with no
 * tries left: buying would not let the member in. An attempt in progress is always resumed.
 */
export function mustBuyPaper(d: TPaperDetail, now: number): boolean {
  const p = d.paper;
  if (p.charge <= 0 || d.is_bought || d.in_progress_attempt_id !== null) return false;
  const closed = p.ends_at !== null && p.ends_at <= now;
  return !closed && d.remaining_tries !== 0;
}
