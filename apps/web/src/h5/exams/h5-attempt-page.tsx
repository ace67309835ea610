import { LeftOutlined, ProfileOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Drawer } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import {
  AnswerSheet,
  type AttemptSession,
  Countdown,
  H5_EXAM_PATHS,
  QuestionCard,
  SaveStatus,
  SessionNotice,
  SubmitDialog,
  type TSheetWithClock,
  useAttemptSession,
  useAttemptSheetQuery,
} from '#features/exams';
import { useIdParam } from '#shared/query-params';
import { H5ListSkeleton } from '../components/h5-course-item';
import { H5Empty } from '../components/h5-empty';
import { H5Screen } from '../layout/h5-screen';
import { H5ExamsGate } from './h5-exams-gate';

/** 上一题 · 答题卡 · 下一题 (交卷 on the last question). */
function NavBar({
  session,
  onSheet,
  onSubmit,
}: {
  session: AttemptSession;
  onSheet: () => void;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('exams');
  const { current, questions, setCurrent } = session;
  const last = current >= questions.length - 1;
  return (
    <>
      <button
        type="button"
        className="h5-btn h5-btn--small"
        disabled={current === 0}
        onClick={() => setCurrent(current - 1)}
      >
        <LeftOutlined aria-hidden="true" /> {t('take.prev')}
      </button>
      <button type="button" className="h5-btn h5-btn--small h5-btn--grow" onClick={onSheet}>
        <ProfileOutlined aria-hidden="true" /> {t('take.sheet')}{' '}
        {t('take.position', { n: current + 1, total: questions.length })}
      </button>
      {last ? (
        <button
          type="button"
          className="h5-btn h5-btn--small h5-btn--primary"
          disabled={session.secondsLeft === 0 || session.phase === 'submitting'}
          onClick={onSubmit}
        >
          {t('take.submit')}
        </button>
      ) : (
        <button type="button" className="h5-btn h5-btn--small" onClick={() => setCurrent(current + 1)}>
          {t('take.next')} <RightOutlined aria-hidden="true" />
        </button>
      )}
    </>
  );
}

/** One question a screen; the clock and the save line on top; the sheet (and 交卷) in a drawer. */
function H5AttemptBody({ sheet }: { sheet: TSheetWithClock }) {
  const { t } = useTranslation('exams');
  const session = useAttemptSession(sheet, { resultPath: H5_EXAM_PATHS.result(sheet.attempt.id) });
  const [sheetOpen, setSheetOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const q = session.questions[session.current];
  // A new question starts at the top of the screen.
  useEffect(() => {
    if (session.current >= 0) window.scrollTo?.({ top: 0 });
  }, [session.current]);
  const askSubmit = () => {
    setSheetOpen(false);
    setConfirming(true);
  };
  return (
    <H5Screen
      title={sheet.paper.title}
      back={H5_EXAM_PATHS.paper(sheet.paper.id)}
      footer={<NavBar session={session} onSheet={() => setSheetOpen(true)} onSubmit={askSubmit} />}
    >
      <div className="h5-exam-bar">
        <Countdown seconds={session.secondsLeft} />
        <SaveStatus state={session.saveState} onRetry={session.retrySaves} />
      </div>
      <SessionNotice session={session} />
      {q && (
        <div className="h5-card h5-exam-question" key={q.id}>
          <QuestionCard
            question={q}
            number={session.current + 1}
            drafts={session.drafts}
            onAnswer={session.setAnswer}
            onLeave={session.flushTyping}
            disabled={session.locked}
          />
        </div>
      )}
      <Drawer
        open={sheetOpen}
        onClose={() => setSheetOpen(false)}
        placement="bottom"
        size="auto"
        title={t('take.sheet')}
        className="h5-sheet h5-exam-drawer"
        closable={{ 'aria-label': t('take.close') }}
      >
        <AnswerSheet
          questions={session.questions}
          done={session.done}
          current={session.current}
          onPick={(i) => {
            session.setCurrent(i);
            setSheetOpen(false);
          }}
        />
        <Button
          type="primary"
          size="large"
          block
          className="h5-exam-drawer__submit"
          disabled={session.secondsLeft === 0}
          loading={session.phase === 'submitting'}
          onClick={askSubmit}
        >
          {t('take.submit')}
        </Button>
      </Drawer>
      <SubmitDialog session={session} open={confirming} onClose={() => setConfirming(false)} />
    </H5Screen>
  );
}

/** /h5/exam/attempts/:attemptId: a submitted attempt goes to its result. */
function H5AttemptScreen() {
  const { t } = useTranslation('exams');
  const id = useIdParam('attemptId');
  const validId = id > 0;
  const query = useAttemptSheetQuery(validId ? id : 0);
  const sheet = query.data;
  if (sheet && sheet.attempt.status !== 'in_progress')
    return <Navigate to={H5_EXAM_PATHS.result(id)} replace />;
  if (sheet) return <H5AttemptBody sheet={sheet} />;
  return (
    <H5Screen title={t('take.title')} back={H5_EXAM_PATHS.papers}>
      {query.isError || !validId ? (
        <H5Empty
          text={query.error?.message || t('take.missing')}
          link={{ to: H5_EXAM_PATHS.mine, label: t('member.title') }}
        />
      ) : (
        <H5ListSkeleton rows={4} />
      )}
    </H5Screen>
  );
}

export function H5AttemptPage() {
  return (
    <H5ExamsGate>
      <H5AttemptScreen />
    </H5ExamsGate>
  );
}
