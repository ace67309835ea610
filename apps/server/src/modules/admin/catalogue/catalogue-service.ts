import type { CategoryInput, LinkInput, TeacherInput } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { z } from 'zod';
import { type PageQuery, readPage } from '#core/db/read-page';
import type { CategoryRow, Database, LinkRow, TeacherRow } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import { invalidateSystemCache } from '#modules/system';
import { type AdminActor, audit, CATALOGUE_PREFIXES, invalidate } from '../context';
import { likePattern } from '../courses/course-list';
import { findLiveRow, findRow } from '../find-row';
import { saveRow } from '../table-writes';

/* Categories, teachers and footer links: audited writes that drop the caches showing them. */

const categoryView = (r: CategoryRow) => ({
  id: r.id,
  type: r.type,
  name: r.name,
  name_en: r.name_en,
  parent_id: r.parent_id,
  sort: r.sort,
  is_show: r.is_show === 1,
  is_special: r.is_special === 1,
});

/** Categories label courses, offline courses and articles, and the footer's special topics (system:). */
async function dropCategoryCaches(deps: Deps<'cache'>) {
  await invalidate(deps, ...CATALOGUE_PREFIXES, 'content:');
  await invalidateSystemCache(deps.cache);
}

export async function listCategories(deps: Deps<'db'>, q: PageQuery & { type?: string }) {
  let base = deps.db.selectFrom('categories').where('deleted_at', 'is', null);
  if (q.type) base = base.where('type', '=', q.type as CategoryRow['type']);
  const { total, rows } = await readPage(base, q, (b) =>
    b.selectAll().orderBy('type').orderBy('sort').orderBy('id'),
  );
  return { total, data: rows.map(categoryView) };
}

export async function saveCategory(
  actor: AdminActor,
  id: number | null,
  input: z.output<typeof CategoryInput>,
) {
  const { deps } = actor;
  const before = id === null ? null : await findLive(deps.db, id);
  if (input.parent_id > 0) {
    const parent = await deps.db
      .selectFrom('categories')
      .select(['id', 'type', 'parent_id'])
      .where('id', '=', input.parent_id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (parent?.type !== input.type || parent.parent_id !== 0 || parent.id === id)
      throw new AppError('上级分类无效');
  }
  const now = Date.now();
  const row = await saveRow(actor, {
    table: 'categories',
    kind: 'category',
    id,
    before,
    values: {
      ...input,
      is_show: input.is_show ? 1 : 0,
      is_special: input.is_special ? 1 : 0,
      updated_at: now,
    },
    created: { created_at: now, deleted_at: null },
    view: categoryView,
  });
  await dropCategoryCaches(deps);
  return { id: row.id };
}

const findLive = (db: Kysely<Database>, id: number) => findLiveRow(db, 'categories', id, '分类不存在');

/** As MeEdu: a category still in use (or with children) stays. */
export async function deleteCategory(actor: AdminActor, id: number) {
  const { deps } = actor;
  const before = await findLive(deps.db, id);
  const table = before.type === 'course' ? 'courses' : before.type === 'article' ? 'articles' : 'activates';
  const [used, child] = await Promise.all([
    deps.db.selectFrom(table).select('id').where('category_id', '=', id).executeTakeFirst(),
    deps.db
      .selectFrom('categories')
      .select('id')
      .where('parent_id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst(),
  ]);
  if (used || child) throw new AppError('该分类下还有内容或子分类，无法删除');
  const now = Date.now();
  await deps.db
    .updateTable('categories')
    .set({ deleted_at: now, updated_at: now })
    .where('id', '=', id)
    .execute();
  await audit(actor, 'category.delete', `category:${id}`, categoryView(before), null);
  await dropCategoryCaches(deps);
}

const teacherView = (r: TeacherRow) => ({
  id: r.id,
  name: r.name,
  name_en: r.name_en,
  avatar: r.avatar,
  title: r.title,
  description: r.description,
  sort: r.sort,
});

export async function listTeachers(deps: Deps<'db'>, q: PageQuery & { keywords?: string }) {
  let base = deps.db.selectFrom('teachers');
  if (q.keywords) base = base.where(sql<boolean>`name like ${likePattern(q.keywords)} escape '\\'`);
  const { total, rows } = await readPage(base, q, (b) => b.selectAll().orderBy('sort').orderBy('id'));
  return { total, data: rows.map(teacherView) };
}

export async function saveTeacher(
  actor: AdminActor,
  id: number | null,
  input: z.output<typeof TeacherInput>,
) {
  const { deps } = actor;
  const before = id === null ? null : await findRow(deps.db, 'teachers', id, '讲师不存在');
  const now = Date.now();
  const row = await saveRow(actor, {
    table: 'teachers',
    kind: 'teacher',
    id,
    before,
    values: { ...input, updated_at: now },
    created: { created_at: now },
    view: teacherView,
  });
  await invalidate(deps, ...CATALOGUE_PREFIXES);
  return { id: row.id };
}

/** A teacher leaves their courses too (course_teachers rows go with them). */
export async function deleteTeacher(actor: AdminActor, id: number) {
  const { deps } = actor;
  const before = await findRow(deps.db, 'teachers', id, '讲师不存在');
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('course_teachers').where('teacher_id', '=', id).execute();
    await trx.deleteFrom('teachers').where('id', '=', id).execute();
  });
  await audit(actor, 'teacher.delete', `teacher:${id}`, teacherView(before), null);
  await invalidate(deps, ...CATALOGUE_PREFIXES);
}

const linkView = (r: LinkRow) => ({ id: r.id, name: r.name, url: r.url, sort: r.sort });

export async function listLinks(deps: Deps<'db'>, q: PageQuery) {
  const { total, rows } = await readPage(deps.db.selectFrom('links'), q, (b) =>
    b.selectAll().orderBy('sort').orderBy('id'),
  );
  return { total, data: rows.map(linkView) };
}

export async function saveLink(actor: AdminActor, id: number | null, input: z.output<typeof LinkInput>) {
  const { deps } = actor;
  const before = id === null ? null : await findRow(deps.db, 'links', id, '链接不存在');
  const now = Date.now();
  const row = await saveRow(actor, {
    table: 'links',
    kind: 'link',
    id,
    before,
    values: { ...input, updated_at: now },
    created: { created_at: now },
    view: linkView,
  });
  await invalidateSystemCache(deps.cache);
  return { id: row.id };
}

export async function deleteLink(actor: AdminActor, id: number) {
  const before = await findRow(actor.deps.db, 'links', id, '链接不存在');
  await actor.deps.db.deleteFrom('links').where('id', '=', id).execute();
  await audit(actor, 'link.delete', `link:${id}`, linkView(before), null);
  await invalidateSystemCache(actor.deps.cache);
}
