import type { Kysely, Selectable } from 'kysely';
import type { Database } from '#core/db/schema';

/* Rows read back as they are stored now, found by equal columns: what a test checks after a call. */

type Table = keyof Database & string;
type TableWithId = { [T in Table]: Database[T] extends { id: unknown } ? T : never }[Table];
type Where<T extends Table> = Partial<Selectable<Database[T]>>;

// Kysely cannot follow a table name that is a type parameter: the query is built untyped and the answer
// typed from the table.
function select<T extends Table>(db: Kysely<Database>, table: T, where: Where<T>) {
  // biome-ignore lint/suspicious/noExplicitAny: see above
  let query = (db as Kysely<any>).selectFrom(table).selectAll();
  for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value);
  return query;
}

/** The one row of `table` with these column values (throws when there is none). */
export async function readRow<T extends Table>(
  db: Kysely<Database>,
  table: T,
  where: Where<T>,
): Promise<Selectable<Database[T]>> {
  return (await select(db, table, where).executeTakeFirstOrThrow()) as Selectable<Database[T]>;
}

/** Every row of `table` with these column values, in the order they were written. */
export async function readRows<T extends TableWithId>(
  db: Kysely<Database>,
  table: T,
  where: Where<T>,
): Promise<Selectable<Database[T]>[]> {
  return (await select(db, table, where).orderBy('id').execute()) as Selectable<Database[T]>[];
}
