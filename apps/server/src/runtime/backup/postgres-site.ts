import { spawn } from 'node:child_process';
import type pg from 'pg';
import { connectPostgresClient } from '#core/db/connection';
import { BackupError } from './backup-error';
import { MIGRATION_TABLE, SITE_TABLES } from './site-tables';

/*
 * PostgreSQL's own tools make and read the dump (custom format: compressed, restored object by object), so a
 * backup holds exactly what pg_dump would give the operator by hand. They come with the PostgreSQL client
 * package and must be on PATH.
 */

type Tool = 'pg_dump' | 'pg_restore';

interface ToolVersion {
  major: number;
  text: string;
}

/** libpq reads the URL; the password goes by environment, not on a command line anyone can list. */
function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

const install = (tool: Tool, major: number | undefined) =>
  `install the PostgreSQL client tools${major ? ` of version ${major} or newer (e.g. postgresql-client-${major})` : ''} so that ${tool} is on PATH`;

/** Runs a tool to its end; its stdout, or a BackupError with what it said on stderr. */
function run(tool: Tool, args: string[], env: NodeJS.ProcessEnv, major?: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new BackupError(
          error.code === 'ENOENT' ? `${tool} not found: ${install(tool, major)}` : error.message,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) return resolve(out);
      const said = err.trim().split('\n').filter(Boolean).join('; ').slice(0, 600);
      reject(new BackupError(`${tool} failed (exit code ${code}): ${said || 'no message'}`));
    });
  });
}

/** `pg_dump (PostgreSQL) 16.2 (Debian 16.2-1)` → 16, "16.2". */
export function parseToolVersion(text: string): ToolVersion | null {
  const match = /\(PostgreSQL\)\s+(\d+)(?:\.(\d+))?/.exec(text);
  return match ? { major: Number(match[1]), text: match[2] ? `${match[1]}.${match[2]}` : match[1] } : null;
}

async function toolVersion(tool: Tool, major?: number): Promise<ToolVersion> {
  const text = await run(tool, ['--version'], process.env, major);
  const version = parseToolVersion(text);
  if (!version) throw new BackupError(`${tool} --version said "${text.trim()}", not a PostgreSQL version`);
  return version;
}

async function serverVersion(client: pg.Client): Promise<ToolVersion> {
  const { rows } = await client.query<{ num: string; text: string }>(
    "select current_setting('server_version_num') as num, current_setting('server_version') as text",
  );
  return { major: Math.floor(Number(rows[0].num) / 10_000), text: rows[0].text.split(' ')[0] };
}

async function hasTable(client: pg.Client, name: string): Promise<boolean> {
  const { rows } = await client.query<{ found: string | null }>('select to_regclass($1) as found', [name]);
  return rows[0].found !== null;
}

async function migrationsOf(client: pg.Client): Promise<string[]> {
  if (!(await hasTable(client, MIGRATION_TABLE))) return [];
  const { rows } = await client.query<{ name: string }>(`select name from ${MIGRATION_TABLE}`);
  return rows.map((r) => r.name);
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = await connectPostgresClient(url);
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * `pg_dump -Fc` of DATABASE_URL into `target`: one snapshot of the whole database while the server may write.
 * pg_dump refuses a server newer than itself; checked first, to say which client tools to install.
 */
export async function dumpPostgres(
  url: string,
  target: string,
): Promise<{ migrations: string[]; pgDump: string }> {
  const { server, migrations } = await withClient(url, async (client) => ({
    server: await serverVersion(client),
    migrations: await migrationsOf(client),
  }));
  const dump = await toolVersion('pg_dump', server.major);
  if (dump.major < server.major) {
    throw new BackupError(
      `pg_dump ${dump.text} is older than the PostgreSQL server (${server.text}): ${install('pg_dump', server.major)}`,
    );
  }
  const { dbname, env } = libpqTarget(url);
  await run('pg_dump', ['--format=custom', `--file=${target}`, `--dbname=${dbname}`], env, server.major);
  return { migrations, pgDump: dump.text };
}

/** Whether the configured database holds data (a restore over it needs --force). */
export async function postgresHoldsData(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    for (const table of SITE_TABLES) {
      if (
        (await hasTable(client, table)) &&
        (await client.query(`select 1 from ${table} limit 1`)).rowCount
      ) {
        return true;
      }
    }
    return false;
  });
}

/** Refuses while other sessions use the database: a server still running would serve from under the restore. */
export async function assertPostgresUnused(url: string): Promise<void> {
  const { n } = await withClient(url, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    );
    return rows[0];
  });
  if (n > 0) {
    throw new BackupError(
      `${n} other session(s) use the database: stop the server (every process on this DATABASE_URL) first`,
    );
  }
}

/**
 * pg_restore of the dump into DATABASE_URL in one transaction (a failed restore changes nothing): what the dump
 * holds is dropped first where it exists, and objects are owned by DATABASE_URL's user, whoever owned them
 * where the dump was made.
 */
export async function restorePostgres(
  url: string,
  dump: string,
  pgDumpVersion: string | undefined,
): Promise<void> {
  const needed = Number(pgDumpVersion?.split('.')[0]) || undefined;
  const restore = await toolVersion('pg_restore', needed);
  if (needed && restore.major < needed) {
    throw new BackupError(
      `pg_restore ${restore.text} is older than the pg_dump that wrote the backup (${pgDumpVersion}): ${install('pg_restore', needed)}`,
    );
  }
  const { dbname, env } = libpqTarget(url);
  await run(
    'pg_restore',
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      `--dbname=${dbname}`,
      dump,
    ],
    env,
    needed,
  );
}
