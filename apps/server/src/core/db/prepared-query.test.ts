import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#core/db/schema';
import { isVisible } from '#core/db/visible';
import { createCourse, createVideo } from '#seed/factories/index';
import { DATABASE_TARGETS, openTestDatabase, tagsOf } from '#test/helpers/test-app';
import { preparedQuery } from './prepared-query';

for (const dialect of DATABASE_TARGETS) {
  describe(`${dialect}: preparedQuery`, tagsOf(dialect), () => {
    let opened: Awaited<ReturnType<typeof openTestDatabase>>;
    let db: Kysely<Database>;
    let builds = 0;
    const videosOf = preparedQuery((qb, a: { courseId: number; now: number }) => {
      builds++;
      return (
        qb
          .selectFrom('videos')
          .select(['id', 'title'])
          .where('course_id', '=', a.courseId)
          .where(isVisible('videos', a.now))
          // A constant the builder wrote stays in its place among the arguments.
          .where('title', '!=', '不显示')
          .orderBy('id')
      );
    });

    beforeAll(async () => {
      opened = await openTestDatabase(dialect);
      db = opened.database.db;
    });
    afterAll(() => opened.close());

    it('builds the query once and runs it with each call’s arguments', async () => {
      const now = Date.now();
      const first = await createCourse(db);
      const second = await createCourse(db);
      const a = await createVideo(db, { course_id: first.id, title: '甲' });
      const b = await createVideo(db, { course_id: second.id, title: '乙' });
      await createVideo(db, { course_id: second.id, title: '不显示' });
      await createVideo(db, { course_id: second.id, title: '将来', published_at: now + 3_600_000 });

      expect(await videosOf(db, { courseId: first.id, now })).toEqual([{ id: a.id, title: '甲' }]);
      expect(await videosOf(db, { courseId: second.id, now })).toEqual([{ id: b.id, title: '乙' }]);
      expect(await videosOf(db, { courseId: second.id, now: now + 7_200_000 })).toHaveLength(2);
      expect(builds).toBe(1);
    });

    it('compiles again for a transaction, which runs on its own connection', async () => {
      const course = await createCourse(db);
      const video = await createVideo(db, { course_id: course.id, title: '丙' });
      const before = builds;
      const rows = await db
        .transaction()
        .execute((trx) => videosOf(trx, { courseId: course.id, now: Date.now() }));
      expect(rows).toEqual([{ id: video.id, title: '丙' }]);
      expect(builds).toBe(before + 1);
    });
  });
}
