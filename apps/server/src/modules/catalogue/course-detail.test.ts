import { describe, expect, it } from 'vitest';
import {
  addCourseTeacher,
  createAttachment,
  createCategory,
  createChapter,
  createCourse,
  createKecheng,
  createTeacher,
  createVideo,
  DAY_MS,
} from '#seed/factories/index';
import { createMemberWithToken } from '#test/helpers/member';
import { seedOnce } from '#test/helpers/seed-once';
import { forEachDatabase } from '#test/helpers/test-app';

forEachDatabase((t) => {
  const ids = seedOnce(t, async (db, now) => {
    const category = await createCategory(db, { name: '前端开发' });
    const course = await createCourse(db, {
      title: '详情课程',
      category_id: category.id,
      charge_fen: 19990,
      is_vip_free: 1,
      render_desc:
        '<h2>介绍</h2><p onclick="x()">内容</p><script>alert(1)</script><pre><code class="language-js">1</code></pre>',
    });
    ids.course = course.id;
    ids.category = category.id;
    const ch2 = await createChapter(db, { course_id: course.id, title: '第二章', sort: 2 });
    const ch1 = await createChapter(db, { course_id: course.id, title: '第一章', sort: 1 });
    ids.ch1 = ch1.id;
    ids.ch2 = ch2.id;
    const video = async (overrides: Omit<Parameters<typeof createVideo>[1], 'course_id'>) =>
      (await createVideo(db, { course_id: course.id, ...overrides })).id;
    ids.v2 = await video({ chapter_id: ch1.id, title: '二', published_at: now - 2 * DAY_MS });
    ids.v1 = await video({
      chapter_id: ch1.id,
      title: '一',
      published_at: now - 3 * DAY_MS,
      free_seconds: 30,
      charge_fen: 500,
    });
    ids.v3 = await video({ chapter_id: ch2.id, title: '三' });
    ids.loose = await video({ title: '无章节' });
    await video({ chapter_id: ch2.id, title: '隐藏', is_show: 0 });
    await video({ chapter_id: ch2.id, title: '未发布', published_at: now + DAY_MS });
    await video({ chapter_id: ch2.id, title: '已删除', deleted_at: now });
    const teacherB = await createTeacher(db, { name: '李老师', sort: 2 });
    const teacherA = await createTeacher(db, { name: '王老师', sort: 1 });
    await addCourseTeacher(db, course.id, teacherB.id);
    await addCourseTeacher(db, course.id, teacherA.id);
    ids.teacherA = teacherA.id;
    ids.teacherB = teacherB.id;
    ids.attach = (await createAttachment(db, { course_id: course.id, name: '讲义.pdf', size: 2048 })).id;

    ids.free = (await createCourse(db, { title: '免费课', is_free: 1, charge_fen: 0 })).id;
    ids.hidden = (await createCourse(db, { title: '隐藏课', is_show: 0 })).id;
    ids.future = (await createCourse(db, { title: '未来课', published_at: now + DAY_MS })).id;
    ids.deleted = (await createCourse(db, { title: '删除课', deleted_at: now })).id;

    ids.kecheng = (
      await createKecheng(db, { title: '前端专栏', charge_fen: 20000, sort: 1 }, [
        ids.free,
        course.id,
        ids.future,
      ])
    ).id;
    ids.hiddenKecheng = (await createKecheng(db, { title: '隐藏专栏', is_show: 0 }, [course.id])).id;
  });

  describe('GET /api/v2/course/{id}', () => {
    it('answers the course with chapters, grouped videos, teachers and attachments', async () => {
      const res = await t.get(`/api/v2/course/${ids.course}`);
      expect(res.code).toBe(0);
      const d = res.data;
      expect(d.course).toMatchObject({
        id: ids.course,
        title: '详情课程',
        charge: 199.9,
        is_vip_free: 1,
        videos_count: 4,
        category: { id: ids.category, name: '前端开发' },
      });
      expect(d.chapters.map((c: { id: number }) => c.id)).toEqual([ids.ch1, ids.ch2]);
      expect(Object.keys(d.videos).sort()).toEqual(['0', String(ids.ch1), String(ids.ch2)].sort());
      expect(d.videos[String(ids.ch1)].map((v: { id: number }) => v.id)).toEqual([ids.v1, ids.v2]);
      expect(d.videos[String(ids.ch2)].map((v: { id: number }) => v.id)).toEqual([ids.v3]);
      expect(d.videos['0'].map((v: { id: number }) => v.id)).toEqual([ids.loose]);
      expect(d.videos[String(ids.ch1)][0]).toMatchObject({
        free_seconds: 30,
        charge: 5,
        chapter_id: ids.ch1,
      });
      expect(d.teachers.map((x: { id: number }) => x.id)).toEqual([ids.teacherA, ids.teacherB]);
      expect(d.attach).toEqual([{ id: ids.attach, name: '讲义.pdf', size: 2048, extension: 'pdf' }]);
      expect(d).toMatchObject({
        isBuy: false,
        is_buy: false,
        isCollect: false,
        buyVideos: [],
        videoWatchedProgress: {},
      });
    });

    it('sanitises render_desc but keeps headings and code classes', async () => {
      const html = (await t.get(`/api/v2/course/${ids.course}`)).data.course.render_desc;
      expect(html).toContain('<h2>介绍</h2>');
      expect(html).toContain('<code class="language-js">');
      expect(html).not.toMatch(/script|onclick/);
    });

    it('counts a free course as bought for a member, never for a guest (MeEdu)', async () => {
      const m = await createMemberWithToken(t);
      expect((await t.get(`/api/v2/course/${ids.free}`, m.headers)).data).toMatchObject({
        isBuy: true,
        is_buy: true,
      });
      expect((await t.get(`/api/v2/course/${ids.free}`)).data).toMatchObject({ isBuy: false, is_buy: false });
    });

    it('answers not found for a hidden, scheduled or deleted course (issue 19; buyers: unpublished.test.ts)', async () => {
      for (const id of [ids.hidden, ids.future, ids.deleted, 999999]) {
        expect(await t.get(`/api/v2/course/${id}`)).toEqual({ code: 404, message: '资源不存在', data: [] });
      }
    });

    it('answers bad ids with an envelope, never a 5xx', async () => {
      expect(await t.get('/api/v2/course/0')).toEqual({ code: 1, message: '参数错误', data: [] });
      expect((await t.get('/api/v2/course/99999999999')).code).toBe(404);
      const abc = await t.inject('/api/v2/course/abc');
      expect(abc.statusCode).toBe(200);
      expect(abc.json()).toMatchObject({ code: 404 });
    });

    it('needs a token to like a course', async () => {
      expect(await t.get(`/api/v2/course/${ids.course}/like`)).toEqual({
        code: 401,
        message: '请登录',
        data: [],
      });
      expect((await t.get('/api/v3/member/courses/like')).code).toBe(401);
    });

    it('drops the cached answer when catalogue writers invalidate', async () => {
      await t.db.updateTable('courses').set({ title: '改名课程' }).where('id', '=', ids.free).execute();
      await t.app.cache.invalidate('catalogue:');
      expect((await t.get(`/api/v2/course/${ids.free}`)).data.course.title).toBe('改名课程');
    });
  });

  describe('GET /api/v2/teachers', () => {
    it('lists teachers by sort', async () => {
      const res = await t.get('/api/v2/teachers');
      expect(res.code).toBe(0);
      const listed = res.data.map((x: { id: number }) => x.id);
      expect(listed.indexOf(ids.teacherA)).toBeLessThan(listed.indexOf(ids.teacherB));
      expect(Object.keys(res.data[0]).sort()).toEqual([
        'avatar',
        'description',
        'id',
        'name',
        'name_en',
        'title',
      ]);
    });
  });

  describe('course series (kechengs)', () => {
    it('lists visible series with their visible courses counted and priced', async () => {
      const res = await t.get('/api/v2/kechengs');
      expect(res.code).toBe(0);
      expect(res.data).toMatchObject({ total: 1, current_page: 1, per_page: 16, last_page: 1 });
      expect(res.data.data[0]).toMatchObject({
        id: ids.kecheng,
        title: '前端专栏',
        charge: 200,
        courses_count: 2,
        original_charge: 199.9,
      });
    });

    it('shows one series with its courses in order; hidden or missing ones are 404', async () => {
      const res = await t.get(`/api/v2/kecheng/${ids.kecheng}`);
      expect(res.data.courses.map((c: { id: number }) => c.id)).toEqual([ids.free, ids.course]);
      expect(res.data.kecheng.render_desc).toBeTypeOf('string');
      expect((await t.get(`/api/v2/kecheng/${ids.hiddenKecheng}`)).code).toBe(404);
      expect((await t.get('/api/v2/kecheng/424242')).code).toBe(404);
    });

    it('refuses bad page sizes with 参数错误', async () => {
      for (const q of ['page=0', 'page_size=101', 'page=x']) {
        expect(await t.get(`/api/v2/kechengs?${q}`), q).toEqual({ code: 1, message: '参数错误', data: [] });
      }
    });
  });
});
