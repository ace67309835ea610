import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createSearchIndex, dropSearchIndex, SEARCH_SOURCES, SEARCH_WATCHED } from './004-catalogue-search';
import { createIndex, isPostgres, type MigrationDb } from './helpers';

/*
 * Catalogue reads on a large site (decision 038): search by index for short words, and an index that
 * answers a course list item's video count.
 *
 * Words of one or two characters (most Chinese words: 入门, 摄影, 数据) found through an index rather than
 * by reading every search document (decision 038). Migration 004's indexes only help from three characters
 * on, so a rare two-character word read all 160,000 documents of a large site (190 ms on SQLite, 1 s on
 * PostgreSQL), and a common one whose matches are old nearly as many.
 *
 * SQLite: the FTS5 trigram index is rebuilt with two spaces after the title and after the body, so every
 * occurrence of a short word starts an indexed trigram; a vocabulary table (`search_terms`, fts5vocab) lists
 * the trigrams, and a short word becomes the OR of those that start with it: the same substring match as
 * LIKE, by index. PostgreSQL: the distinct lower-case character pairs of the title and of the body in
 * stored generated columns (`search_bigrams`, an immutable SQL function: no extension needed) with GIN
 * indexes; a two-character word is one such pair.
 */

const PAD = "'  '";
const raw = (db: MigrationDb, text: string) => sql.raw(text).execute(db);

async function upSqlite(db: MigrationDb): Promise<void> {
  await dropSearchIndex(db, false);
  await raw(
    db,
    `create virtual table search_documents using fts5(
       title, body, resource_type unindexed, resource_id unindexed, tokenize = 'trigram')`,
  );
  for (const s of SEARCH_SOURCES) {
    const values = (r: string) =>
      `${r}.id * 4 + ${s.kind}, ${r}.title || ${PAD}, ${s.body(r)} || ${PAD}, '${s.type}', ${r}.id`;
    const insert = (r: string) =>
      `insert into search_documents(rowid, title, body, resource_type, resource_id) values (${values(r)});`;
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
       select ${values('r')} from ${s.table} r`,
    );
  }
  await raw(db, `create virtual table search_terms using fts5vocab(search_documents, 'row')`);
}

async function upPostgres(db: MigrationDb): Promise<void> {
  await raw(
    db,
    `create function search_bigrams(t text) returns text[] language sql immutable parallel safe as $$
       select coalesce(array_agg(distinct substr(lower(t), i, 2)), '{}')
       from generate_series(1, char_length(t) - 1) i $$`,
  );
  // Stored, not an expression index: a plan that reads the newest documents first (a common word) tests
  // each row, and computing the pairs there cost 80 µs a row.
  for (const column of ['title', 'body']) {
    await raw(
      db,
      `alter table search_documents add column ${column}_pairs text[]
         generated always as (search_bigrams(${column})) stored`,
    );
    await raw(
      db,
      `create index search_documents_${column}_pairs on search_documents using gin (${column}_pairs)`,
    );
  }
  // The planner weighs the new columns by their statistics (how common a pair is) from the first query.
  await raw(db, 'analyze search_documents');
}

/** The columns of a course list item's video count (catalogue/repo.ts), so it is read from the index alone. */
const VIDEO_COUNT_COLUMNS = ['course_id', 'is_show', 'deleted_at', 'published_at'];

async function up(db: MigrationDb): Promise<void> {
  await (isPostgres(db) ? upPostgres(db) : upSqlite(db));
  // Not search, but the same issue (decision 038): a list page counts the visible videos of its 16 courses,
  // which read each video row (with its descriptions) through the (course_id, published_at) index.
  await createIndex(db, 'videos', VIDEO_COUNT_COLUMNS);
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropIndex(`videos_${VIDEO_COUNT_COLUMNS.join('_')}_idx`).execute();
  if (isPostgres(db)) {
    await raw(db, 'alter table search_documents drop column if exists body_pairs');
    await raw(db, 'alter table search_documents drop column if exists title_pairs');
    await raw(db, 'drop function if exists search_bigrams(text)');
    return;
  }
  await raw(db, 'drop table if exists search_terms');
  await dropSearchIndex(db, false);
  await createSearchIndex(db, false);
}

export const migration017CatalogueReads: Migration = { up, down };
