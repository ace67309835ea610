import type { Kysely } from 'kysely';
import { beforeAll } from 'vitest';
import type { Database } from '#core/db/schema';
import type { TestApp } from './test-app';

/**
 * Rows a test file creates once per database before its tests, kept by name. `seed` gets the database and
 * the time it starts; it names ids on the map seedOnce returns as it goes, or returns them. Call inside
 * forEachDatabase*; several calls seed in order.
 */
export function seedOnce(
  t: TestApp,
  seed: (db: Kysely<Database>, now: number) => Promise<Record<string, number> | undefined>,
): Record<string, number> {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    Object.assign(ids, await seed(t.db, Date.now()));
  });
  return ids;
}
