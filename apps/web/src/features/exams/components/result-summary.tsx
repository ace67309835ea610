import { CheckCircleFilled, ClockCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#shared/time';
import type { TAttemptResult } from '../api/attempts';
import './result.css';
import '../i18n/register';

/**
 * The head of a result (PC and /h5): the score out of the total and pass or fail once graded; while a
 * written answer waits for a teacher, MeEdu's words instead (the objective part's points under them); and
 * why no answers show when the paper keeps them back.
 */
export function ResultSummary({ result, titleId }: { result: TAttemptResult; titleId: string }) {
  const { t } = useTranslation('exams');
  const { attempt, paper } = result;
  const grading = attempt.status === 'grading';
  const icon = grading ? (
    <ClockCircleFilled />
  ) : attempt.passed ? (
    <CheckCircleFilled />
  ) : (
    <CloseCircleFilled />
  );
  const state = grading ? 'grading' : attempt.passed ? 'passed' : 'failed';
  return (
    <section className={`exam-score exam-score--${state}`} aria-labelledby={titleId}>
      <span className="exam-score__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="exam-score__body">
        <h1 id={titleId} className="exam-score__paper">
          {paper.title}
        </h1>
        {grading ? (
          <>
            <p className="exam-score__verdict">{t('result.gradingTitle')}</p>
            <p className="exam-score__note">{t('result.grading')}</p>
            <p className="exam-score__small">{t('result.objective', { score: attempt.score })}</p>
          </>
        ) : (
          <>
            <p className="exam-score__line">
              <span className="visually-hidden">{t('result.score')}</span>
              <strong className="exam-score__value">{attempt.score}</strong>
              <span className="exam-score__verdict">
                {t(attempt.passed ? 'result.passed' : 'result.failed')}
              </span>
            </p>
            <p className="exam-score__small">
              {t('result.outOf', { total: paper.total_score, pass: paper.pass_score })}
            </p>
          </>
        )}
        <p className="exam-score__small">
          {t('result.attemptNo')}: {t('attempts.no', { no: attempt.attempt_no })}
          {attempt.submitted_at !== null && (
            <>
              {' · '}
              {t('result.submittedAt')}: {formatDateTime(attempt.submitted_at)}
            </>
          )}
        </p>
        {!result.answers_shown && (
          <p className="exam-score__hidden">
            {t(paper.show_answers_after === 'never' ? 'result.hiddenNever' : 'result.hiddenUntilGraded')}
          </p>
        )}
      </div>
    </section>
  );
}
