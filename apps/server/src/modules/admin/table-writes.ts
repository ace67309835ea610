import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Database } from '#core/db/schema';
import { type AdminActor, audit } from './context';

/*
 * What the console's simple tables (categories, teachers, links, offline courses, series, articles) share:
 * the create-or-update of one row with its audit entry (their pages are #core/db/read-page).
 */

type Row<T extends keyof Database> = Selectable<Database[T]>;

/**
 * Writes one row: a new one when `id` is null (with `created`'s columns too), else the existing one, which
 * the caller has already found as `before`; then audits `<kind>.create` or `<kind>.update` with the
 * before/after `view`. Cache invalidation stays with the caller: each table feeds other answers. Not for
 * writes inside a transaction: the audit row goes through the app's own connection.
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
    view: (row: Row<T>) => unknown;
  },
): Promise<Row<T>> {
  const { db } = actor.app;
  // Kysely cannot check a write to a table chosen by a type parameter; the spec's types stand in for it.
  const table = spec.table as 'links';
  const row = (
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
          .executeTakeFirstOrThrow()
  ) as Row<T>;
  const id = (row as { id: number }).id;
  await audit(
    actor,
    `${spec.kind}.${spec.id === null ? 'create' : 'update'}`,
    `${spec.kind}:${id}`,
    spec.before && spec.view(spec.before),
    spec.view(row),
  );
  return row;
}
