import { sql } from 'kysely';
import type { MigrationDb } from './helpers';

/*
 * The search index of migration 004 (decision 011). One row per course, video, offline course and article in
 * `search_documents`, kept in step by triggers on the source tables, so every writer (admin, seed, a manual
 * SQL update) updates it without knowing it exists. The row id is `resource_id * 4 + kind`, so a trigger
 * finds its row by primary key. SQLite: an FTS5 table with the trigram tokenizer; PostgreSQL: a plain table
 * with pg_trgm GIN indexes (when the extension can be installed; without it search still works, by scanning).
 */

interface Source {
  table: string;
  type: string;
  kind: number;
  /** SQL over `r` (the row) giving the searchable body. */
  body: (r: string) => string;
}

export const SEARCH_SOURCES: Source[] = [
  {
    table: 'courses',
    type: 'vod',
    kind: 0,
    body: (r) => `${r}.short_description || ' ' || ${r}.original_desc`,
  },
  {
    table: 'videos',
    type: 'video',
    kind: 1,
    body: (r) => `${r}.short_description || ' ' || ${r}.render_desc`,
  },
  {
    table: 'activates',
    type: 'activate',
    kind: 2,
    body: (r) => `${r}.short_description || ' ' || ${r}.render_desc`,
  },
  {
    table: 'articles',
    type: 'article',
    kind: 3,
    body: (r) => `${r}.short_description || ' ' || ${r}.original_content`,
  },
];

/** Columns whose change re-indexes a row. */
export const SEARCH_WATCHED: Record<string, string> = {
  courses: 'title, short_description, original_desc',
  videos: 'title, short_description, render_desc',
  activates: 'title, short_description, render_desc',
  articles: 'title, short_description, original_content',
};

const raw = (db: MigrationDb, text: string) => sql.raw(text).execute(db);

async function createSqlite(db: MigrationDb): Promise<void> {
  await raw(
    db,
    `create virtual table search_documents using fts5(
       title, body, resource_type unindexed, resource_id unindexed, tokenize = 'trigram')`,
  );
  for (const s of SEARCH_SOURCES) {
    const insert = (r: string) =>
      `insert into search_documents(rowid, title, body, resource_type, resource_id)
       values (${r}.id * 4 + ${s.kind}, ${r}.title, ${s.body(r)}, '${s.type}', ${r}.id);`;
    const remove = (r: string) => `delete from search_documents where rowid = ${r}.id * 4 + ${s.kind};`;
    await raw(
      db,
      `create trigger ${s.table}_search_ai after insert on ${s.table} begin ${insert('new')} end`,
    );
    await raw(
      db,
      `create trigger ${s.table}_search_au after update of ${SEARCH_WATCHED[s.table]} on ${s.table}
       begin ${remove('old')} ${insert('new')} end`,
    );
    await raw(
      db,
      `create trigger ${s.table}_search_ad after delete on ${s.table} begin ${remove('old')} end`,
    );
    await raw(
      db,
      `insert into search_documents(rowid, title, body, resource_type, resource_id)
       select r.id * 4 + ${s.kind}, r.title, ${s.body('r')}, '${s.type}', r.id from ${s.table} r`,
    );
  }
}

/** Installs pg_trgm when allowed; a failure is contained in a savepoint (migrations run in a transaction). */
export async function trigramSchema(db: MigrationDb): Promise<string | null> {
  await raw(db, 'savepoint shuyuan_trgm');
  try {
    await raw(db, 'create extension if not exists pg_trgm');
    await raw(db, 'release savepoint shuyuan_trgm');
  } catch {
    await raw(db, 'rollback to savepoint shuyuan_trgm');
  }
  const row = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return row.rows[0]?.schema ?? null;
}

async function createPostgres(db: MigrationDb): Promise<void> {
  await raw(
    db,
    `create table search_documents (
       id bigint primary key, resource_type varchar(16) not null, resource_id integer not null,
       title text not null, body text not null)`,
  );
  const trgm = await trigramSchema(db);
  if (trgm) {
    const ops = `"${trgm}".gin_trgm_ops`;
    await raw(db, `create index search_documents_title_trgm on search_documents using gin (title ${ops})`);
    await raw(db, `create index search_documents_body_trgm on search_documents using gin (body ${ops})`);
  }
  for (const s of SEARCH_SOURCES) {
    await raw(
      db,
      `create function ${s.table}_search_sync() returns trigger language plpgsql as $$
       begin
         if tg_op = 'DELETE' or tg_op = 'UPDATE' then
           delete from search_documents where id = old.id * 4 + ${s.kind};
         end if;
         if tg_op = 'DELETE' then return old; end if;
         insert into search_documents (id, resource_type, resource_id, title, body)
         values (new.id * 4 + ${s.kind}, '${s.type}', new.id, new.title, ${s.body('new')});
         return new;
       end $$`,
    );
    await raw(
      db,
      `create trigger ${s.table}_search after insert or update of ${SEARCH_WATCHED[s.table]} or delete on ${s.table}
       for each row execute function ${s.table}_search_sync()`,
    );
    await raw(
      db,
      `insert into search_documents (id, resource_type, resource_id, title, body)
       select r.id * 4 + ${s.kind}, '${s.type}', r.id, r.title, ${s.body('r')} from ${s.table} r`,
    );
  }
}

export async function createSearchIndex(db: MigrationDb, postgres: boolean): Promise<void> {
  await (postgres ? createPostgres(db) : createSqlite(db));
}

export async function dropSearchIndex(db: MigrationDb, postgres: boolean): Promise<void> {
  for (const s of SEARCH_SOURCES) {
    if (postgres) {
      await raw(db, `drop trigger if exists ${s.table}_search on ${s.table}`);
      await raw(db, `drop function if exists ${s.table}_search_sync()`);
    } else {
      for (const suffix of ['ai', 'au', 'ad'])
        await raw(db, `drop trigger if exists ${s.table}_search_${suffix}`);
    }
  }
  await raw(db, 'drop table if exists search_documents');
}
