import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  sql,
} from 'kysely';
import pg from 'pg';
import { type AppConfig, ConfigError } from '#config';
import type { Dialect } from '../app-types';
import { addressOf, describeConnectionError } from '../connection-errors';
import { withNamedStatements } from './pg-named-statements';
import type { Database } from './schema';

export interface OpenedDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Closes the pool or the SQLite file. */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL pool size. */
  poolSize?: number;
}

// int8 (count(*), bigint timestamps) as a JS number, as decision 001 requires.
pg.types.setTypeParser(20, Number);

export const SQLITE_FILE = 'shuyuan.sqlite';

/** PostgreSQL when DATABASE_URL is set, else SQLite at `${dataDir}/shuyuan.sqlite`. */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  options: OpenDatabaseOptions = {},
): Promise<OpenedDatabase> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, options);
  return openSqlite(join(config.dataDir, SQLITE_FILE));
}

/** How long start-up waits for PostgreSQL to answer before it gives up (the pool itself waits forever). */
const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A single PostgreSQL connection, with a deadline: a DATABASE_URL that does not work fails within seconds, with
 * the variable and the reason (ConfigError), instead of a driver stack. The caller ends the client.
 */
export async function connectPostgresClient(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  client.on('error', () => {});
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    const address = addressOf(url, 5432);
    const reason = /timeout/i.test((error as Error).message)
      ? `cannot connect to ${address.host}:${address.port} (no answer within ${CONNECT_TIMEOUT_MS / 1000} s)`
      : describeConnectionError(error, address);
    throw new ConfigError(`DATABASE_URL: ${reason}`);
  }
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  // Tried alone first: the pool would wait for an unreachable host without a deadline.
  await (await connectPostgresClient(url)).end();
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
  });
  // An idle client losing its server must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
  try {
    // Through Kysely, not the pool: Kysely's destroy() ends the pool only once Kysely has used it, so a
    // database opened and closed without a query would otherwise keep its pool (and a closed one would still answer).
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

export function openSqlite(file: string): OpenedDatabase {
  const sqlite = new BetterSqlite3(file);
  // busy_timeout first: switching to WAL needs a lock another process may hold for a moment.
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/**
 * Transactions start with BEGIN IMMEDIATE: the write lock is taken up front, waiting up to busy_timeout
 * for another process. A deferred BEGIN that reads and then writes fails at once with SQLITE_BUSY when
 * another process wrote in between (the busy handler cannot help an upgrade from a stale snapshot).
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

/**
 * SQLite runs DDL inside transactions, but Kysely's adapter says it does not, so its Migrator would run
 * migrations with no lock at all: two processes starting together would both create the same tables.
 * Claiming transactional DDL makes the Migrator run inside one BEGIN IMMEDIATE transaction, which
 * serialises it across processes (the second waits, then finds nothing pending).
 * Consequence for migration authors: `PRAGMA foreign_keys` is a no-op inside a transaction; a table
 * rebuild uses `PRAGMA defer_foreign_keys = ON` instead.
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }

  override createAdapter() {
    return new TransactionalDdlSqliteAdapter();
  }
}

/**
 * Kysely prepares every query afresh; better-sqlite3 statements can be reused, which saves the SQL parse
 * on hot paths. Kysely's connection mutex runs one query at a time, so a cached statement is never busy.
 * Least recently used goes first: shapes that vary (an IN list of each length) must not push out the hot
 * fixed ones, which hit on every request (decision 037 checked the detail reads).
 */
export function withStatementCache(
  sqlite: BetterSqlite3.Database,
  max = 500,
): SqliteDialectConfig['database'] {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (statement) {
        // Moved to the end: the Map's order is the order of use.
        statements.delete(sql);
        statements.set(sql, statement);
        return statement;
      }
      statement = sqlite.prepare(sql);
      if (statements.size >= max) statements.delete(statements.keys().next().value as string);
      statements.set(sql, statement);
      return statement;
    },
  } as SqliteDialectConfig['database'];
}

// The agreed entry point (server-interfaces.md) names both here.
export { migrateToLatest } from './migrate';
