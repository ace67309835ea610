// A throw-away database on a PostgreSQL server, for scripts that start real servers (bench, loadtest).
import pg from 'pg';

/** A fresh database named `<prefix>_<pid>_<time>` on the server of `url`, dropped by the returned `drop()`. */
export async function createScratchDatabase(url, prefix) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
