import { fenToYuan, type KechengInput, yuanToFen } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import { readPage } from '#core/db/read-page';
import type { KechengRow } from '#core/db/schema';
import { AppError, notFound } from '#core/errors';
import { sanitizeRichHtml } from '#core/sanitize';
import { type AdminActor, audit, CATALOGUE_PREFIXES, invalidate } from '../context';
import { likePattern } from '../courses/course-list';

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

async function courseIdsOf(app: FastifyInstance, ids: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return map;
  const rows = await app.db
    .selectFrom('kecheng_courses')
    .select(['kecheng_id', 'course_id'])
    .where('kecheng_id', 'in', ids)
    .orderBy('sort')
    .execute();
  for (const r of rows) map.get(r.kecheng_id)?.push(r.course_id);
  return map;
}

export async function listKechengs(
  app: FastifyInstance,
  q: { page: number; size: number; keywords?: string },
) {
  let base = app.db.selectFrom('kechengs');
  if (q.keywords) base = base.where(sql<boolean>`title like ${likePattern(q.keywords)} escape '\\'`);
  const { total, rows } = await readPage(base, q, (b) => b.selectAll().orderBy('sort').orderBy('id', 'desc'));
  const courses = await courseIdsOf(
    app,
    rows.map((r) => r.id),
  );
  return { total, data: rows.map((r) => toView(r, courses.get(r.id) ?? [])) };
}

async function find(app: FastifyInstance, id: number) {
  const row = await app.db.selectFrom('kechengs').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('专栏不存在');
  return row;
}

export async function saveKecheng(actor: AdminActor, id: number | null, input: Input) {
  const { app } = actor;
  const before = id === null ? null : await find(app, id);
  const beforeCourses = id === null ? [] : ((await courseIdsOf(app, [id])).get(id) ?? []);
  const courseIds = [...new Set(input.course_ids)];
  if (courseIds.length > 0) {
    const found = await app.db
      .selectFrom('courses')
      .select('id')
      .where('id', 'in', courseIds)
      .where('deleted_at', 'is', null)
      .execute();
    if (found.length !== courseIds.length) throw new AppError('课程不存在');
  }
  const now = Date.now();
  const { course_ids: _c, charge, ...rest } = input;
  const values = {
    ...rest,
    render_desc: sanitizeRichHtml(input.render_desc),
    charge_fen: yuanToFen(charge),
    is_show: input.is_show ? 1 : 0,
    updated_at: now,
  };
  const row = await app.db.transaction().execute(async (trx) => {
    const saved =
      id === null
        ? await trx
            .insertInto('kechengs')
            .values({ ...values, published_at: now, created_at: now })
            .returningAll()
            .executeTakeFirstOrThrow()
        : await trx
            .updateTable('kechengs')
            .set(values)
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
    await trx.deleteFrom('kecheng_courses').where('kecheng_id', '=', saved.id).execute();
    if (courseIds.length > 0)
      await trx
        .insertInto('kecheng_courses')
        .values(courseIds.map((course_id, sort) => ({ kecheng_id: saved.id, course_id, sort })))
        .execute();
    return saved;
  });
  await audit(
    actor,
    id === null ? 'kecheng.create' : 'kecheng.update',
    `kecheng:${row.id}`,
    before && toView(before, beforeCourses),
    toView(row, courseIds),
  );
  await invalidate(app, ...CATALOGUE_PREFIXES);
  return { id: row.id };
}

export async function deleteKecheng(actor: AdminActor, id: number) {
  const { app } = actor;
  const before = await find(app, id);
  const courses = (await courseIdsOf(app, [id])).get(id) ?? [];
  await app.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('kecheng_courses').where('kecheng_id', '=', id).execute();
    await trx.deleteFrom('kechengs').where('id', '=', id).execute();
  });
  await audit(actor, 'kecheng.delete', `kecheng:${id}`, toView(before, courses), null);
  await invalidate(app, ...CATALOGUE_PREFIXES);
}
