import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database } from '#core/db/schema';
import { type AdminActor, audit } from './context';
import type { Row } from './find-row';

/*
 * What the console's simple tables (categories, teachers, links, offline courses, series, articles,
 * announcements, sliders, navs) share: the create-or-update of one row with its audit entry (their pages
 * are #core/db/read-page, the row an edit starts from ./find-row).
 */

/**
 * Writes one row: a new one when `id` is null (with `created`'s columns too), else the existing one, which
 * the caller has already found as `before` (findRow); then audits `<kind>.create` or `<kind>.update` with
 * the before/after `view`. With `alongside`, the write and what it does (rows that belong to this one, the
 * members told of it) share one transaction. Cache invalidation stays with the caller: each table feeds
 * other answers. The audit row goes through the app's own connection, after the transaction.
 */
export async function saveRow<T extends keyof Database>(
  actor: AdminActor,
  spec: {
    table: T;
    kind: string;
    id: number | null;
    before: Row<T> | null;
    values: Updateable<Database[T]>;
    created: Partial<Insertable<Database[T]>>;
    view: (row: Row<T>, side: 'before' | 'after') => unknown;
    alongside?: (trx: Kysely<Database>, row: Row<T>) => Promise<void>;
  },
): Promise<Row<T>> {
  const { db } = actor.deps;
  const write = async (trx: Kysely<Database>) => {
    const row = await writeRow(trx, spec);
    await spec.alongside?.(trx, row);
    return row;
  };
  const row = spec.alongside ? await db.transaction().execute(write) : await write(db);
  const id = (row as { id: number }).id;
  await audit(
    actor,
    `${spec.kind}.${spec.id === null ? 'create' : 'update'}`,
    `${spec.kind}:${id}`,
    spec.before && spec.view(spec.before, 'before'),
    spec.view(row, 'after'),
  );
  return row;
}

async function writeRow<T extends keyof Database>(
  db: Kysely<Database>,
  spec: {
    table: T;
    id: number | null;
    values: Updateable<Database[T]>;
    created: Partial<Insertable<Database[T]>>;
  },
): Promise<Row<T>> {
  // Kysely cannot check a write to a table chosen by a type parameter; the spec's types stand in for it.
  const table = spec.table as 'links';
  const row =
    spec.id === null
      ? await db
          .insertInto(table)
          .values({ ...spec.values, ...spec.created } as never)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await db
          .updateTable(table)
          .set(spec.values as never)
          .where('id', '=', spec.id)
          .returningAll()
          .executeTakeFirstOrThrow();
  return row as unknown as Row<T>;
}
