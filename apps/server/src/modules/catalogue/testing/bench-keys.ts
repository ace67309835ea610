/*
 * For `npm run bench`: what its spread-key runs draw from, read once from the database the server uses
 * (same DATA_DIR / DATABASE_URL) and written as JSON to BENCH_KEYS_OUT: the id of every course, article and
 * offline course a visitor can open, the shown course categories, and every search document's title (the
 * bench draws its word vocabulary from them). The visibility rules are the server's own (isVisible), so
 * every id drawn answers as a visitor's click would.
 */
import { writeFileSync } from 'node:fs';
import { sql } from 'kysely';
import { loadConfig } from '#config';
import { openDatabase } from '#core/db/connection';
import { isVisible } from '#core/db/visible';

async function run(): Promise<void> {
  const out = process.env.BENCH_KEYS_OUT;
  if (!out) throw new Error('BENCH_KEYS_OUT is required');
  const { db, close } = await openDatabase(loadConfig());
  const now = Date.now();
  const ids = (rows: { id: number }[]) => rows.map((r) => Number(r.id));
  try {
    const courses = await db
      .selectFrom('courses')
      .select('id')
      .where(isVisible('courses', now))
      .orderBy('id')
      .execute();
    const articles = await db
      .selectFrom('articles')
      .select('id')
      .where(isVisible('articles', now))
      .orderBy('id')
      .execute();
    const activates = await db
      .selectFrom('activates')
      .select('id')
      .where(isVisible('activates', now))
      .orderBy('id')
      .execute();
    const categories = await db
      .selectFrom('categories')
      .select('id')
      .where('type', '=', 'course')
      .where(isVisible('categories', now))
      .orderBy('id')
      .execute();
    // search_documents is kept by triggers (migration 004) and has no Kysely type: raw SQL, same on both dialects.
    const titles = await sql<{ title: string }>`select title from search_documents`.execute(db);
    writeFileSync(
      out,
      JSON.stringify({
        courseIds: ids(courses),
        articleIds: ids(articles),
        activateIds: ids(activates),
        courseCategoryIds: ids(categories),
        titles: titles.rows.map((t) => t.title),
      }),
    );
  } finally {
    await close();
  }
}

await run();
