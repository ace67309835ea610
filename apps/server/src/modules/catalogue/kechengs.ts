import type { EndpointData, getKecheng, listKechengs } from '@shuyuan/contract';
import { fenToYuan } from '@shuyuan/contract/money';
import type { Kysely } from 'kysely';
import { pageNumbers, readPage } from '#core/db/read-page';
import type { Database, KechengRow } from '#core/db/schema';
import { isOpenTo, isVisible } from '#core/db/visible';
import { notFound } from '#core/errors';
import { formatDateTime } from '#core/format';
import { getCourseListItemsByIds } from './service';

/*
 * 专栏 (course series): our reading of the spec's GET /api/v2/kechengs, which MeEdu lacks. A series bundles
 * several courses at one price (`kechengs`, `kecheng_courses`); buying it is the commerce area's business.
 */

type Db = Kysely<Database>;

const visible = (db: Db, now: number) => db.selectFrom('kechengs').where(isVisible('kechengs', now));

/** Visible course ids of each series, in the series' order. */
async function seriesCourses(db: Db, ids: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .selectFrom('kecheng_courses')
    .select(['kecheng_id', 'course_id'])
    .where('kecheng_id', 'in', ids)
    .orderBy('kecheng_id')
    .orderBy('sort')
    .execute();
  for (const row of rows) map.set(row.kecheng_id, [...(map.get(row.kecheng_id) ?? []), row.course_id]);
  return map;
}

async function present(db: Db, rows: KechengRow[]) {
  const courseIds = await seriesCourses(
    db,
    rows.map((r) => r.id),
  );
  const all = [...new Set([...courseIds.values()].flat())];
  const courses = new Map((await getCourseListItemsByIds(db, all)).map((c) => [c.id, c]));
  return rows.map((row) => {
    const items = (courseIds.get(row.id) ?? []).flatMap((id) => courses.get(id) ?? []);
    return {
      item: {
        id: row.id,
        title: row.title,
        slug: row.slug,
        thumb: row.thumb,
        short_description: row.short_description,
        charge: fenToYuan(row.charge_fen),
        original_charge: Math.round(items.reduce((sum, c) => sum + c.charge * 100, 0)) / 100,
        courses_count: items.length,
        published_at: formatDateTime(row.published_at),
      },
      courses: items,
      render_desc: row.render_desc,
    };
  });
}

export async function listKechengPage(
  db: Db,
  page: number,
  perPage: number,
): Promise<EndpointData<typeof listKechengs>> {
  const now = Date.now();
  const { total, rows } = await readPage(visible(db, now), { page, size: perPage }, (b) =>
    b.selectAll().orderBy('sort').orderBy('published_at', 'desc').orderBy('id', 'desc'),
  );
  return {
    data: (await present(db, rows)).map((p) => p.item),
    ...pageNumbers(total, { page, size: perPage }),
  };
}

/** One series with its courses; `preview`: an administrator's, which opens hidden and scheduled ones. */
export async function getKechengDetail(
  db: Db,
  id: number,
  preview = false,
): Promise<EndpointData<typeof getKecheng>> {
  const row = await db
    .selectFrom('kechengs')
    .where(isOpenTo('kechengs', preview))
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const [presented] = await present(db, [row]);
  return {
    // Stored sanitised when written (decision 037).
    kecheng: { ...presented.item, render_desc: presented.render_desc },
    courses: presented.courses,
  };
}
