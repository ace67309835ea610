import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { isVisible } from '#core/db/visible';

/** Public app_config rows as key → JSON text. */
export async function selectPublicConfig(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('app_config')
    .select(['key', 'value'])
    .where('is_private', '=', 0)
    .execute();
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function selectConfigValue(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('app_config').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export function selectNavs(db: Kysely<Database>, platform: string) {
  return db
    .selectFrom('navs')
    .select(['id', 'sort', 'name', 'name_en', 'url', 'active_routes', 'platform', 'parent_id', 'blank'])
    .where('platform', '=', platform)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function selectLinks(db: Kysely<Database>) {
  return db
    .selectFrom('links')
    .select(['id', 'sort', 'name', 'url', 'created_at', 'updated_at'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function selectSpecialCategories(db: Kysely<Database>, limit: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'name_en', 'type'])
    .where('is_special', '=', 1)
    .where(isVisible('categories'))
    .where('type', 'in', ['course', 'activate'])
    .orderBy('sort')
    .orderBy('id')
    .limit(limit)
    .execute();
}
