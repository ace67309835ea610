import type { Kysely } from 'kysely';
import type { CategoryType, Database } from '#core/db/schema';
import { isVisible } from '#core/db/visible';

type Db = Kysely<Database>;

/** Shown categories of one type in two levels, ordered by sort. */
export async function categoryTree(db: Db, type: CategoryType) {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'sort', 'name', 'name_en', 'parent_id'])
    .where('type', '=', type)
    .where(isVisible('categories'))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows
    .filter((row) => row.parent_id === 0)
    .map((top) => ({ ...top, children: rows.filter((row) => row.parent_id === top.id) }));
}

/** A category and its direct children (MeEdu's filter), or undefined for 0 / no filter. */
export async function categoryWithChildren(db: Db, type: CategoryType, id: number | undefined) {
  if (!id) return undefined;
  const rows = await db
    .selectFrom('categories')
    .select('id')
    .where('parent_id', '=', id)
    .where('type', '=', type)
    .where('deleted_at', 'is', null)
    .execute();
  return [id, ...rows.map((row) => row.id)];
}
