import { createHash } from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/*
 * PostgreSQL statements prepared once per connection (issue 21, decision 037). Kysely sends every query
 * unnamed, so PostgreSQL parses and plans it on every call: on the large seed that was 0.3–0.8 ms of the
 * server's CPU for a one-row member read whose execution took 0.01 ms, and simple reads ran 1.4–1.7× faster
 * named. A named statement is parsed once per connection; PostgreSQL plans it per call for its first five
 * runs and then keeps a generic plan only when that plan costs no more than the custom ones did.
 */

/** Past this many names a connection sends new statements unnamed (an IN list of every length must not grow it). */
export const MAX_NAMED_PER_CONNECTION = 300;

/** Parameterised DML only: transaction control and DDL go as they are. */
const NAMEABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Statements whose best plan depends on the parameter itself (a common word is found by reading the newest
 * documents, a rare one through its index), so a generic plan could make one kind of word slow: planned
 * per call, as before.
 */
const PLANNED_PER_CALL = /\bsearch_documents\b/;

/** PostgreSQL's "cached plan must not change result type": a table's columns changed under `select *`. */
const RESULT_TYPE_CHANGED = '0A000';

interface ConnectionState {
  named: Set<string>;
  /** Names whose prepared form no longer fits its table on this connection: sent unnamed from then on. */
  stale: Set<string>;
}

/** A short name per statement text; remembered, since the same few hundred texts come back on every request. */
const names = new Map<string, string>();
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    if (names.size >= 5_000) names.clear();
    name = `s${createHash('sha1').update(text).digest('base64url').slice(0, 22)}`;
    names.set(text, name);
  }
  return name;
}

function wrapClient(client: pg.PoolClient, max: number): PostgresPoolClient {
  const state: ConnectionState = { named: new Set(), stale: new Set() };
  const query = async (text: string, values: readonly unknown[]) => {
    if (!values.length || !NAMEABLE.test(text) || PLANNED_PER_CALL.test(text)) {
      return client.query(text, [...values]);
    }
    const name = nameOf(text);
    if (state.stale.has(name) || (!state.named.has(name) && state.named.size >= max)) {
      return client.query(text, [...values]);
    }
    state.named.add(name);
    try {
      return await client.query({ name, text, values: [...values] });
    } catch (error) {
      if ((error as { code?: string }).code !== RESULT_TYPE_CHANGED) throw error;
      state.stale.add(name);
      return client.query(text, [...values]);
    }
  };
  return {
    // A cursor (Kysely's stream) or any other call shape goes to the client unchanged.
    query: ((...args: unknown[]) =>
      typeof args[0] === 'string'
        ? query(args[0], (args[1] as readonly unknown[] | undefined) ?? [])
        : (client.query as (...a: unknown[]) => unknown)(...args)) as PostgresPoolClient['query'],
    release: (destroy?: boolean) => client.release(destroy),
  };
}

/** `pool` as Kysely's PostgresDialect takes it, each connection naming the statements it sends. */
export function withNamedStatements(pool: pg.Pool, max = MAX_NAMED_PER_CONNECTION): PostgresPool {
  // One wrapper per connection, so its names live as long as the connection (Kysely also keys its own
  // per-connection state by the client object).
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    // pg-pool's client class, which Kysely uses to cancel a query from a connection of its own.
    Client: (pool as unknown as { Client?: PostgresPool['Client'] }).Client,
    options: pool.options,
    end: () => pool.end(),
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrapped.get(client);
      if (!wrapper) {
        wrapper = wrapClient(client, max);
        wrapped.set(client, wrapper);
      }
      return wrapper;
    },
  };
}
