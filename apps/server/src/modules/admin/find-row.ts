import type { Kysely, Selectable } from 'kysely';
import type { Database } from '#core/db/schema';
import { AppError, notFound } from '#core/errors';

/*
 * What the console's edits and deletes start with: the row they act on, or a 404 naming what is missing;
 * and the rows a write refers to, which must exist.
 */

export type Row<T extends keyof Database> = Selectable<Database[T]>;

/** The tables whose rows are deleted softly (deleted_at set): a deleted row is missing to the console. */
type SoftDeleted = {
  [T in keyof Database]: 'deleted_at' extends keyof Database[T] ? T : never;
}[keyof Database];

/** One whole row by id, or a 404 with `message` (without one, the plain not-found message). */
export async function findRow<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  id: number,
  message?: string,
): Promise<Row<T>> {
  // Kysely cannot check a query on a table chosen by a type parameter; the signature's types stand in for it.
  const row = await db
    .selectFrom(table as 'links')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(message);
  return row as unknown as Row<T>;
}

/** As findRow, for a table with soft deletes: a deleted row is not found either. */
export async function findLiveRow<T extends SoftDeleted>(
  db: Kysely<Database>,
  table: T,
  id: number,
  message: string,
): Promise<Row<T>> {
  const row = await db
    .selectFrom(table as 'courses')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(message);
  return row as unknown as Row<T>;
}

/** Every id names a live course, else 课程不存在: a series or a home block shows all the courses it lists. */
export async function assertCoursesExist(db: Kysely<Database>, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db
    .selectFrom('courses')
    .select('id')
    .where('id', 'in', unique)
    .where('deleted_at', 'is', null)
    .execute();
  if (found.length !== unique.length) throw new AppError('课程不存在');
}
