import {
  meeduJoinPaper,
  meeduListPapers,
  meeduShowPaper,
  meeduShowRecord,
  meeduSubmitAll,
  meeduSubmitSingle,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { memberId } from '#core/auth/resolve-user';
import { registerEndpoint } from '#core/http/register-endpoint';
import { requireExams } from '../exam-switches';
import { startAttempt } from './attempt-start';
import * as meedu from './meedu-service';

/*
 * MeEdu's Paper add-on calls #2–#7 (/addons/Paper/api/v1, decision 046): the same services as our own
 * calls in MeEdu's shapes. Every one asks the switches' gate first.
 */
export function meeduPaperRoutes(app: FastifyInstance): void {
  const { db } = app;

  registerEndpoint(app, meeduListPapers, async ({ query, user }) => {
    await requireExams(db);
    return meedu.meeduPapers(db, user?.id ?? null, query, Date.now());
  });

  registerEndpoint(app, meeduShowPaper, async ({ params, user }) => {
    await requireExams(db);
    return meedu.meeduPaperDetail(db, user?.id ?? null, params.id, Date.now());
  });

  registerEndpoint(app, meeduJoinPaper, async ({ params, user }) => {
    await requireExams(db);
    const { attempt_id } = await startAttempt(db, memberId(user), params.id, Date.now());
    return { record_id: attempt_id };
  });

  registerEndpoint(app, meeduShowRecord, async ({ params, user }) => {
    await requireExams(db);
    return meedu.meeduRecord(db, memberId(user), params.id, params.recordId, Date.now());
  });

  registerEndpoint(app, meeduSubmitSingle, async ({ params, body, user }) => {
    await requireExams(db);
    return meedu.meeduSaveAnswer(db, memberId(user), params.id, body, Date.now());
  });

  registerEndpoint(app, meeduSubmitAll, async ({ params, body, user }) => {
    await requireExams(db);
    return meedu.meeduSubmit(db, memberId(user), params.id, body.pid, Date.now());
  });
}
