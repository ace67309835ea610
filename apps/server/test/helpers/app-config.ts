import { DEFAULT_CONFIG_FUNC, type TFeatureSwitch } from '@shuyuan/contract';
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

/** Turns feature switches (configFunc) on or off as the console would, keeping the others. */
export async function setFeatureSwitches(
  db: Kysely<Database>,
  switches: Partial<Record<TFeatureSwitch, boolean>>,
): Promise<void> {
  const row = await db.selectFrom('app_config').select('value').where('key', '=', 'func').executeTakeFirst();
  const stored = row ? (JSON.parse(row.value) as Record<string, boolean>) : {};
  await setAppConfig(db, 'func', { ...DEFAULT_CONFIG_FUNC, ...stored, ...switches });
}
