import { beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createMember } from '#seed/factories/index';
import { adminCall, adminOfRole, lastAudit } from '#test/helpers/admin';
import { createMemberWithToken } from '#test/helpers/member';
import { readRow } from '#test/helpers/rows';
import { forEachDatabase } from '#test/helpers/test-app';

const API = '/backend/api/v1';

forEachDatabase((t) => {
  let editor: { id: number; token: string };
  const call = (method: string, url: string, body?: unknown) =>
    adminCall(t, method, `${API}${url}`, editor.token, body);

  beforeAll(async () => {
    editor = await adminOfRole(t, 'editor');
  });

  describe('articles', () => {
    it('creates from Markdown, shows on the storefront at once, edits and deletes, audited', async () => {
      const category = await createCategory(t.db, { type: 'article', name: '公告栏目' });
      await t.get('/api/v2/articles');
      const created = await call('POST', '/articles', {
        title: '期末考试安排',
        category_id: category.id,
        original_content: '## 时间\n\n**周五** 下午 $t_0$\n\n<iframe src="x"></iframe>',
        is_show: true,
      });
      expect(created.code).toBe(0);
      const id = created.data.id as number;
      const row = await readRow(t.db, 'articles', { id: id });
      expect(row.render_content).toContain('<strong>周五</strong>');
      expect(row.render_content).toContain('$t_0$');
      expect(row.render_content).not.toContain('iframe');
      const list = await t.get('/api/v2/articles');
      expect(JSON.stringify(list.data)).toContain('期末考试安排');
      expect(await lastAudit(t, 'article.create')).toMatchObject({
        admin_id: editor.id,
        after: { title: '期末考试安排' },
      });

      expect(
        (await call('PUT', `/articles/${id}`, { title: '期末考试安排（更新）', is_show: true })).code,
      ).toBe(0);
      expect(await lastAudit(t, 'article.update')).toMatchObject({
        before: { title: '期末考试安排' },
        after: { title: '期末考试安排（更新）' },
      });
      expect((await call('GET', '/articles?keywords=更新')).data.total).toBe(1);
      expect((await call('DELETE', `/articles/${id}`)).code).toBe(0);
      expect(await lastAudit(t, 'article.delete')).toMatchObject({ after: null });
      expect((await call('DELETE', `/articles/${id}`)).code).toBe(404);
      expect(await call('POST', '/articles', { title: 'x', category_id: 987654 })).toMatchObject({
        code: 1,
        message: '文章分类不存在',
      });
    });
  });

  describe('announcements, sliders, navs', () => {
    it('writes an announcement sanitised; the storefront shows it at once', async () => {
      await t.get('/api/v2/announcement/latest');
      const reader = await createMemberWithToken(t);
      const locked = await createMember(t.db, { is_lock: 1 });
      const a = await call('POST', '/announcements', {
        title: '系统维护',
        announcement: '<p>今晚维护</p><img src=x onerror=alert(1)>',
      });
      expect(a.code).toBe(0);
      // Every member is told in their messages (locked accounts are not).
      const inbox = await t.get('/api/v2/member/messages', reader.headers);
      expect(inbox.data.data[0].data).toMatchObject({
        message: '新公告：系统维护',
        url: `/announcement?id=${a.data.id}`,
      });
      const lockedNotes = await t.db
        .selectFrom('notifications')
        .select('id')
        .where('user_id', '=', locked.id)
        .execute();
      expect(lockedNotes).toHaveLength(0);
      const latest = await t.get('/api/v2/announcement/latest');
      expect(latest.data.title).toBe('系统维护');
      const row = await readRow(t.db, 'announcements', { id: a.data.id });
      expect(row.announcement).not.toContain('onerror');
      expect(await lastAudit(t, 'announcement.create')).toMatchObject({
        before: null,
        after: { title: '系统维护' },
      });
      expect(
        (await call('PUT', `/announcements/${a.data.id}`, { title: '维护延期', announcement: '<p>明晚</p>' }))
          .code,
      ).toBe(0);
      expect(await lastAudit(t, 'announcement.update')).toMatchObject({ before: { title: '系统维护' } });
      expect((await call('DELETE', `/announcements/${a.data.id}`)).code).toBe(0);
      expect(await lastAudit(t, 'announcement.delete')).toMatchObject({
        target: `announcement:${a.data.id}`,
      });
    });

    it('adds a PC slider that the site config and slider list show at once', async () => {
      await t.get('/api/v2/sliders?platform=PC');
      const s = await call('POST', '/sliders', {
        thumb: '/storage/media/banner.png',
        url: '/courses',
        sort: 1,
        platform: 'PC',
      });
      expect(s.code).toBe(0);
      expect(JSON.stringify((await t.get('/api/v2/sliders?platform=PC')).data)).toContain(
        '/storage/media/banner.png',
      );
      expect(JSON.stringify((await t.get('/api/v2/other/config')).data.sliders)).toContain('banner.png');
      expect(await call('POST', '/sliders', { thumb: '', platform: 'PC' })).toMatchObject({
        code: 1,
        message: '请上传图片',
      });
      expect(
        await call('POST', '/sliders', {
          thumb: '/storage/a.png',
          url: 'javascript:alert(1)',
          platform: 'PC',
        }),
      ).toMatchObject({ code: 1, message: '链接须为站内路径或 http(s) 地址' });
      expect((await call('DELETE', `/sliders/${s.data.id}`)).code).toBe(0);
      expect(await lastAudit(t, 'slider.delete')).toMatchObject({ before: { id: s.data.id } });
    });

    it('adds navs in two levels; the site config follows; a parent with children is not deleted', async () => {
      const parent = await call('POST', '/navs', { name: '学习', url: '/courses', platform: 'PC', sort: 9 });
      const child = await call('POST', '/navs', {
        name: '专栏',
        url: '/kechengs',
        platform: 'PC',
        parent_id: parent.data.id,
      });
      expect(child.code).toBe(0);
      const config = (await t.get('/api/v2/other/config')).data;
      const found = config.navs.find((n: { id: number }) => n.id === parent.data.id);
      expect(found.children.map((c: { name: string }) => c.name)).toEqual(['专栏']);
      expect(
        await call('POST', '/navs', { name: 'x', url: '/x', platform: 'PC', parent_id: child.data.id }),
      ).toMatchObject({ code: 1, message: '上级导航无效' });
      expect(
        await call('POST', '/navs', { name: 'x', url: '/x', platform: 'h5', parent_id: parent.data.id }),
      ).toMatchObject({ code: 1, message: '上级导航无效' });
      expect(await call('DELETE', `/navs/${parent.data.id}`)).toMatchObject({
        code: 1,
        message: '请先删除下级导航',
      });
      expect(
        (
          await call('PUT', `/navs/${child.data.id}`, {
            name: '专栏课',
            url: '/kechengs',
            platform: 'PC',
            parent_id: parent.data.id,
            blank: true,
          })
        ).code,
      ).toBe(0);
      expect(await lastAudit(t, 'nav.update')).toMatchObject({
        before: { name: '专栏', blank: false },
        after: { name: '专栏课', blank: true },
      });
      expect(
        (await call('GET', '/navs?platform=PC&size=100')).data.data.map((n: { name: string }) => n.name),
      ).toContain('专栏课');
    });
  });
});
