import { examMessages } from '@shuyuan/contract/messages/exams';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, isServerMessage } from '#lib/http';
import { toastError } from '#lib/notify';
import { forgetAttemptReads, saveAttemptAnswer, submitAttempt, type TSheetWithClock } from '../api/attempts';
import {
  answerableParts,
  type Draft,
  draftsOf,
  encodeAnswer,
  questionDone,
  type TSheetPart,
  type TSheetQuestion,
  unansweredCount,
} from './answers';
import { type SaveFailure, SaveQueue } from './save-queue';
import { useDeadline } from './use-deadline';

/*
 * The one home of the taking rules (decision 046), for the PC page and /h5's alike; their components only
 * draw what this answers. Drafts start from what the server saved (a reload or another device resumes);
 * every change goes to the saving queue; the countdown runs on the server's clock and submits by itself at
 * zero; 交卷 first sends what is not saved yet, then submits exactly once, then opens the result.
 */

const CLOSED = [
  examMessages['exams.timeUp'],
  examMessages['exams.submitted'],
  examMessages['exams.attemptNotFound'],
];

/** What a failed save means (save-queue.ts): no answer or a busy server: again; the attempt is over: stop. */
export function classifySaveError(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) return 'retry';
  const { code } = error.envelope;
  if (code >= 500 || code === 429) return 'retry';
  return CLOSED.some((m) => isServerMessage(error, m)) ? 'closed' : 'refused';
}

/** answering; submitting; unsaved: 交卷 waited for an answer that could not be saved; failed: the submit failed. */
export type SubmitPhase = 'answering' | 'submitting' | 'unsaved' | 'failed';

export function useAttemptSession(sheet: TSheetWithClock, { resultPath }: { resultPath: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const attemptId = sheet.attempt.id;
  const [drafts, setDrafts] = useState(() => draftsOf(sheet.questions));
  const [phase, setPhase] = useState<SubmitPhase>('answering');
  const [current, setCurrent] = useState(0);
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const running = useRef<Promise<boolean> | null>(null);
  const submitNow = useRef<(auto: boolean) => Promise<boolean>>(async () => false);

  const queue = useMemo(
    () =>
      new SaveQueue({
        save: (questionId, answer) => saveAttemptAnswer(attemptId, questionId, answer),
        classify: classifySaveError,
        onClosed: (error) => {
          // Time is up or another device submitted: the server closed the attempt; go to its result.
          if (error instanceof ApiError) toastError(error.message);
          void submitNow.current(true);
        },
        onChange: changed,
      }),
    [attemptId],
  );
  useEffect(() => {
    queue.start();
    return () => queue.stop();
  }, [queue]);

  const submit = useCallback(
    (auto: boolean): Promise<boolean> => {
      if (running.current) return running.current;
      const run = (async () => {
        setPhase('submitting');
        const saved = await queue.flush();
        if (!saved && !auto) {
          // The member chose to submit: not while an answer is still only on this device.
          running.current = null;
          setPhase('unsaved');
          return false;
        }
        queue.stop();
        try {
          await submitAttempt(attemptId);
        } catch {
          running.current = null;
          setPhase('failed');
          return false;
        }
        forgetAttemptReads(client);
        navigate(resultPath, { replace: true });
        return true;
      })();
      running.current = run;
      return run;
    },
    [queue, attemptId, client, navigate, resultPath],
  );
  submitNow.current = submit;

  const left = useDeadline(sheet.attempt.deadline_at, sheet.offset, () => void submit(true));
  const locked = left === 0 || phase === 'submitting';

  const setAnswer = useCallback(
    (part: TSheetPart, draft: Draft, typing = false) => {
      if (locked) return;
      setDrafts((prev) => new Map(prev).set(part.id, draft));
      queue.set(part.id, encodeAnswer(part.type, draft), typing);
    },
    [queue, locked],
  );

  // Leaving while an answer is only on this device: the browser asks first.
  const unsaved = queue.unsavedCount > 0 && phase !== 'submitting';
  useEffect(() => {
    if (!unsaved) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);

  const questions = sheet.questions;
  return {
    sheet,
    questions,
    parts: useMemo(() => answerableParts(questions), [questions]),
    drafts,
    setAnswer,
    /** Sends a typed answer now (the field lost focus). */
    flushTyping: () => void queue.flush(),
    saveState: queue.state,
    partSaveState: (id: number) => queue.stateOf(id),
    retrySaves: () => void queue.flush(),
    done: (q: TSheetQuestion) => questionDone(q, drafts),
    unanswered: unansweredCount(questions, drafts),
    secondsLeft: left,
    locked,
    phase,
    /** 交卷 (after the confirm): false when an answer could not be saved or the submit failed. */
    submit: () => submit(false),
    /** After a failed submit: again (at time up, whatever is saved). */
    retrySubmit: () => submit(left === 0),
    current,
    setCurrent,
  };
}

export type AttemptSession = ReturnType<typeof useAttemptSession>;
