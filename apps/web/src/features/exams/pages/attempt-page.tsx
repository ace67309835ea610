import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LoadError } from '#shared/load-error';
import { RowSkeleton } from '#shared/row-skeleton';
import { usePageTitle } from '#shared/use-page-title';
import { type TSheetWithClock, useAttemptSheetQuery } from '../api/attempts';
import { AnswerSheet } from '../components/answer-sheet';
import { Countdown } from '../components/countdown';
import { ExamBreadcrumb } from '../components/exam-breadcrumb';
import { ExamsGate } from '../components/exams-gate';
import { QuestionCard } from '../components/question-card';
import { SaveStatus } from '../components/save-status';
import { SessionNotice } from '../components/session-notice';
import { SubmitDialog } from '../components/submit-dialog';
import { PC_EXAM_PATHS } from '../exam-paths';
import { useAttemptSession } from '../taking/use-attempt-session';
import '#shared/detail-layout.css';
import '../components/exams.css';
import '../components/taking.css';
import '../i18n/register';
import { useIdParam } from '#shared/query-params';

/** The sheet with its rules (use-attempt-session.ts): questions on the left, the clock and sheet beside. */
function AttemptBody({ sheet }: { sheet: TSheetWithClock }) {
  const { t } = useTranslation(['translation', 'exams']);
  const session = useAttemptSession(sheet, { resultPath: PC_EXAM_PATHS.result(sheet.attempt.id) });
  const [confirming, setConfirming] = useState(false);
  const { questions } = session;
  const goTo = (i: number) => {
    session.setCurrent(i);
    const el = document.getElementById(`q-${questions[i]?.id}`);
    el?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    el?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
  };

  return (
    <div className="container exam-take">
      <ExamBreadcrumb paper={sheet.paper} here={t('exams:take.title')} />
      <div className="exam-take__grid">
        <div className="exam-take__main">
          <header className="surface exam-take__head">
            <h1 className="exam-take__title">{sheet.paper.title}</h1>
            <p className="exam-take__facts">
              {t('exams:paper.scores', { total: sheet.paper.total_score, pass: sheet.paper.pass_score })}
              {' · '}
              {t('exams:attempts.no', { no: sheet.attempt.attempt_no })}
            </p>
          </header>
          <SessionNotice session={session} />
          <ol className="plain-list exam-questions">
            {questions.map((q, i) => (
              <li key={q.id} className="surface" onFocusCapture={() => session.setCurrent(i)}>
                <QuestionCard
                  question={q}
                  number={i + 1}
                  drafts={session.drafts}
                  onAnswer={session.setAnswer}
                  onLeave={session.flushTyping}
                  disabled={session.locked}
                />
              </li>
            ))}
          </ol>
        </div>
        <aside className="surface exam-take__side" aria-label={t('exams:take.sheet')}>
          <Countdown seconds={session.secondsLeft} />
          <SaveStatus state={session.saveState} onRetry={session.retrySaves} />
          <AnswerSheet questions={questions} done={session.done} current={session.current} onPick={goTo} />
          <Button
            type="primary"
            size="large"
            block
            loading={session.phase === 'submitting'}
            disabled={session.secondsLeft === 0}
            onClick={() => setConfirming(true)}
          >
            {session.phase === 'submitting' ? t('exams:take.submitting') : t('exams:take.submit')}
          </Button>
        </aside>
      </div>
      <SubmitDialog session={session} open={confirming} onClose={() => setConfirming(false)} />
    </div>
  );
}

/** /exam/attempts/:attemptId: a submitted attempt goes to its result. */
function AttemptScreen() {
  const { t } = useTranslation(['translation', 'exams']);
  const id = useIdParam('attemptId');
  const validId = id > 0;
  const query = useAttemptSheetQuery(validId ? id : 0);
  const sheet = query.data;
  usePageTitle(sheet?.paper.title ?? t('exams:take.title'));
  if (!validId || query.isError)
    return (
      <div className="container exam-take">
        <ExamBreadcrumb />
        <LoadError
          error={query.error}
          missingTitle={t('exams:take.missing')}
          back={{ to: PC_EXAM_PATHS.papers, label: t('exams:paper.back') }}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  if (!sheet)
    return (
      <div className="container exam-take">
        <RowSkeleton rows={5} />
      </div>
    );
  if (sheet.attempt.status !== 'in_progress') return <Navigate to={PC_EXAM_PATHS.result(id)} replace />;
  return <AttemptBody sheet={sheet} />;
}

export function AttemptPage() {
  return (
    <ExamsGate>
      <AttemptScreen />
    </ExamsGate>
  );
}
