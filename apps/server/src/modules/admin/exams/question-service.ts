import type { adminListQuestions, TQuestionInputParsed } from '@shuyuan/contract';
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import { readPage } from '#core/db/read-page';
import type { Database, ExamQuestionRow } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError, notFound } from '#core/errors';
import { questionValues, sumScores } from '#modules/exams';
import { type AdminActor, audit } from '../context';
import { likePattern } from '../courses/course-list';
import { saveRow } from '../table-writes';
import { heldByPapers, refreshPaperTotals } from './paper-questions-service';
import { questionView } from './question-view';

/*
 * The question bank's questions in the console (decision 045); a composite is written with its children.
 * A question a paper holds is not deleted, nor a sub-question of a composite one holds (decision 046): the
 * papers' attempts name them. Saving one recomputes the totals of the papers holding it.
 */

export const HELD_MESSAGES = {
  question: '该试题已被试卷使用，请先从试卷中移除',
  child: '该组合题已被试卷使用，不能删除小题',
} as const;

type ListQuery = z.output<NonNullable<(typeof adminListQuestions)['query']>>;

async function childrenOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, ExamQuestionRow[]>> {
  const map = new Map<number, ExamQuestionRow[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('exam_questions')
    .selectAll()
    .where('parent_id', 'in', ids)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  for (const r of rows) map.get(r.parent_id)?.push(r);
  return map;
}

/** A category and its sub-categories: filing a question under either shows it under the parent. */
async function categoryAndChildren(db: Kysely<Database>, id: number): Promise<number[]> {
  const rows = await db.selectFrom('exam_categories').select('id').where('parent_id', '=', id).execute();
  return [id, ...rows.map((r) => r.id)];
}

export async function listQuestions(deps: Deps<'db'>, q: ListQuery) {
  let base = deps.db.selectFrom('exam_questions').where('parent_id', '=', 0);
  if (q.category_id)
    base = base.where('category_id', 'in', await categoryAndChildren(deps.db, q.category_id));
  if (q.type) base = base.where('type', '=', q.type);
  if (q.difficulty) base = base.where('difficulty', '=', q.difficulty);
  if (q.keywords) base = base.where(sql<boolean>`stem like ${likePattern(q.keywords)} escape '\\'`);
  if (q.tag) base = base.where(sql<boolean>`tags_text like ${likePattern(`|${q.tag}|`)} escape '\\'`);
  const { total, rows } = await readPage(base, q, (b) => b.selectAll().orderBy('id', 'desc'));
  const children = await childrenOf(
    deps.db,
    rows.filter((r) => r.type === 'composite').map((r) => r.id),
  );
  return { total, data: rows.map((r) => questionView(r, children.get(r.id) ?? [])) };
}

async function findQuestion(db: Kysely<Database>, id: number): Promise<ExamQuestionRow> {
  // A sub-question is reached through its composite, never on its own.
  const row = await db
    .selectFrom('exam_questions')
    .selectAll()
    .where('id', '=', id)
    .where('parent_id', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound('试题不存在');
  return row;
}

export async function showQuestion(deps: Deps<'db'>, id: number) {
  const row = await findQuestion(deps.db, id);
  return questionView(row, (await childrenOf(deps.db, [id])).get(id) ?? []);
}

async function checkCategory(db: Kysely<Database>, id: number) {
  const found = await db.selectFrom('exam_categories').select('id').where('id', '=', id).executeTakeFirst();
  if (!found) throw new AppError('分类不存在');
}

export async function saveQuestion(actor: AdminActor, id: number | null, input: TQuestionInputParsed) {
  const { db } = actor.deps;
  const before = id === null ? null : await findQuestion(db, id);
  const beforeChildren = id === null ? [] : ((await childrenOf(db, [id])).get(id) ?? []);
  // Answers given (papers, practice, the wrong book) are read by the question's type: it stays what it was.
  if (before && before.type !== input.type) throw new AppError('题型不能修改，请删除后重新添加');
  await checkCategory(db, input.category_id);
  const children = input.type === 'composite' ? input.children : [];
  const kept = new Set(beforeChildren.map((c) => c.id));
  if (children.some((c) => c.id !== undefined && !kept.has(c.id))) throw new AppError('小题不存在');
  const keptIds = new Set(children.map((c) => c.id));
  if (id !== null && beforeChildren.some((c) => !keptIds.has(c.id)) && (await heldByPapers(db, [id])))
    throw new AppError(HELD_MESSAGES.child);
  const now = Date.now();
  let afterChildren: ExamQuestionRow[] = [];
  const values = questionValues(input);
  const row = await saveRow(actor, {
    table: 'exam_questions',
    kind: 'exam_question',
    id,
    before,
    values: {
      ...values,
      category_id: input.category_id,
      score: input.type === 'composite' ? sumScores(children) : values.score,
      updated_at: now,
    },
    created: { parent_id: 0, sort: 0, created_at: now },
    view: (r, side) => questionView(r, side === 'before' ? beforeChildren : afterChildren),
    alongside:
      input.type === 'composite' || beforeChildren.length > 0
        ? async (trx, saved) => {
            afterChildren = await writeChildren(trx, saved, children, beforeChildren, now);
          }
        : undefined,
  });
  if (id !== null) await refreshPaperTotals(db, [id]);
  return { id: row.id };
}

/**
 * A composite's sub-questions as the form lists them: those with an id are updated in place (what members
 * answered stays with them), new ones added, the ones left out deleted; `sort` follows the list.
 */
async function writeChildren(
  trx: Kysely<Database>,
  parent: ExamQuestionRow,
  children: Extract<TQuestionInputParsed, { type: 'composite' }>['children'],
  before: ExamQuestionRow[],
  now: number,
): Promise<ExamQuestionRow[]> {
  const keep = new Set(children.flatMap((c) => (c.id === undefined ? [] : [c.id])));
  const gone = before.filter((c) => !keep.has(c.id)).map((c) => c.id);
  if (gone.length > 0) await trx.deleteFrom('exam_questions').where('id', 'in', gone).execute();
  const written: ExamQuestionRow[] = [];
  for (const [sort, child] of children.entries()) {
    const values = { ...questionValues(child), category_id: parent.category_id, sort, updated_at: now };
    const row =
      child.id === undefined
        ? await trx
            .insertInto('exam_questions')
            .values({ ...values, parent_id: parent.id, created_at: now })
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable('exam_questions')
            .set(values)
            .where('id', '=', child.id)
            .where('parent_id', '=', parent.id)
            .returningAll()
            .executeTakeFirstOrThrow();
    written.push(row);
  }
  return written;
}

export async function deleteQuestions(actor: AdminActor, ids: number[]) {
  const { db } = actor.deps;
  const rows = await db
    .selectFrom('exam_questions')
    .selectAll()
    .where('id', 'in', ids)
    .where('parent_id', '=', 0)
    .execute();
  if (rows.length === 0) throw notFound('试题不存在');
  const found = rows.map((r) => r.id);
  if (await heldByPapers(db, found)) throw new AppError(HELD_MESSAGES.question);
  const children = await childrenOf(db, found);
  await db.transaction().execute(async (trx) => {
    // The condition repeats the check, so a question put in a paper meanwhile is not deleted under it.
    const deleted = await trx
      .deleteFrom('exam_questions')
      .where('id', 'in', found)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('exam_paper_questions')
              .select('exam_paper_questions.id')
              .whereRef('exam_paper_questions.question_id', '=', 'exam_questions.id'),
          ),
        ),
      )
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) !== found.length) throw new AppError(HELD_MESSAGES.question);
    await trx.deleteFrom('exam_questions').where('parent_id', 'in', found).execute();
  });
  for (const r of rows)
    await audit(
      actor,
      'exam_question.delete',
      `exam_question:${r.id}`,
      questionView(r, children.get(r.id)),
      null,
    );
}
