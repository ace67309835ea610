import { type Kysely, sql } from 'kysely';
import type { Database } from '#core/db/schema';
import { isOpenTo, isVisible } from '#core/db/visible';

type Db = Kysely<Database>;

/** Published, shown offline courses with their category. */
export function selectVisibleActivates(db: Db, now: number, preview = false) {
  return db
    .selectFrom('activates')
    .leftJoin('categories', (join) =>
      join.onRef('categories.id', '=', 'activates.category_id').on('categories.deleted_at', 'is', null),
    )
    .where(isOpenTo('activates', preview, now));
}

const itemColumns = [
  'activates.id',
  'activates.title',
  'activates.thumb',
  'activates.short_description',
  'activates.address',
  'activates.city',
  'activates.started_at',
  'activates.ended_at',
  'activates.enroll_ended_at',
  'activates.quota',
  'activates.enrolled_count',
  'activates.charge_fen',
  'activates.category_id',
  'activates.published_at',
  'categories.id as category_ref_id',
  'categories.name as category_name',
] as const;

export type ActivateItemRow = Awaited<ReturnType<typeof findActivatePage>>[number];

export async function countActivates(db: Db, now: number, categoryIds?: number[]): Promise<number> {
  let q = db
    .selectFrom('activates')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(isVisible('activates', now));
  if (categoryIds) q = q.where('category_id', 'in', categoryIds);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

/** Upcoming and running ones first (soonest first), then past ones (latest first). */
export function findActivatePage(
  db: Db,
  now: number,
  categoryIds: number[] | undefined,
  page: { limit: number; offset: number },
) {
  let q = selectVisibleActivates(db, now).select([...itemColumns]);
  if (categoryIds) q = q.where('activates.category_id', 'in', categoryIds);
  return q
    .orderBy(sql`case when activates.ended_at >= ${now} then 0 else 1 end`)
    .orderBy(
      sql`case when activates.ended_at >= ${now} then activates.started_at else -activates.started_at end`,
    )
    .orderBy('activates.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function findActivatesByIds(db: Db, now: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return selectVisibleActivates(db, now)
    .select([...itemColumns])
    .where('activates.id', 'in', ids)
    .execute();
}

/** The next upcoming ones, for home-page blocks without a configured list. */
export function findUpcomingActivates(db: Db, now: number, limit: number) {
  return selectVisibleActivates(db, now)
    .select([...itemColumns])
    .where('activates.ended_at', '>=', now)
    .orderBy('activates.started_at')
    .orderBy('activates.id')
    .limit(limit)
    .execute();
}

export function findActivateDetail(db: Db, now: number, id: number, preview = false) {
  return selectVisibleActivates(db, now, preview)
    .select([...itemColumns, 'activates.render_desc'])
    .where('activates.id', '=', id)
    .executeTakeFirst();
}
