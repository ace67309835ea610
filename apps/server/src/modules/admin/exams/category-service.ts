import type { ExamCategoryInput } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database, ExamCategoryRow } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import { type AdminActor, audit, count } from '../context';
import { findRow } from '../find-row';
import { saveRow } from '../table-writes';

/* The question bank's categories: two levels, deleted only when empty (decision 045). */

const view = (r: ExamCategoryRow, questions = 0) => ({
  id: r.id,
  name: r.name,
  parent_id: r.parent_id,
  sort: r.sort,
  questions_count: questions,
});

export async function listExamCategories(deps: Deps<'db'>) {
  const [rows, counts] = await Promise.all([
    deps.db.selectFrom('exam_categories').selectAll().orderBy('sort').orderBy('id').execute(),
    deps.db
      .selectFrom('exam_questions')
      .select(['category_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('parent_id', '=', 0)
      .groupBy('category_id')
      .execute(),
  ]);
  const byCategory = new Map(counts.map((c) => [c.category_id, count(c.n)]));
  return rows.map((r) => view(r, byCategory.get(r.id) ?? 0));
}

const find = (db: Kysely<Database>, id: number) => findRow(db, 'exam_categories', id, '分类不存在');

/** A parent must be another top-level category; a category with children stays top-level. */
async function checkParent(db: Kysely<Database>, id: number | null, parentId: number) {
  if (parentId === 0) return;
  const parent = await db
    .selectFrom('exam_categories')
    .select(['id', 'parent_id'])
    .where('id', '=', parentId)
    .executeTakeFirst();
  if (parent?.parent_id !== 0 || parent.id === id) throw new AppError('上级分类无效');
  if (id !== null) {
    const child = await db
      .selectFrom('exam_categories')
      .select('id')
      .where('parent_id', '=', id)
      .executeTakeFirst();
    if (child) throw new AppError('该分类有子分类，不能移到其他分类下');
  }
}

export async function saveExamCategory(
  actor: AdminActor,
  id: number | null,
  input: z.output<typeof ExamCategoryInput>,
) {
  const { db } = actor.deps;
  const before = id === null ? null : await find(db, id);
  await checkParent(db, id, input.parent_id);
  const now = Date.now();
  const row = await saveRow(actor, {
    table: 'exam_categories',
    kind: 'exam_category',
    id,
    before,
    values: { ...input, updated_at: now },
    created: { created_at: now },
    view: (r) => view(r),
  });
  return { id: row.id };
}

export async function deleteExamCategory(actor: AdminActor, id: number) {
  const { db } = actor.deps;
  const before = await find(db, id);
  const [child, question] = await Promise.all([
    db.selectFrom('exam_categories').select('id').where('parent_id', '=', id).executeTakeFirst(),
    db.selectFrom('exam_questions').select('id').where('category_id', '=', id).executeTakeFirst(),
  ]);
  if (child || question) throw new AppError('该分类下还有试题或子分类，无法删除');
  // The condition repeats the check, so a question filed in between is not orphaned by this delete.
  const deleted = await db
    .deleteFrom('exam_categories')
    .where('id', '=', id)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('exam_questions').select('id').where('category_id', '=', id))),
    )
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new AppError('该分类下还有试题或子分类，无法删除');
  await audit(actor, 'exam_category.delete', `exam_category:${id}`, view(before), null);
}
