import { fenToYuan } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { readPage } from '#core/db/read-page';
import type { Database, ExamAttemptRow, ExamPaperRow } from '#core/db/schema';
import { finaliseExpired } from './attempt-submit';
import {
  attemptSummary,
  attemptsOf,
  findPublishedPaper,
  holdsPaper,
  joinRefusal,
  remainingTries,
} from './paper-access';

/* Published papers as members list and open them (decision 046), with what the caller may do. */

type Db = Kysely<Database>;

export function paperItem(p: ExamPaperRow, canJoin: boolean) {
  return {
    id: p.id,
    category_id: p.category_id,
    title: p.title,
    time_limit: p.time_limit,
    total_score: p.total_score,
    pass_score: p.pass_score,
    questions_count: p.questions_count,
    try_times: p.try_times,
    starts_at: p.starts_at,
    ends_at: p.ends_at,
    charge: fenToYuan(p.charge_fen),
    is_vip_free: p.is_vip_free === 1,
    can_join: canJoin,
  };
}

export async function listExamCategories(db: Db) {
  const rows = await db
    .selectFrom('exam_categories')
    .select(['id', 'name', 'parent_id'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows
    .filter((r) => r.parent_id === 0)
    .map((r) => ({ ...r, children: rows.filter((c) => c.parent_id === r.id) }));
}

/** A category and its sub-categories (a paper filed under either shows under the parent). */
export async function categoryAndChildren(db: Db, id: number): Promise<number[]> {
  const rows = await db.selectFrom('exam_categories').select('id').where('parent_id', '=', id).execute();
  return [id, ...rows.map((r) => r.id)];
}

/** The caller's attempts at each of the papers, grouped by paper. */
export async function attemptsByPaper(db: Db, userId: number | null, paperIds: number[]) {
  const map = new Map<number, ExamAttemptRow[]>(paperIds.map((id) => [id, []]));
  if (userId === null || paperIds.length === 0) return map;
  const rows = await db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('paper_id', 'in', paperIds)
    .orderBy('attempt_no', 'desc')
    .execute();
  for (const r of rows) map.get(r.paper_id)?.push(r);
  return map;
}

/** A page of published papers, newest first, each with whether the caller may join. */
export async function pagePapers(
  db: Db,
  userId: number | null,
  q: { page: number; size: number; categoryIds: number[] | null },
  now: number,
) {
  let base = db.selectFrom('exam_papers').where('is_published', '=', 1);
  if (q.categoryIds) base = base.where('category_id', 'in', q.categoryIds);
  const { total, rows } = await readPage(base, q, (b) => b.selectAll().orderBy('id', 'desc'));
  const attempts = await attemptsByPaper(
    db,
    userId,
    rows.map((r) => r.id),
  );
  const items = [];
  for (const p of rows) {
    const mine = attempts.get(p.id) ?? [];
    items.push({ paper: p, mine, canJoin: (await joinRefusal(db, p, userId, mine, now)) === '' });
  }
  return { total, items };
}

export async function listPapers(
  db: Db,
  userId: number | null,
  q: { page?: number; size?: number; category_id?: number },
  now: number,
) {
  const categoryIds = q.category_id ? await categoryAndChildren(db, q.category_id) : null;
  const page = { page: q.page ?? 1, size: q.size ?? 10, categoryIds };
  const { total, items } = await pagePapers(db, userId, page, now);
  return { total, data: items.map((i) => paperItem(i.paper, i.canJoin)) };
}

/** A published paper with the caller's standing: may they join, tries left, their attempts. */
export async function paperStanding(db: Db, userId: number | null, paperId: number, now: number) {
  const paper = await findPublishedPaper(db, paperId);
  if (userId !== null) await finaliseExpired(db, userId, paperId, now);
  const attempts = userId === null ? [] : await attemptsOf(db, userId, paperId);
  const reason = await joinRefusal(db, paper, userId, attempts, now);
  return { paper, attempts, reason };
}

export async function showPaper(db: Db, userId: number | null, paperId: number, now: number) {
  const { paper, attempts, reason } = await paperStanding(db, userId, paperId, now);
  return {
    paper: {
      ...paperItem(paper, reason === ''),
      description: paper.description,
      show_answers_after: paper.show_answers_after,
    },
    can_join: reason === '',
    reason,
    is_bought: await holdsPaper(db, paper, userId, now),
    remaining_tries: remainingTries(paper, attempts),
    in_progress_attempt_id: attempts.find((a) => a.status === 'in_progress')?.id ?? null,
    my_attempts: attempts.map((a) => attemptSummary(paper, a)),
  };
}
