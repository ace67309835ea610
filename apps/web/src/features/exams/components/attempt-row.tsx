import type { EndpointData } from '@shuyuan/contract/endpoint';
import type { showExamPaper } from '@shuyuan/contract/exam-papers';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '#shared/time';
import { type ExamPaths, PC_EXAM_PATHS } from '../exam-paths';
import './exams.css';
import './papers.css';
import '../i18n/register';

export type TAttemptSummary = EndpointData<typeof showExamPaper>['my_attempts'][number];

/** 考试中 / 待阅卷 / 及格 / 不及格. */
export function AttemptStatusTag({ attempt: a }: { attempt: TAttemptSummary }) {
  const { t } = useTranslation('exams');
  if (a.status !== 'graded')
    return (
      <span className={a.status === 'in_progress' ? 'tag' : 'tag tag--muted'}>
        {t(`attempts.status.${a.status}`)}
      </span>
    );
  return (
    <span className={a.passed ? 'tag exam-tag--pass' : 'tag exam-tag--fail'}>
      {t(a.passed ? 'attempts.passed' : 'attempts.failed')}
    </span>
  );
}

/**
 * One attempt: which try, its state, the score (once submitted), when, and the way on (继续考试 while in
 * progress, else 查看成绩). `title` and `total` come with the member's history (the member centre).
 */
export function AttemptRow({
  attempt: a,
  title,
  total,
  paths = PC_EXAM_PATHS,
}: {
  attempt: TAttemptSummary;
  title?: { text: string; to: string };
  total?: number;
  paths?: ExamPaths;
}) {
  const { t } = useTranslation('exams');
  const going = a.status === 'in_progress';
  return (
    <li className="exam-attempt">
      <div className="exam-attempt__main">
        {title && (
          <Link to={title.to} className="exam-attempt__title">
            {title.text}
          </Link>
        )}
        <p className="exam-attempt__meta">
          <span>{t('attempts.no', { no: a.attempt_no })}</span>
          <AttemptStatusTag attempt={a} />
          <span>
            {a.submitted_at !== null
              ? t('attempts.submittedAt', { time: formatDateTime(a.submitted_at) })
              : t('attempts.startedAt', { time: formatDateTime(a.started_at) })}
          </span>
        </p>
      </div>
      {!going && (
        <strong className="exam-attempt__score">
          {total === undefined
            ? t('attempts.score', { score: a.score })
            : t('attempts.scoreOf', { score: a.score, total })}
        </strong>
      )}
      <Link to={going ? paths.attempt(a.id) : paths.result(a.id)} className="exam-attempt__go">
        {t(going ? 'attempts.continue' : 'attempts.view')}
      </Link>
    </li>
  );
}
