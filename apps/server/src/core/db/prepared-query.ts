import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { Database } from './schema';

type Db = Kysely<Database>;

/** Stands for one named argument while a query is built; never sent to the database. */
class Slot {
  constructor(readonly name: string) {}
}

interface Compiled<R> {
  query: CompiledQuery<R>;
  /** For each placeholder of `query`, the argument it takes, or the constant the builder wrote. */
  slots: ({ name: string } | { value: unknown })[];
}

/**
 * A query of a fixed shape, built and compiled once per database handle and then run with new arguments.
 * Kysely builds and compiles the whole operation tree on every call (its parsers, its visitor, frozen
 * nodes: ~6 % of a course detail in the profile); a hot read of a fixed shape pays that once. The
 * SQL string stays the same, so the SQLite connection's statement cache (connection.ts) always hits.
 *
 * The builder receives stand-ins for its arguments (`args.id` is a marker the compiled parameters are
 * matched against), so it must only pass them on as values, never branch on them: two shapes are two
 * prepared queries. No Kysely plugin is installed (connection.ts); one that keys on the query id would
 * see the same id on every run.
 */
export function preparedQuery<A extends object, R>(
  build: (db: Db, args: A) => Compilable<R>,
): (db: Db, args: A) => Promise<R[]> {
  // Per handle: a transaction or the other dialect compiles its own copy.
  const compiled = new WeakMap<Db, Compiled<R>>();
  const compile = (db: Db): Compiled<R> => {
    const standIns = new Proxy({}, { get: (_, name) => new Slot(String(name)) }) as A;
    const query = build(db, standIns).compile();
    const slots = query.parameters.map((p) => (p instanceof Slot ? { name: p.name } : { value: p }));
    const entry = { query, slots };
    compiled.set(db, entry);
    return entry;
  };
  return async (db, args) => {
    const { query, slots } = compiled.get(db) ?? compile(db);
    const values = args as Record<string, unknown>;
    const parameters = slots.map((slot) => ('name' in slot ? values[slot.name] : slot.value));
    const result = await db.executeQuery<R>({ ...query, parameters });
    return result.rows;
  };
}
