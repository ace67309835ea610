import { type Kysely, sql } from 'kysely';
import type { Database } from '#core/db/schema';

/*
 * Words of one or two characters on SQLite (migration 017, decision 038). The trigram index cannot look up
 * fewer than three characters, but every occurrence of a short word starts an indexed trigram (the index
 * pads the end of each text with two spaces), so the word matches exactly the documents holding one of
 * the trigrams that start with it. `search_terms` (fts5vocab) lists the trigrams in order: one range read.
 */

/** Beyond this many trigrams (a very common single character) the word is matched by LIKE instead. */
const MAX_TRIGRAMS = 128;

export const isShortWord = (w: string) => [...w].length < 3;

/**
 * The indexed trigrams that start with `word`: [] when the word is nowhere, null when there are too many
 * to list in one query.
 */
export async function trigramsStartingWith(db: Kysely<Database>, word: string): Promise<string[] | null> {
  const result = await sql<{ term: string }>`
    select term from search_terms where term >= ${word} and term < ${`${word}\u{10ffff}`}
    limit ${MAX_TRIGRAMS + 1}`.execute(db);
  return result.rows.length > MAX_TRIGRAMS ? null : result.rows.map((row) => row.term);
}
