import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * What a migration receives. Untyped on purpose: a migration describes the schema as it was when it was
 * written, so it must not compile against today's `Database` interface.
 */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's Migration interface passes Kysely<any>.
export type MigrationDb = Kysely<any>;

/** True when the Kysely instance talks to PostgreSQL (otherwise it is SQLite). */
export function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * `id integer` primary key: identity on PostgreSQL, autoincrement on SQLite.
 * int4 comes back from `pg` as a number, so ids are plain numbers on both dialects.
 */
export function addIdColumn<TB extends string, C extends string>(
  builder: CreateTableBuilder<TB, C>,
  db: MigrationDb,
): CreateTableBuilder<TB, C | 'id'> {
  return isPostgres(db)
    ? builder.addColumn('id', 'integer', (col) => col.primaryKey().generatedByDefaultAsIdentity())
    : builder.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

/** `created_at` and `updated_at` as epoch milliseconds; written by the application, never defaulted. */
export function addTimestamps<TB extends string, C extends string>(
  builder: CreateTableBuilder<TB, C>,
): CreateTableBuilder<TB, C | 'created_at' | 'updated_at'> {
  return builder
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull());
}

export type Table = CreateTableBuilder<string, string>;
export type Col = ColumnDefinitionBuilder;

export const zero = (col: Col) => col.notNull().defaultTo(0);
export const one = (col: Col) => col.notNull().defaultTo(1);
export const empty = (col: Col) => col.notNull().defaultTo('');
export const required = (col: Col) => col.notNull();

/** A table with `id` first and `created_at`/`updated_at` last. */
export async function createTable(
  db: MigrationDb,
  name: string,
  columns: (t: Table) => Table,
): Promise<void> {
  await addTimestamps(columns(addIdColumn(db.schema.createTable(name), db))).execute();
}

export async function createIndex(
  db: MigrationDb,
  table: string,
  columns: string[],
  unique = false,
): Promise<void> {
  const name = `${table}_${columns.join('_')}_${unique ? 'uq' : 'idx'}`;
  const builder = db.schema.createIndex(name).on(table).columns(columns);
  await (unique ? builder.unique() : builder).execute();
}
