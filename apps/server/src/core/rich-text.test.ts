import { describe, expect, it } from 'vitest';
import { sanitiseStoredRichText } from '#core/db/migrations/016-sanitised-rich-text';
import { createArticle, createCourse, createVideo } from '#seed/factories/index';
import { DATABASE_TARGETS, forEachDatabase, openTestDatabase, tagsOf } from '#test/helpers/test-app';
import { RICH_TEXT_COLUMNS } from './rich-text';
import { sanitizeRichHtml } from './sanitize';

const UNSAFE = '<p onclick="x()">介绍</p><script>alert(1)</script><img src="javascript:alert(1)">';
const SAFE = '<p>介绍</p><img />';

/*
 * Rich text is sanitised when written and answered as stored (decision 037): every write path stores it
 * sanitised, migration 016 sanitises what rows held before, and a read does not sanitise again.
 */
for (const dialect of DATABASE_TARGETS) {
  describe(`${dialect}: rich text stored sanitised`, tagsOf(dialect), () => {
    it('the demo seed stores every rich-text column sanitised', async () => {
      const opened = await openTestDatabase(dialect, { demo: true });
      try {
        const db = opened.database.db;
        let rows = 0;
        for (const [table, column] of Object.entries(RICH_TEXT_COLUMNS)) {
          // biome-ignore lint/suspicious/noExplicitAny: every table of the list, read by its column's name
          const stored: { html: string }[] = await (db as any)
            .selectFrom(table)
            .select(`${column} as html`)
            .execute();
          for (const { html } of stored) expect(sanitizeRichHtml(html), `${table}.${column}`).toBe(html);
          rows += stored.length;
        }
        expect(rows).toBeGreaterThanOrEqual(100);
      } finally {
        await opened.close();
      }
    });

    it('the factories (seeds, tests) store it sanitised; migration 016 sanitises rows written by hand', async () => {
      const opened = await openTestDatabase(dialect);
      try {
        const db = opened.database.db;
        const course = await createCourse(db, { render_desc: UNSAFE });
        expect(course.render_desc).toBe(SAFE);
        const article = await createArticle(db, { render_content: UNSAFE });
        expect(article.render_content).toBe(SAFE);

        // Rows written before this rule, by hand or by an import: straight into the table.
        await db.updateTable('courses').set({ render_desc: UNSAFE }).where('id', '=', course.id).execute();
        const video = await createVideo(db, { course_id: course.id });
        await db.updateTable('videos').set({ render_desc: UNSAFE }).where('id', '=', video.id).execute();
        expect(await sanitiseStoredRichText(db)).toBe(2);
        const read = (table: 'courses' | 'videos', id: number) =>
          db.selectFrom(table).select('render_desc').where('id', '=', id).executeTakeFirstOrThrow();
        expect(await read('courses', course.id)).toEqual({ render_desc: SAFE });
        expect(await read('videos', video.id)).toEqual({ render_desc: SAFE });
        // Run again (a later rule change): nothing left to change.
        expect(await sanitiseStoredRichText(db)).toBe(0);
      } finally {
        await opened.close();
      }
    });
  });
}

forEachDatabase((t) => {
  describe('detail reads', () => {
    it('answer the stored HTML as it is, without sanitising it again', async () => {
      const course = await createCourse(t.db);
      const article = await createArticle(t.db);
      // An attribute the sanitiser would drop, written by hand: what a read answers is what is stored.
      const stored = '<p data-by-hand="1">手写</p>';
      await t.db.updateTable('courses').set({ render_desc: stored }).where('id', '=', course.id).execute();
      await t.db
        .updateTable('articles')
        .set({ render_content: stored })
        .where('id', '=', article.id)
        .execute();
      expect((await t.get(`/api/v2/course/${course.id}`)).data.course.render_desc).toBe(stored);
      expect((await t.get(`/api/v2/article/${article.id}`)).data.render_content).toBe(stored);
    });
  });
});
