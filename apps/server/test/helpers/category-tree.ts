import type { Kysely } from 'kysely';
import type { CategoryType, Database } from '#core/db/schema';
import { createCategory } from '#seed/factories/index';

/**
 * The two-level tree the storefront's category filters are tested on: `parent` (sort 1) with `child` under
 * it, and `other` (sort 2) beside it, all of one type. Answers their ids.
 */
export async function createCategoryTree(
  db: Kysely<Database>,
  type: CategoryType,
  names: { parent: string; child: string; other: string },
): Promise<{ parent: number; child: number; other: number }> {
  const parent = (await createCategory(db, { type, name: names.parent, sort: 1 })).id;
  const child = (await createCategory(db, { type, name: names.child, parent_id: parent })).id;
  const other = (await createCategory(db, { type, name: names.other, sort: 2 })).id;
  return { parent, child, other };
}
