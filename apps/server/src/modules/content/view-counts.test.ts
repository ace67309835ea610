import { describe, expect, it } from 'vitest';
import { createAnnouncement, createArticle } from '#seed/factories/index';
import { seedOnce } from '#test/helpers/seed-once';
import { forEachDatabase } from '#test/helpers/test-app';

/*
 * Views are held per process and added to the tables every second (content/view-counts.ts); a read answers
 * the stored count plus what is held. Tests run with NODE_ENV=test, where the app writes views only when
 * asked (flush, close), so each step below knows what the table holds.
 */
forEachDatabase((t) => {
  const ids = seedOnce(t, async (db) => {
    ids.article = (await createArticle(db, { title: '计数文章', view_times: 7 })).id;
    ids.notice = (await createAnnouncement(db, { title: '计数公告', view_times: 2 })).id;
  });

  const stored = async (table: 'articles' | 'announcements', id: number) =>
    (await t.db.selectFrom(table).select('view_times').where('id', '=', id).executeTakeFirstOrThrow())
      .view_times;

  describe('view counts', () => {
    it('answers each read with its own view, writes the views when flushed, and counts on after', async () => {
      const reads = [];
      for (let i = 0; i < 3; i++) reads.push((await t.get(`/api/v2/article/${ids.article}`)).data.view_times);
      expect(reads).toEqual([8, 9, 10]);
      expect(await stored('articles', ids.article)).toBe(7);
      await t.app.views.flush();
      expect(await stored('articles', ids.article)).toBe(10);
      expect(t.app.views.held('articles', ids.article)).toBe(0);
      expect((await t.get(`/api/v2/article/${ids.article}`)).data.view_times).toBe(11);
    });

    it('counts every one of many reads at once, exactly once, and an announcement the same way', async () => {
      const before = await stored('articles', ids.article);
      const held = t.app.views.held('articles', ids.article);
      const answers = await Promise.all(
        Array.from({ length: 30 }, () => t.get(`/api/v2/article/${ids.article}`)),
      );
      // Every answer counts its own view: 30 different totals, the highest one is the new total.
      const totals = answers.map((a) => a.data.view_times as number).sort((a, b) => a - b);
      expect(new Set(totals).size).toBe(30);
      expect(totals.at(-1)).toBe(before + held + 30);
      await t.app.views.flush();
      expect(await stored('articles', ids.article)).toBe(before + held + 30);

      expect((await t.get(`/api/v2/announcement/${ids.notice}`)).data.view_times).toBe(3);
      await t.app.views.flush();
      expect(await stored('announcements', ids.notice)).toBe(3);
    });

    it('keeps views that arrive while a flush writes, for the next one', async () => {
      await t.app.views.flush();
      const before = await stored('articles', ids.article);
      await t.get(`/api/v2/article/${ids.article}`);
      const flushing = t.app.views.flush();
      // Read while the flush is under way: the answer counts every view. It may count the batch being
      // written twice for the instant between its commit and its release from held: a shown number, never
      // a stored one (the table below holds each view once).
      const during = (await t.get(`/api/v2/article/${ids.article}`)).data.view_times;
      await flushing;
      expect(during).toBeGreaterThanOrEqual(before + 2);
      expect(during).toBeLessThanOrEqual(before + 3);
      await t.app.views.flush();
      expect(await stored('articles', ids.article)).toBe(before + 2);
    });
  });
});
