import { fenToYuan, type KechengInput } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { z } from 'zod';
import { readPage } from '#core/db/read-page';
import type { Database, KechengRow } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { type AdminActor, audit, CATALOGUE_PREFIXES, invalidate } from '../context';
import { likePattern } from '../courses/course-list';
import { assertCoursesExist, findRow } from '../find-row';
import { saveRow } from '../table-writes';
import { sellableValues } from './sellable';

/* Series (专栏): a priced, ordered bundle of courses. */

type Input = z.output<typeof KechengInput>;

const toView = (r: KechengRow, courseIds: number[]) => ({
  id: r.id,
  title: r.title,
  thumb: r.thumb,
  short_description: r.short_description,
  render_desc: r.render_desc,
  charge: fenToYuan(r.charge_fen),
  is_show: r.is_show === 1,
  sort: r.sort,
  course_ids: courseIds,
});

async function courseIdsOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('kecheng_courses')
    .select(['kecheng_id', 'course_id'])
    .where('kecheng_id', 'in', ids)
    .orderBy('sort')
    .execute();
  for (const r of rows) map.get(r.kecheng_id)?.push(r.course_id);
  return map;
}

export async function listKechengs(deps: Deps<'db'>, q: { page: number; size: number; keywords?: string }) {
  let base = deps.db.selectFrom('kechengs');
  if (q.keywords) base = base.where(sql<boolean>`title like ${likePattern(q.keywords)} escape '\\'`);
  const { total, rows } = await readPage(base, q, (b) => b.selectAll().orderBy('sort').orderBy('id', 'desc'));
  const courses = await courseIdsOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return { total, data: rows.map((r) => toView(r, courses.get(r.id) ?? [])) };
}

const find = (db: Kysely<Database>, id: number) => findRow(db, 'kechengs', id, '专栏不存在');

export async function saveKecheng(actor: AdminActor, id: number | null, input: Input) {
  const { deps } = actor;
  const before = id === null ? null : await find(deps.db, id);
  const beforeCourses = id === null ? [] : ((await courseIdsOf(deps.db, [id])).get(id) ?? []);
  const courseIds = [...new Set(input.course_ids)];
  await assertCoursesExist(deps.db, courseIds);
  const now = Date.now();
  const { course_ids: _c, ...form } = input;
  const row = await saveRow(actor, {
    table: 'kechengs',
    kind: 'kecheng',
    id,
    before,
    values: sellableValues(form, now),
    created: { published_at: now, created_at: now },
    view: (r, side) => toView(r, side === 'before' ? beforeCourses : courseIds),
    // The series' courses are rewritten with it: a reader never sees the row without its list.
    alongside: async (trx, saved) => {
      await trx.deleteFrom('kecheng_courses').where('kecheng_id', '=', saved.id).execute();
      if (courseIds.length > 0)
        await trx
          .insertInto('kecheng_courses')
          .values(courseIds.map((course_id, sort) => ({ kecheng_id: saved.id, course_id, sort })))
          .execute();
    },
  });
  await invalidate(deps, ...CATALOGUE_PREFIXES);
  return { id: row.id };
}

export async function deleteKecheng(actor: AdminActor, id: number) {
  const { deps } = actor;
  const before = await find(deps.db, id);
  const courses = (await courseIdsOf(deps.db, [id])).get(id) ?? [];
  await deps.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('kecheng_courses').where('kecheng_id', '=', id).execute();
    await trx.deleteFrom('kechengs').where('id', '=', id).execute();
  });
  await audit(actor, 'kecheng.delete', `kecheng:${id}`, toView(before, courses), null);
  await invalidate(deps, ...CATALOGUE_PREFIXES);
}
