import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createCourse, createMember } from '#seed/factories/index';
import { adminCall, adminOfRole, lastAudit } from '#test/helpers/admin';
import { readRow } from '#test/helpers/rows';
import { forEachDatabase } from '#test/helpers/test-app';

const API = '/backend/api/v1';
const DAY = 86_400_000;

forEachDatabase((t) => {
  let editor: { id: number; token: string };
  let root: { id: number; token: string };
  const call = (method: string, url: string, body?: unknown) =>
    adminCall(t, method, `${API}${url}`, editor.token, body);

  beforeAll(async () => {
    editor = await adminOfRole(t, 'editor');
    root = await adminOfRole(t, 'super');
  });

  describe('categories, teachers, links', () => {
    it('marks a course category special: the footer topics follow; a used category is not deleted', async () => {
      await t.get('/api/v2/categories/special');
      const cat = await call('POST', '/categories', {
        type: 'course',
        name: '人工智能',
        is_show: true,
        is_special: true,
      });
      expect(cat.code).toBe(0);
      expect(JSON.stringify((await t.get('/api/v2/categories/special')).data)).toContain('人工智能');
      expect(await lastAudit(t, 'category.create')).toMatchObject({
        after: { name: '人工智能', is_special: true },
      });
      await createCourse(t.db, { category_id: cat.data.id });
      expect(await call('DELETE', `/categories/${cat.data.id}`)).toMatchObject({
        code: 1,
        message: '该分类下还有内容或子分类，无法删除',
      });
      const empty = await call('POST', '/categories', { type: 'article', name: '空分类' });
      expect(
        await call('POST', '/categories', { type: 'course', name: 'x', parent_id: empty.data.id }),
      ).toMatchObject({ code: 1, message: '上级分类无效' });
      expect((await call('DELETE', `/categories/${empty.data.id}`)).code).toBe(0);
      expect(await lastAudit(t, 'category.delete')).toMatchObject({
        before: { name: '空分类' },
        after: null,
      });
      expect(
        (await call('GET', '/categories?type=course')).data.data.map((c: { name: string }) => c.name),
      ).toContain('人工智能');
    });

    it('adds a teacher the storefront lists at once, and removes them from their courses on delete', async () => {
      await t.get('/api/v2/teachers');
      const teacher = await call('POST', '/teachers', {
        name: '王老师',
        title: '教授',
        avatar: '/storage/media/w.png',
      });
      expect(teacher.code).toBe(0);
      const category = await createCategory(t.db, { type: 'course', name: '王老师的分类' });
      const course = await call('POST', '/courses', {
        title: '王老师的课',
        category_id: category.id,
        teacher_ids: [teacher.data.id],
      });
      expect(course.code).toBe(0);
      expect(
        (await call('PUT', `/teachers/${teacher.data.id}`, { name: '王教授', title: '教授' })).code,
      ).toBe(0);
      expect(await lastAudit(t, 'teacher.update')).toMatchObject({
        before: { name: '王老师' },
        after: { name: '王教授' },
      });
      expect((await call('DELETE', `/teachers/${teacher.data.id}`)).code).toBe(0);
      expect((await call('GET', `/courses/${course.data.id}`)).data.teacher_ids).toEqual([]);
    });

    it('edits footer links; the site config follows', async () => {
      const link = await call('POST', '/links', {
        name: '开源中国',
        url: 'https://www.oschina.net',
        sort: 1,
      });
      expect(link.code).toBe(0);
      expect(JSON.stringify((await t.get('/api/v2/other/config')).data.links)).toContain('开源中国');
      expect(await call('POST', '/links', { name: 'x', url: '' })).toMatchObject({
        code: 1,
        message: '请输入链接',
      });
      expect((await call('DELETE', `/links/${link.data.id}`)).code).toBe(0);
      expect(JSON.stringify((await t.get('/api/v2/other/config')).data.links)).not.toContain('开源中国');
      expect(await lastAudit(t, 'link.delete')).toMatchObject({ before: { name: '开源中国' } });
    });
  });

  describe('series', () => {
    it('bundles courses in order; the storefront series follows at once; audited', async () => {
      const a = await createCourse(t.db, { title: '系列一', is_show: 1 });
      const b = await createCourse(t.db, { title: '系列二', is_show: 1 });
      await t.get('/api/v2/kechengs');
      const k = await call('POST', '/kechengs', {
        title: '全栈专栏',
        charge: 199,
        is_show: true,
        course_ids: [b.id, a.id],
        render_desc: '<p>好</p><script>x</script>',
      });
      expect(k.code).toBe(0);
      expect(JSON.stringify((await t.get('/api/v2/kechengs')).data)).toContain('全栈专栏');
      const listed = (await call('GET', '/kechengs?keywords=全栈')).data.data[0];
      expect(listed).toMatchObject({ title: '全栈专栏', charge: 199, course_ids: [b.id, a.id] });
      expect(listed.render_desc).not.toContain('script');
      expect(
        (await call('PUT', `/kechengs/${k.data.id}`, { title: '全栈专栏', course_ids: [a.id] })).code,
      ).toBe(0);
      expect(await lastAudit(t, 'kecheng.update')).toMatchObject({
        before: { course_ids: [b.id, a.id] },
        after: { course_ids: [a.id] },
      });
      expect(await call('POST', '/kechengs', { title: 'x', course_ids: [987654] })).toMatchObject({
        code: 1,
        message: '课程不存在',
      });
      expect((await call('DELETE', `/kechengs/${k.data.id}`)).code).toBe(0);
      expect(await lastAudit(t, 'kecheng.delete')).toMatchObject({ after: null });
    });
  });

  describe('offline courses', () => {
    it('creates one, lists enrolments masked, exports CSV (whole mobiles for super only), audited', async () => {
      const now = Date.now();
      const base = {
        title: '线下沙龙',
        started_at: now + 7 * DAY,
        ended_at: now + 8 * DAY,
        enroll_ended_at: now + 6 * DAY,
        quota: 30,
        charge: 0,
        is_show: true,
        render_desc: '<p>地点</p><script>x</script>',
      };
      const a = await call('POST', '/activates', base);
      expect(a.code).toBe(0);
      const row = await readRow(t.db, 'activates', { id: a.data.id });
      expect(row.render_desc).not.toContain('script');
      const member = await createMember(t.db, { mobile: '13511112222', nick_name: '=HYPERLINK("x")' });
      await t.db
        .insertInto('activate_users')
        .values({
          activate_id: a.data.id,
          user_id: member.id,
          source: 'free',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await t.db.updateTable('activates').set({ enrolled_count: 1 }).where('id', '=', a.data.id).execute();

      const list = await call('GET', `/activates/${a.data.id}/enrolments`);
      expect(list.data).toMatchObject({ total: 1, data: [{ user_id: member.id, mobile: '135****2222' }] });

      const asEditor = await t.inject({
        method: 'GET',
        url: `${API}/activates/${a.data.id}/enrolments.csv`,
        headers: { authorization: `Bearer ${editor.token}` },
      });
      expect(asEditor.headers['content-type']).toContain('text/csv');
      expect(asEditor.body.startsWith('\ufeff会员ID,昵称,手机号')).toBe(true);
      expect(asEditor.body).toContain('135****2222');
      // A nickname Excel would run as a formula is neutralised.
      expect(asEditor.body).toContain(`"'=HYPERLINK(""x"")"`);
      const asRoot = await t.inject({
        method: 'GET',
        url: `${API}/activates/${a.data.id}/enrolments.csv`,
        headers: { authorization: `Bearer ${root.token}` },
      });
      expect(asRoot.body).toContain('13511112222');
      expect(await lastAudit(t, 'activate.export')).toMatchObject({ after: { rows: 1, whole_mobile: true } });

      expect(await call('PUT', `/activates/${a.data.id}`, { ...base, quota: 0 })).toMatchObject({ code: 0 });
      expect(await call('DELETE', `/activates/${a.data.id}`)).toMatchObject({
        code: 1,
        message: '已有学员报名，请改为下架',
      });
      expect(await call('POST', '/activates', { ...base, ended_at: now })).toMatchObject({
        code: 1,
        message: expect.stringContaining('结束时间须晚于开始时间'),
      });
      const finance = await adminOfRole(t, 'finance');
      const denied = await t.inject({
        method: 'GET',
        url: `${API}/activates/${a.data.id}/enrolments.csv`,
        headers: { authorization: `Bearer ${finance.token}` },
      });
      expect(denied.json()).toMatchObject({ code: 1, message: '无权限' });
    });
  });
});
