import { type Kysely, PostgresAdapter, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom as postgresJsonArrayFrom } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteJsonArrayFrom } from 'kysely/helpers/sqlite';

/*
 * The rows of a subquery as one JSON array column of the outer row, on either database: a page that needs a
 * row and a few short lists of its children reads them in one statement. On SQLite each statement costs
 * far more than a small subquery inside one (a course's chapters, teachers and attachments: ~13 µs in one
 * statement, ~55 µs in four, decision 037).
 */

/** The array as JSON: PostgreSQL's driver parses it, SQLite answers the text (see jsonRows). */
export type JsonRows<O> = O[] | string;

/** The rows of `subquery` (numbers and strings: JSON keeps them as they are) as one column. */
export function jsonArrayOf<O>(
  // biome-ignore lint/suspicious/noExplicitAny: any Kysely handle; only its adapter is read
  db: Kysely<any>,
  // biome-ignore lint/suspicious/noExplicitAny: a subquery of any tables; only its rows' type matters
  subquery: SelectQueryBuilder<any, any, O>,
): RawBuilder<JsonRows<O>> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const array = isPostgres ? postgresJsonArrayFrom(subquery) : sqliteJsonArrayFrom(subquery);
  return array as RawBuilder<JsonRows<O>>;
}

/** The rows a jsonArrayOf column holds. */
export function jsonRows<O>(value: JsonRows<O>): O[] {
  return typeof value === 'string' ? (JSON.parse(value) as O[]) : value;
}
