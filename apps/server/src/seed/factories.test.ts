import { verify } from '@node-rs/argon2';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#core/db/schema';
import { DATABASE_TARGETS, openTestDatabase, tagsOf } from '#test/helpers/test-app';
import {
  addCourseTeacher,
  createActivate,
  createAdministrator,
  createAnnouncement,
  createArticle,
  createAttachment,
  createCategory,
  createChapter,
  createCourse,
  createKecheng,
  createLink,
  createMember,
  createNav,
  createRole,
  createSlider,
  createTeacher,
  createVideo,
  createViewBlock,
} from './factories/index';

for (const dialect of DATABASE_TARGETS) {
  describe(`${dialect}: factories`, tagsOf(dialect), () => {
    let opened: Awaited<ReturnType<typeof openTestDatabase>>;
    let db: Kysely<Database>;
    beforeAll(async () => {
      opened = await openTestDatabase(dialect);
      db = opened.database.db;
    });
    afterAll(() => opened.close());

    it('create a visible, published course with overrides applied', async () => {
      const category = await createCategory(db, { name: '数据科学' });
      const course = await createCourse(db, { category_id: category.id, charge_fen: 1990, is_vip_free: 1 });
      expect(course).toMatchObject({
        category_id: category.id,
        charge_fen: 1990,
        is_vip_free: 1,
        is_show: 1,
        deleted_at: null,
      });
      expect(course.id).toBeGreaterThan(0);
      expect(course.published_at).toBeLessThan(Date.now());
      expect(category).toMatchObject({
        type: 'course',
        name: '数据科学',
        parent_id: 0,
        is_show: 1,
        is_special: 0,
      });
    });

    it('create chapters, videos, attachments and teachers tied to a course', async () => {
      const course = await createCourse(db);
      const chapter = await createChapter(db, { course_id: course.id });
      const video = await createVideo(db, { course_id: course.id, chapter_id: chapter.id, free_seconds: 5 });
      const attachment = await createAttachment(db, { course_id: course.id });
      const teacher = await createTeacher(db, { name: '陈博文' });
      await addCourseTeacher(db, course.id, teacher.id);
      expect(video).toMatchObject({
        course_id: course.id,
        chapter_id: chapter.id,
        free_seconds: 5,
        is_show: 1,
        duration: 20,
      });
      expect(attachment).toMatchObject({ course_id: course.id, only_buyer: 1, download_times: 0 });
      const links = await db
        .selectFrom('course_teachers')
        .selectAll()
        .where('course_id', '=', course.id)
        .execute();
      expect(links).toEqual([{ course_id: course.id, teacher_id: teacher.id }]);
    });

    it('create members with distinct mobiles and a verifiable password', async () => {
      const members = await Promise.all([
        createMember(db),
        createMember(db),
        createMember(db, { password: 'another-pass' }),
      ]);
      expect(new Set(members.map((m) => m.mobile)).size).toBe(3);
      for (const m of members) expect(m.mobile).toMatch(/^1\d{10}$/);
      expect(await verify(members[0].password, 'shuyuan123')).toBe(true);
      expect(await verify(members[2].password, 'another-pass')).toBe(true);
      expect(members[0]).toMatchObject({
        is_lock: 0,
        is_active: 1,
        role_id: 0,
        role_expired_at: null,
        credit1: 0,
      });
      const admin = await createAdministrator(db, { role: 'editor' });
      expect(admin).toMatchObject({ role: 'editor', is_locked: 0 });
      expect(await verify(admin.password, 'shuyuan123')).toBe(true);
    });

    it('create the content rows with their defaults', async () => {
      const courses = [await createCourse(db), await createCourse(db)];
      const kecheng = await createKecheng(
        db,
        {},
        courses.map((c) => c.id),
      );
      const members = await db
        .selectFrom('kecheng_courses')
        .selectAll()
        .where('kecheng_id', '=', kecheng.id)
        .orderBy('sort')
        .execute();
      expect(members.map((m) => m.course_id)).toEqual(courses.map((c) => c.id));

      const activate = await createActivate(db);
      expect(activate.started_at).toBeGreaterThan(activate.enroll_ended_at);
      expect(activate.ended_at).toBeGreaterThan(activate.started_at);
      expect((await createArticle(db)).is_show).toBe(1);
      expect((await createAnnouncement(db)).announcement).toMatch(/^<p>/);
      expect((await createSlider(db)).platform).toBe('PC');
      expect((await createNav(db, { blank: 1 })).blank).toBe(1);
      expect((await createLink(db)).url).toMatch(/^https:/);
      expect((await createRole(db)).expire_days).toBe(30);
      const block = await createViewBlock(db, { sign: 'code', config: { html: '<p>x</p>' } });
      expect(JSON.parse(block.config)).toEqual({ html: '<p>x</p>' });
    });
  });
}
