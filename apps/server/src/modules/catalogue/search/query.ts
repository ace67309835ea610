import type { TSearchType } from '@shuyuan/contract';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Dialect } from '#core/app-types';
import type { Database } from '#core/db/schema';
import { isShortWord, trigramsStartingWith } from './short-words';

/*
 * The one place with dialect-specific search SQL (decisions 011 and 038). Both dialects search
 * `search_documents` (kept by triggers, migrations 004, 017 and 018): SQLite through FTS5's trigram index (a
 * word of one or two characters through the trigrams that start with it, short-words.ts), PostgreSQL through
 * pg_trgm GIN indexes on lower-cased copies of title and body (LIKE, not ILIKE, which lowers every row it
 * tests) and, for two-character words, GIN indexes of character pairs.
 *
 * Two passes, each newest first and capped: documents whose title holds every word, then (when the cap is
 * not reached) those that match in the body. No pass ranks every match of a common word, so a query costs
 * about the same on 160,000 documents as on 100; the final order within the title hits is made in rankDocuments.
 */

export interface SearchRequest {
  /** Lower-cased words, all of which must match (title or body). */
  words: string[];
  type: TSearchType | null;
  limit: number;
}

export interface SearchDocument {
  id: number;
  resource_type: TSearchType;
  resource_id: number;
  title: string;
}

/** `%word%` with LIKE's wildcards taken literally (escape character `\`). */
export const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * `column in (ids)` as one SQL text whatever the number of ids (a JSON or array parameter): the SQLite
 * connection keeps prepared statements by their text, and a list of placeholders made one per length
 * (up to 200 here), pushing hot statements out. `column` is trusted code, never input.
 */
export function inIds(dialect: Dialect, column: string, ids: number[]): RawBuilder<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`${sql.raw(column)} = any(${ids}::bigint[])`
    : sql<SqlBool>`${sql.raw(column)} in (select value from json_each(${JSON.stringify(ids)}))`;
}

const joinAnd = (parts: RawBuilder<unknown>[]) => sql.join(parts, sql` and `);
/** An FTS5 phrase: quotes inside are doubled, so no word is read as query syntax. */
const phrase = (w: string) => `"${w.replaceAll('"', '""')}"`;

type Pass = 'title' | 'any';

/** How each word is matched on SQLite: an FTS5 expression (a phrase, or a short word's trigrams), or LIKE. */
type SqliteWord = { fts: string } | { like: string };

/** The words' matchers, or null when a short word is in no document (then nothing matches). */
async function planSqlite(db: Kysely<Database>, words: string[]): Promise<SqliteWord[] | null> {
  const plan: SqliteWord[] = [];
  for (const w of words) {
    if (!isShortWord(w)) {
      plan.push({ fts: phrase(w) });
      continue;
    }
    const trigrams = await trigramsStartingWith(db, w);
    if (trigrams === null) plan.push({ like: w });
    else if (trigrams.length === 0) return null;
    else plan.push({ fts: `(${trigrams.map(phrase).join(' OR ')})` });
  }
  return plan;
}

function sqliteWhere(plan: SqliteWord[], req: SearchRequest, pass: Pass, exclude: number[]) {
  const fts = plan.flatMap((w) => ('fts' in w ? [w.fts] : []));
  const where: RawBuilder<unknown>[] = [];
  if (fts.length) {
    const expr = fts.join(' AND ');
    where.push(sql`search_documents match ${pass === 'title' ? `title : (${expr})` : expr}`);
  }
  for (const w of plan.flatMap((x) => ('like' in x ? [x.like] : []))) {
    const p = likePattern(w);
    where.push(
      pass === 'title'
        ? sql`title like ${p} escape '\\'`
        : sql`(title like ${p} escape '\\' or body like ${p} escape '\\')`,
    );
  }
  if (req.type) where.push(sql`resource_type = ${req.type}`);
  if (exclude.length) where.push(sql`not ${inIds('sqlite', 'rowid', exclude)}`);
  return joinAnd(where);
}

/**
 * A two-character word is one of the lower-case character pairs indexed by migration 017 (an exact test,
 * by index); other words match the column's lower-cased copy (migration 018; pg_trgm's indexes from three
 * characters), the pattern lowered by the same function.
 */
