import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh database on the server of TEST_DATABASE_URL, for tests that start real server processes: those
 * take a DATABASE_URL, and a database of their own (rather than a schema) needs no search_path and keeps
 * the migrator's lock tables apart from parallel test files. Dropped (connections forced out) by drop().
 */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `t_proc_${randomBytes(6).toString('hex')}`;
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`drop database if exists ${name} with (force)`) };
}
