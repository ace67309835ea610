import { type adminListExamPapers, type ExamPaperInput, fenToYuan, yuanToFen } from '@shuyuan/contract';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { readPage } from '#core/db/read-page';
import type { Database, ExamPaperRow } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import { sanitizeRichHtml } from '#core/sanitize';
import { type AdminActor, audit, count } from '../context';
import { likePattern } from '../courses/course-list';
import { saveRow } from '../table-writes';
import { paperQuestionsView } from './paper-questions-service';
import { findPaper, PAPER_MESSAGES } from './paper-rows';

/*
 * Papers in the console (decision 046): settings, publishing, deleting. A new paper starts unpublished and
 * empty; its questions are set apart (paper-questions-service.ts), which computes the total. A paper with
 * attempts is not deleted (members' history and the ranking read it): it is taken down instead.
 */

type ListQuery = z.output<NonNullable<(typeof adminListExamPapers)['query']>>;
type Input = z.output<typeof ExamPaperInput>;

const view = (r: ExamPaperRow, attempts = 0, grading = 0) => ({
  id: r.id,
  category_id: r.category_id,
  title: r.title,
  description: r.description,
  time_limit: r.time_limit,
  pass_score: r.pass_score,
  total_score: r.total_score,
  questions_count: r.questions_count,
  try_times: r.try_times,
  starts_at: r.starts_at,
  ends_at: r.ends_at,
  charge: fenToYuan(r.charge_fen),
  is_vip_free: r.is_vip_free === 1,
  shuffle_questions: r.shuffle_questions === 1,
  shuffle_options: r.shuffle_options === 1,
  show_answers_after: r.show_answers_after,
  is_published: r.is_published === 1,
  attempts_count: attempts,
  grading_count: grading,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

/** Attempts per paper, and those waiting for a grader. */
async function attemptCounts(db: Kysely<Database>, ids: number[]) {
  const map = new Map<number, { all: number; grading: number }>(
    ids.map((id) => [id, { all: 0, grading: 0 }]),
  );
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('exam_attempts')
    .select(['paper_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('paper_id', 'in', ids)
    .groupBy(['paper_id', 'status'])
    .execute();
  for (const r of rows) {
    const counts = map.get(r.paper_id);
    if (!counts) continue;
    counts.all += count(r.n);
    if (r.status === 'grading') counts.grading += count(r.n);
  }
  return map;
}

export async function listPapers(deps: Deps<'db'>, q: ListQuery) {
  let base = deps.db.selectFrom('exam_papers');
  if (q.category_id) {
    const subs = await deps.db
      .selectFrom('exam_categories')
      .select('id')
      .where('parent_id', '=', q.category_id)
      .execute();
    base = base.where('category_id', 'in', [q.category_id, ...subs.map((s) => s.id)]);
  }
  if (q.keywords) base = base.where(sql<boolean>`title like ${likePattern(q.keywords)} escape '\\'`);
  if (q.is_published !== undefined) base = base.where('is_published', '=', Number(q.is_published));
  const { total, rows } = await readPage(base, q, (b) => b.selectAll().orderBy('id', 'desc'));
  const counts = await attemptCounts(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    total,
    data: rows.map((r) => view(r, counts.get(r.id)?.all ?? 0, counts.get(r.id)?.grading ?? 0)),
  };
}

export async function showPaper(deps: Deps<'db'>, id: number) {
  const row = await findPaper(deps.db, id);
  const counts = (await attemptCounts(deps.db, [id])).get(id);
  return {
    ...view(row, counts?.all ?? 0, counts?.grading ?? 0),
    questions: await paperQuestionsView(deps.db, id),
  };
}

async function checkCategory(db: Kysely<Database>, id: number) {
  if (id === 0) return;
  const found = await db.selectFrom('exam_categories').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw new AppError(PAPER_MESSAGES.category);
}

export async function savePaper(actor: AdminActor, id: number | null, input: Input) {
  const { db } = actor.deps;
  const before = id === null ? null : await findPaper(db, id);
  await checkCategory(db, input.category_id);
  // A published paper stays passable: its pass mark never above what its questions are worth.
  if (before?.is_published === 1 && input.pass_score > before.total_score)
    throw new AppError(PAPER_MESSAGES.passAboveTotal);
  const now = Date.now();
  const { charge, is_vip_free, shuffle_questions, shuffle_options, description, ...rest } = input;
  const row = await saveRow(actor, {
    table: 'exam_papers',
    kind: 'exam_paper',
    id,
    before,
    values: {
      ...rest,
      description: sanitizeRichHtml(description),
      charge_fen: yuanToFen(charge),
      is_vip_free: is_vip_free ? 1 : 0,
      shuffle_questions: shuffle_questions ? 1 : 0,
      shuffle_options: shuffle_options ? 1 : 0,
      updated_at: now,
    },
    created: { is_published: 0, total_score: 0, questions_count: 0, created_at: now },
    view: (r) => view(r),
  });
  return { id: row.id };
}

export async function publishPaper(actor: AdminActor, id: number, on: boolean) {
  const { db } = actor.deps;
  const before = await findPaper(db, id);
  if (on && before.questions_count === 0) throw new AppError(PAPER_MESSAGES.empty);
  if (on && before.pass_score > before.total_score) throw new AppError(PAPER_MESSAGES.passAboveTotal);
  const after = await db
    .updateTable('exam_papers')
    .set({ is_published: on ? 1 : 0, updated_at: Date.now() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(
    actor,
    `exam_paper.${on ? 'publish' : 'unpublish'}`,
    `exam_paper:${id}`,
    view(before),
    view(after),
  );
}

export async function deletePaper(actor: AdminActor, id: number) {
  const { db } = actor.deps;
  const before = await findPaper(db, id);
  const deleted = await db.transaction().execute(async (trx) => {
    // The condition holds the check in the statement, so an attempt started meanwhile keeps its paper.
    const gone = await trx
      .deleteFrom('exam_papers')
      .where('id', '=', id)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('exam_attempts').select('id').where('paper_id', '=', id))),
      )
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) return false;
    await trx.deleteFrom('exam_paper_questions').where('paper_id', '=', id).execute();
    return true;
  });
  if (!deleted) throw new AppError(PAPER_MESSAGES.hasAttempts);
  await audit(actor, 'exam_paper.delete', `exam_paper:${id}`, view(before), null);
}
