import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase } from '#test/helpers/postgres-database';
import { openTestDatabase, tagsOf } from '#test/helpers/test-app';
import { withNamedStatements } from './pg-named-statements';

/** What the connection running `query` has prepared (pg_prepared_statements is per connection). */
const preparedOn = async (client: { query: (t: string, v: unknown[]) => Promise<{ rows: unknown[] }> }) =>
  (await client.query('select statement from pg_prepared_statements', [])).rows.map(
    (row) => (row as { statement: string }).statement,
  );

describe('PostgreSQL statements named once per connection', tagsOf('postgres'), () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    opened = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await opened?.close();
  });

  it('prepares a parameterised read once and answers it right every time', async () => {
    const { db } = opened.database;
    await db.connection().execute(async (conn) => {
      const read = (id: number) => conn.selectFrom('users').select('id').where('id', '=', id).execute();
      for (let i = 0; i < 7; i++) expect(await read(-1 - i)).toEqual([]);
      const statements = (
        await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(conn)
      ).rows.map((row) => row.statement);
      expect(statements.filter((s) => s.startsWith('select "id" from "users"'))).toHaveLength(1);
    });
  });

  it('leaves search statements, transaction control and statements without parameters unnamed', async () => {
    const { db } = opened.database;
    await db.connection().execute(async (conn) => {
      await sql`select id from search_documents where title_lc like ${'%x%'} limit 1`.execute(conn);
      await sql`select 1 as one`.execute(conn);
      await conn.transaction().execute(async (trx) => {
        await trx.selectFrom('users').select('id').where('id', '=', -5).execute();
      });
      const statements = (
        await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(conn)
      ).rows.map((row) => row.statement);
      expect(statements.some((s) => s.includes('search_documents'))).toBe(false);
      expect(statements.some((s) => /^(select 1|begin|commit)/i.test(s))).toBe(false);
      expect(statements.some((s) => s.startsWith('select "id" from "users"'))).toBe(true);
    });
  });

  describe('on a pool of one connection', () => {
    let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let pool: pg.Pool;
    beforeAll(async () => {
      created = await createPostgresDatabase({ prefix: `${inject('postgresPrefix')}_named` });
      pool = new pg.Pool({ connectionString: created.url, max: 1 });
    });
    afterAll(async () => {
      await pool?.end();
      await created?.drop();
    });

    it('names at most `max` statements per connection and still answers the others', async () => {
      const named = withNamedStatements(pool, 3);
      const client = await named.connect();
      try {
        for (let n = 1; n <= 6; n++) {
          const { rows } = await client.query(`select $1::int + ${n} as v`, [10]);
          expect(rows).toEqual([{ v: 10 + n }]);
        }
        expect(await preparedOn(client)).toHaveLength(3);
      } finally {
        client.release();
      }
    });

    it('answers a named `select *` after its table gained a column (PostgreSQL refuses the old plan)', async () => {
      const named = withNamedStatements(pool);
      const client = await named.connect();
      try {
        await client.query('create table t_named (id int primary key, a text)', []);
        await client.query('insert into t_named values (1, $1)', ['one']);
        const read = () => client.query('select * from t_named where id = $1', [1]);
        expect((await read()).rows).toEqual([{ id: 1, a: 'one' }]);
        await client.query('alter table t_named add column b int default 7', []);
        expect((await read()).rows).toEqual([{ id: 1, a: 'one', b: 7 }]);
        expect((await read()).rows).toEqual([{ id: 1, a: 'one', b: 7 }]);
      } finally {
        client.release();
      }
    });
  });
});
