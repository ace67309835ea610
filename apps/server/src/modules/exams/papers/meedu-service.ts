import { ExamMessage, MEEDU_QUESTION_TYPES } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { AppError, notFound } from '#core/errors';
import { formatDateTime } from '#core/format';
import { saveAnswer } from './attempt-answers';
import { submitOwnAttempt } from './attempt-outcome';
import { findOwnAttempt } from './attempt-start';
import { answersShown, loadAttempt } from './attempt-view';
import { fromMeedu, meeduPaper, meeduSheetRow, meeduStatus } from './meedu-shapes';
import { points } from './paper-access';
import { loadPaperQuestions } from './paper-questions';
import { categoryAndChildren, listExamCategories, pagePapers, paperStanding } from './paper-read';
import { optionOrderOf } from './shuffle';

/*
 * MeEdu's Paper add-on calls #2–#7 over the same services as /api/v3/exam (decision 046): only the
 * shapes and the answer encodings differ (meedu-shapes.ts).
 */

type Db = Kysely<Database>;

export async function meeduPapers(
  db: Db,
  userId: number | null,
  q: { page?: number; page_size?: number; cid1?: number; cid2?: number },
  now: number,
) {
  let categoryIds: number[] | null = null;
  if (q.cid2) categoryIds = [q.cid2];
  else if (q.cid1) categoryIds = await categoryAndChildren(db, q.cid1);
  const page = { page: q.page ?? 1, size: q.page_size ?? 10, categoryIds };
  const [{ total, items }, tree] = await Promise.all([
    pagePapers(db, userId, page, now),
    listExamCategories(db),
  ]);
  const userPapers: Record<string, number> = {};
  for (const i of items) if (i.mine.length > 0) userPapers[i.paper.id] = i.mine.length;
  return {
    data: {
      total,
      data: items.map(({ paper: p, canJoin }) => ({
        id: p.id,
        title: p.title,
        charge: meeduPaper(p).charge,
        cur_user_can_join: canJoin,
        expired_minutes: p.time_limit,
        questions_count: p.questions_count,
        score: p.total_score,
        pass_score: p.pass_score,
        try_times: p.try_times,
        is_vip_free: p.is_vip_free,
      })),
    },
    categories: tree.map((c) => ({ id: c.id, name: c.name })),
    category_children: Object.fromEntries(
      tree.map((c) => [String(c.id), c.children.map((s) => ({ id: s.id, name: s.name }))]),
    ),
    user_papers: userPapers,
  };
}

export async function meeduPaperDetail(db: Db, userId: number | null, paperId: number, now: number) {
  const { paper, attempts, reason } = await paperStanding(db, userId, paperId, now);
  const grouped: Record<string, number[]> = {};
  for (const q of await loadPaperQuestions(db, paperId)) {
    const type = String(MEEDU_QUESTION_TYPES[q.type]);
    grouped[type] = [...(grouped[type] ?? []), q.id];
  }
  return {
    paper: meeduPaper(paper),
    questions: grouped,
    user_papers: attempts.map((a) => ({ id: a.id, status: meeduStatus(a), score: points(a.score) })),
    can_join: reason === '',
    join_count: attempts.length,
    required_courses: [],
  };
}

/** The member's attempt at this paper (another paper's record id reads as missing). */
async function recordOf(db: Db, userId: number, paperId: number, recordId: number, now: number) {
  const attempt = await findOwnAttempt(db, userId, recordId, now);
  if (attempt.paper_id !== paperId) throw notFound(ExamMessage.attemptNotFound);
  return attempt;
}

export async function meeduRecord(db: Db, userId: number, paperId: number, recordId: number, now: number) {
  await recordOf(db, userId, paperId, recordId, now);
  const ctx = await loadAttempt(db, userId, recordId, now);
  const reveal = answersShown(ctx.paper, ctx.attempt);
  const orderOf = (q: Parameters<typeof optionOrderOf>[1]) => optionOrderOf(ctx.order, q);
  return {
    paper: meeduPaper(ctx.paper),
    user_paper: {
      id: ctx.attempt.id,
      status: meeduStatus(ctx.attempt),
      score: points(ctx.attempt.score),
      ended_at: ctx.attempt.deadline_at === null ? null : formatDateTime(ctx.attempt.deadline_at),
    },
    questions: ctx.questions.map((q) => meeduSheetRow(q, orderOf, ctx.answers, reveal)),
  };
}

/** "<qid>-cap-<index>": a composite's part by its index (from 0) among the sub-questions. */
const CAP = /^(\d+)-cap-(\d+)$/;

export async function meeduSaveAnswer(
  db: Db,
  userId: number,
  paperId: number,
  body: { pid: number; question_id: number | string; answer?: unknown; images?: string[] },
  now: number,
) {
  const attempt = await recordOf(db, userId, paperId, body.pid, now);
  const questions = await loadPaperQuestions(db, paperId);
  const cap = typeof body.question_id === 'string' ? CAP.exec(body.question_id) : null;
  const target = cap
    ? questions.find((q) => q.id === Number(cap[1]) && q.type === 'composite')?.children[Number(cap[2])]
    : questions.find((q) => q.id === Number(body.question_id) && q.type !== 'composite');
  if (!target) throw new AppError(ExamMessage.notInPaper);
  await saveAnswer(db, userId, attempt.id, target.id, fromMeedu(target, body.answer, body.images), now);
  return [];
}

export async function meeduSubmit(db: Db, userId: number, paperId: number, pid: number, now: number) {
  await recordOf(db, userId, paperId, pid, now);
  const outcome = await submitOwnAttempt(db, userId, pid, now);
  return { status: meeduStatus(outcome), total_score: outcome.score };
}
