import type { EndpointData } from '@shuyuan/contract/endpoint';
import {
  listExamPapers,
  listMyExamAttempts,
  saveExamAnswer,
  showExamAttempt,
  showExamPaper,
  showExamResult,
  submitExamAttempt,
  type TExamAnswer,
} from '@shuyuan/contract/exam-papers';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';
import type { TAttemptSheet } from '../taking/answers';
import { clockOffset } from '../taking/clock';

/* An attempt as its member answers it, submits it and reads its result (decision 046). */

export const MY_ATTEMPTS_PAGE_SIZE = 10;

/** The sheet, with how far the server's clock is from the device's (the countdown's base). */
export type TSheetWithClock = TAttemptSheet & { offset: number };

export async function fetchAttemptSheet(id: number): Promise<TSheetWithClock> {
  const sentAt = Date.now();
  const sheet = await callEndpoint(showExamAttempt, { params: { id } }, { silent: true });
  return { ...sheet, offset: clockOffset(sheet.now, sentAt, Date.now()) };
}

/**
 * Read fresh every time the page opens (a reload, another device): the saved answers and the clock are the
 * server's, never a cached copy.
 */
export const useAttemptSheetQuery = (id: number) =>
  useQuery({
    queryKey: [showExamAttempt.id, id],
    queryFn: () => fetchAttemptSheet(id),
    enabled: id > 0,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });

/** Saves one answer; the saving queue says what failed, so the call is silent. */
export const saveAttemptAnswer = (attemptId: number, questionId: number, answer: TExamAnswer) =>
  callEndpoint(
    saveExamAnswer,
    { params: { id: attemptId }, body: { question_id: questionId, answer } },
    { silent: true },
  );

export type TSubmitOutcome = EndpointData<typeof submitExamAttempt>;

export const submitAttempt = (attemptId: number) =>
  callEndpoint(submitExamAttempt, { params: { id: attemptId } });

/** After a submit: the paper's standing, the lists and the member's history change. */
export function forgetAttemptReads(client: QueryClient) {
  for (const id of [showExamPaper.id, listExamPapers.id, listMyExamAttempts.id, showExamResult.id])
    void client.invalidateQueries({ queryKey: [id] });
}

export type TAttemptResult = EndpointData<typeof showExamResult>;

export const useAttemptResultQuery = (id: number) =>
  useQuery({
    queryKey: [showExamResult.id, id],
    queryFn: () => callEndpoint(showExamResult, { params: { id } }, { silent: true }),
    enabled: id > 0,
    retry: false,
    staleTime: 0,
  });

export const fetchMyAttempts = (page: number) =>
  callEndpoint(listMyExamAttempts, { query: { page, size: MY_ATTEMPTS_PAGE_SIZE } });

export const myAttemptsKey = [listMyExamAttempts.id, 'history'] as const;

export const useMyAttemptsQuery = (page: number) =>
  useQuery({
    queryKey: [...myAttemptsKey, page],
    queryFn: () => fetchMyAttempts(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
