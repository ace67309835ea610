import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';

/** Sets one app_config value (JSON), as an administrator would. */
export async function setAppConfig(db: Kysely<Database>, key: string, value: unknown): Promise<void> {
  const now = Date.now();
  await db
    .insertInto('app_config')
    .values({ key, value: JSON.stringify(value), is_private: 1, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: now }))
    .execute();
}