function postgresWord(w: string, column: 'title' | 'body') {
  return [...w].length === 2
    ? sql`${sql.ref(`${column}_pairs`)} @> array[${w}]::text[]`
    : sql`${sql.ref(`${column}_lc`)} like lower(${likePattern(w)})`;
}

function postgresWhere(req: SearchRequest, pass: Pass, exclude: number[]) {
  const where = req.words.map((w) =>
    pass === 'title'
      ? postgresWord(w, 'title')
      : sql`(${postgresWord(w, 'title')} or ${postgresWord(w, 'body')})`,
  );
  if (req.type) where.push(sql`resource_type = ${req.type}`);
  if (exclude.length) where.push(sql`not ${inIds('postgres', 'id', exclude)}`);
  return joinAnd(where);
}

async function runPass(
  db: Kysely<Database>,
  dialect: Dialect,
  req: SearchRequest,
  plan: SqliteWord[],
  pass: Pass,
  exclude: number[],
  limit: number,
): Promise<SearchDocument[]> {
  if (dialect === 'postgres') {
    const where = postgresWhere(req, pass, exclude);
    // The title pass lets the planner choose: a common word is found fastest by reading the newest
    // documents until the cap, a rare one through its index. The body pass only runs when fewer than the
    // cap matched in titles, so its matches are few: read them all through the indexes. Left to itself the
    // planner misjudges the OR of title and body and reads the newest documents (68,000 rows for a word
    // with 200 matches, 100–300 ms on the large seed); a materialised CTE cannot be read in id order.
    const result =
      pass === 'title'
        ? await sql<SearchDocument>`
            select id, resource_type, resource_id, title from search_documents
            where ${where} order by id desc limit ${limit}`.execute(db)
        : await sql<SearchDocument>`
            with hits as materialized (
              select id, resource_type, resource_id, title from search_documents where ${where})
            select * from hits order by id desc limit ${limit}`.execute(db);
    return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
  }
  const result = await sql<SearchDocument>`
    select rowid as id, resource_type, resource_id, title from search_documents
    where ${sqliteWhere(plan, req, pass, exclude)} order by rowid desc limit ${limit}`.execute(db);
  return result.rows;
}

/**
 * Title hits first: the earlier the first word appears and the shorter the title, the better (an exact
 * title wins), newest on ties; body-only hits after them, newest first.
 */
export function rankTitleHits(words: string[], docs: SearchDocument[]): SearchDocument[] {
  const score = (d: SearchDocument) => {
    const title = d.title.toLowerCase();
    return Math.min(...words.map((w) => title.indexOf(w)).filter((i) => i >= 0)) * 1000 + [...title].length;
  };
  return docs
    .map((d) => ({ d, s: score(d) }))
    .sort((a, b) => a.s - b.s || b.d.id - a.d.id)
    .map((x) => x.d);
}

/** Documents matching every word, best first, at most `limit`. */
export async function searchDocuments(
  db: Kysely<Database>,
  dialect: Dialect,
  req: SearchRequest,
): Promise<SearchDocument[]> {
  const plan = dialect === 'sqlite' ? await planSqlite(db, req.words) : [];
  if (plan === null) return [];
  const inTitle = await runPass(db, dialect, req, plan, 'title', [], req.limit);
  if (inTitle.length >= req.limit) return rankTitleHits(req.words, inTitle);
  const inBody = await runPass(
    db,
    dialect,
    req,
    plan,
    'any',
    inTitle.map((d) => d.id),
    req.limit - inTitle.length,
  );
  return [...rankTitleHits(req.words, inTitle), ...inBody];
}

/** The indexed bodies of documents by id (the snippets of one page), read by primary key. */
export async function findDocumentBodies(
  db: Kysely<Database>,
  dialect: Dialect,
  ids: number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const result =
    dialect === 'postgres'
      ? await sql<{ id: number | string; body: string }>`
          select id, body from search_documents where ${inIds(dialect, 'id', ids)}`.execute(db)
      : await sql<{ id: number; body: string }>`
          select rowid as id, body from search_documents where ${inIds(dialect, 'rowid', ids)}`.execute(db);
  return new Map(result.rows.map((row) => [Number(row.id), row.body]));
}
