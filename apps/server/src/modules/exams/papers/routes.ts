import {
  listExamCategories,
  listExamPapers,
  listMyExamAttempts,
  saveExamAnswer,
  showExamAttempt,
  showExamPaper,
  showExamRanking,
  showExamResult,
  startExamAttempt,
  submitExamAttempt,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { memberId } from '#core/auth/resolve-user';
import { registerEndpoint } from '#core/http/register-endpoint';
import { requireExams } from '../exam-switches';
import { saveAnswer } from './attempt-answers';
import { submitOwnAttempt } from './attempt-outcome';
import { startAttempt } from './attempt-start';
import { showAttempt, showResult } from './attempt-view';
import * as papers from './paper-read';
import { history, ranking } from './ranking';

/*
 * Our own paper calls (/api/v3/exam, decision 046): contract in, service, answer out. Every one asks the
 * switches' gate first. Nothing here is cached: each answer depends on the member and the clock.
 */
export function paperRoutes(app: FastifyInstance): void {
  const { db } = app;

  registerEndpoint(app, listExamCategories, async () => {
    await requireExams(db);
    return papers.listExamCategories(db);
  });

  registerEndpoint(app, listExamPapers, async ({ query, user }) => {
    await requireExams(db);
    return papers.listPapers(db, user?.id ?? null, query, Date.now());
  });

  registerEndpoint(app, showExamPaper, async ({ params, user }) => {
    await requireExams(db);
    return papers.showPaper(db, user?.id ?? null, params.id, Date.now());
  });

  registerEndpoint(app, startExamAttempt, async ({ params, user }) => {
    await requireExams(db);
    return startAttempt(db, memberId(user), params.id, Date.now());
  });

  registerEndpoint(app, showExamAttempt, async ({ params, user }) => {
    await requireExams(db);
    return showAttempt(db, memberId(user), params.id, Date.now());
  });

  registerEndpoint(app, saveExamAnswer, async ({ params, body, user }) => {
    await requireExams(db);
    return saveAnswer(db, memberId(user), params.id, body.question_id, body.answer, Date.now());
  });

  registerEndpoint(app, submitExamAttempt, async ({ params, user }) => {
    await requireExams(db);
    return submitOwnAttempt(db, memberId(user), params.id, Date.now());
  });

  registerEndpoint(app, showExamResult, async ({ params, user }) => {
    await requireExams(db);
    return showResult(db, memberId(user), params.id, Date.now());
  });

  registerEndpoint(app, listMyExamAttempts, async ({ query, user }) => {
    await requireExams(db);
    return history(db, memberId(user), query, Date.now());
  });

  registerEndpoint(app, showExamRanking, async ({ params, query, user }) => {
    await requireExams(db);
    return ranking(db, user?.id ?? null, params.id, query);
  });
}
