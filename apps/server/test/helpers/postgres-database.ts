import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the server of `base` in a connection of its own (CREATE DATABASE wants no transaction). */
async function queryServer(base: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** `base` with its database name replaced. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A fresh database on the server of TEST_DATABASE_URL, dropped (connections forced out) by drop(). Each test
 * file and each test that starts real server processes gets a database of its own rather than a schema:
 * PostgreSQL's catalogue is per database, so the migrator's introspection and one file's DDL never see another
 * file's tables while they are created or dropped (a schema per file let them, and failed at random with
 * 42703 or 3F000). With `template` the database is a copy of one already migrated and seeded for this run
 * (see test/global-setup.ts), which is also quicker than migrating.
 */
export async function createPostgresDatabase(
  options: { template?: string; prefix?: string } = {},
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${options.prefix ?? 't_proc'}_${randomBytes(6).toString('hex')}`;
  await queryServer(
    base,
    `create database ${name}${options.template ? ` template ${options.template}` : ''}`,
  );
  return {
    name,
    url: databaseUrl(base, name),
    drop: () => queryServer(base, `drop database if exists ${name} with (force)`),
  };
}

/** Drops every database whose name starts with `prefix` (what a killed test file left behind). */
export async function dropPostgresDatabases(prefix: string): Promise<void> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1 || '%'",
      [prefix],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await client.end();
  }
}
