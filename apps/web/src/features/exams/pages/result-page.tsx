import { useTranslation } from 'react-i18next';
import { LinkButton } from '#shared/link-button';
import { LoadError } from '#shared/load-error';
import { RowSkeleton } from '#shared/row-skeleton';
import { usePageTitle } from '#shared/use-page-title';
import { type TAttemptResult, useAttemptResultQuery } from '../api/attempts';
import { ExamBreadcrumb } from '../components/exam-breadcrumb';
import { ExamsGate } from '../components/exams-gate';
import { ResultQuestion } from '../components/result-question';
import { ResultSummary } from '../components/result-summary';
import { PC_EXAM_PATHS } from '../exam-paths';
import '#shared/detail-layout.css';
import '../components/exams.css';
import '../components/result.css';
import '../i18n/register';
import { useIdParam } from '#shared/query-params';

function ResultBody({ result }: { result: TAttemptResult }) {
  const { t } = useTranslation('exams');
  return (
    <>
      <div className="surface exam-result__head">
        <ResultSummary result={result} titleId="result-title" />
        <div className="exam-result__actions">
          <LinkButton type="primary" to={PC_EXAM_PATHS.paper(result.paper.id)}>
            {t('result.backToPaper')}
          </LinkButton>
          <LinkButton to={PC_EXAM_PATHS.mine}>{t('member.title')}</LinkButton>
        </div>
      </div>
      <section className="exam-result__questions" aria-labelledby="result-questions">
        <div className="section-title">
          <h2 id="result-questions">{t('result.questions')}</h2>
        </div>
        <ol className="plain-list exam-questions">
          {result.questions.map((q, i) => (
            <li key={q.id} className="surface">
              <ResultQuestion question={q} number={i + 1} />
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** /exam/attempts/:attemptId/result: the score (or 等待阅卷), then each question as the paper allows. */
function ResultScreen() {
  const { t } = useTranslation(['translation', 'exams']);
  const id = useIdParam('attemptId');
  const validId = id > 0;
  const query = useAttemptResultQuery(validId ? id : 0);
  const result = query.data;
  usePageTitle(result ? `${t('exams:result.title')} - ${result.paper.title}` : t('exams:result.title'));
  return (
    <div className="container exam-result">
      <ExamBreadcrumb paper={result?.paper} here={t('exams:result.title')} />
      {!validId || query.isError ? (
        <LoadError
          error={query.error}
          missingTitle={t('exams:result.missing')}
          back={{ to: PC_EXAM_PATHS.mine, label: t('exams:member.title') }}
          onRetry={() => void query.refetch()}
        />
      ) : result ? (
        <ResultBody result={result} />
      ) : (
        <RowSkeleton rows={5} />
      )}
    </div>
  );
}

export function ResultPage() {
  return (
    <ExamsGate>
      <ResultScreen />
    </ExamsGate>
  );
}
