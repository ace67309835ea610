import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '#core/db/schema';
import { withSanitisedRichText } from '#core/rich-text';

/*
 * What every row factory shares: unique numbers for names and slugs, timestamps, and the insert that
 * returns the stored row, its rich text sanitised as every writer stores it (decision 037).
 */

export type Db = Kysely<Database>;
export type Overrides<T> = Partial<Insertable<T>>;

export const DAY_MS = 86_400_000;

let sequence = 0;
/** Unique within the process; mixed with a random base so parallel test files do not collide. */
export const base = Math.floor(Math.random() * 9_000_000);
export function next(): number {
  sequence += 1;
  return sequence;
}

export function stamps(): { created_at: number; updated_at: number } {
  const now = Date.now();
  return { created_at: now, updated_at: now };
}

export async function insert<T extends keyof Database & string>(
  db: Db,
  table: T,
  values: Insertable<Database[T]>,
): Promise<Selectable<Database[T]>> {
  return (await db
    .insertInto(table)
    .values(withSanitisedRichText(table, values) as never)
    .returningAll()
    .executeTakeFirstOrThrow()) as Selectable<Database[T]>;
}
