import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { H5_EXAM_PATHS, ResultQuestion, ResultSummary, useAttemptResultQuery } from '#features/exams';
import { useIdParam } from '#shared/query-params';
import { H5ListSkeleton } from '../components/h5-course-item';
import { H5Empty } from '../components/h5-empty';
import { H5Screen } from '../layout/h5-screen';
import { H5ExamsGate } from './h5-exams-gate';

/** /h5/exam/attempts/:attemptId/result: the score (or 等待阅卷), then each question as the paper allows. */
function H5ResultScreen() {
  const { t } = useTranslation('exams');
  const id = useIdParam('attemptId');
  const validId = id > 0;
  const query = useAttemptResultQuery(validId ? id : 0);
  const result = query.data;
  if (!result)
    return (
      <H5Screen title={t('result.title')} back={H5_EXAM_PATHS.mine}>
        {query.isError || !validId ? (
          <H5Empty
            text={query.error?.message || t('result.missing')}
            link={{ to: H5_EXAM_PATHS.mine, label: t('member.title') }}
          />
        ) : (
          <H5ListSkeleton rows={4} />
        )}
      </H5Screen>
    );
  return (
    <H5Screen
      title={`${t('result.title')} - ${result.paper.title}`}
      barTitle={t('result.title')}
      back={H5_EXAM_PATHS.paper(result.paper.id)}
    >
      <section className="h5-card h5-exam-score">
        <ResultSummary result={result} titleId="h5-result-title" />
        <p className="h5-exam-score__actions">
          <Link to={H5_EXAM_PATHS.paper(result.paper.id)} className="h5-btn h5-btn--small h5-btn--primary">
            {t('result.backToPaper')}
          </Link>
          <Link to={H5_EXAM_PATHS.mine} className="h5-btn h5-btn--small">
            {t('member.title')}
          </Link>
        </p>
      </section>
      <h2 className="h5-exam-heading">{t('result.questions')}</h2>
      <ol className="plain-list h5-exam-results">
        {result.questions.map((q, i) => (
          <li key={q.id} className="h5-card h5-exam-question">
            <ResultQuestion question={q} number={i + 1} />
          </li>
        ))}
      </ol>
    </H5Screen>
  );
}

export function H5ResultPage() {
  return (
    <H5ExamsGate>
      <H5ResultScreen />
    </H5ExamsGate>
  );
}
