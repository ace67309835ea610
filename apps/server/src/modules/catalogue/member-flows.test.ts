import { beforeAll, describe, expect, it } from 'vitest';
import {
  createAttachment,
  createCourse,
  createRole,
  createUserCourse,
  createVideo,
  DAY_MS,
} from '#seed/factories/index';
import { createMemberWithToken } from '#test/helpers/member';
import { readRow } from '#test/helpers/rows';
import { forEachDatabase } from '#test/helpers/test-app';

/** What a logged-in member does in the catalogue: buy state, favourites, comments, attachments. */
forEachDatabase((t) => {
  const ids: Record<string, number> = {};
  let headers: Record<string, string>;
  let userId: number;

  beforeAll(async () => {
    const member = await createMemberWithToken(t);
    headers = member.headers;
    userId = member.user.id;
    ids.paid = (await createCourse(t.db, { title: '付费课' })).id;
    ids.vipFree = (await createCourse(t.db, { title: '会员免费课', is_vip_free: 1 })).id;
    ids.closed = (await createCourse(t.db, { title: '禁评课', is_allow_comment: 0 })).id;
    ids.video = (await createVideo(t.db, { course_id: ids.paid })).id;
    ids.attach = (await createAttachment(t.db, { course_id: ids.paid })).id;
  });

  const get = (url: string) => t.get(url, headers);
  const post = (url: string, body: unknown) => t.post(url, body, headers);

  describe('is_buy', () => {
    it('is false until the member owns the course, then true', async () => {
      expect((await get(`/api/v2/course/${ids.paid}`)).data).toMatchObject({ isBuy: false, is_buy: false });
      await createUserCourse(t.db, { user_id: userId, course_id: ids.paid });
      expect((await get(`/api/v2/course/${ids.paid}`)).data).toMatchObject({ isBuy: true, is_buy: true });
      // Visitors still get the cached anonymous answer.
      expect((await t.get(`/api/v2/course/${ids.paid}`)).data.isBuy).toBe(false);
    });

    it('counts a VIP-free course as bought only while the VIP role is active', async () => {
      expect((await get(`/api/v2/course/${ids.vipFree}`)).data.isBuy).toBe(false);
      const role = await createRole(t.db);
      await t.db
        .updateTable('users')
        .set({ role_id: role.id, role_expired_at: Date.now() + DAY_MS })
        .where('id', '=', userId)
        .execute();
      expect((await get(`/api/v2/course/${ids.vipFree}`)).data.isBuy).toBe(true);
      await t.db
        .updateTable('users')
        .set({ role_expired_at: Date.now() - 1000 })
        .where('id', '=', userId)
        .execute();
      expect((await get(`/api/v2/course/${ids.vipFree}`)).data.isBuy).toBe(false);
    });
  });

  describe('favourites', () => {
    it('toggles a course like and lists liked courses', async () => {
      expect((await get(`/api/v2/course/${ids.vipFree}/like`)).data).toBe(1);
      expect((await get(`/api/v2/course/${ids.vipFree}`)).data.isCollect).toBe(true);
      const list = await get('/api/v3/member/courses/like');
      expect(list.data.total).toBe(1);
      expect(list.data.data[0]).toMatchObject({
        course_id: ids.vipFree,
        course: { id: ids.vipFree, title: '会员免费课' },
      });
      expect((await get(`/api/v2/course/${ids.vipFree}/like`)).data).toBe(0);
      expect((await get('/api/v3/member/courses/like')).data).toEqual({ data: [], total: 0 });
      expect((await get('/api/v2/course/8888888/like')).code).toBe(404);
      expect((await get('/api/v3/member/courses/like?size=0')).code).toBe(1);
    });
  });

  describe('comments', () => {
    it('posts a comment waiting for approval, shown without content', async () => {
      const res = await post('/api/v3/comment/store', {
        rt: 1,
        rid: ids.paid,
        content: '<b>很好</b> 的课 <script>x</script>',
      });
      expect(res.code).toBe(0);
      // MeEdu's ids are strings (Hashids there); clients pass them back as parent_id / reply_id.
      expect(res.data).toMatchObject({
        id: expect.stringMatching(/^[1-9]\d*$/),
        content: '',
        is_check: 0,
        parent_id: '0',
        reply_id: '0',
        user: { nick_name: expect.any(String) },
      });
      const stored = await readRow(t.db, 'comments', { id: Number(res.data.id) });
      expect(stored.content).toBe('很好 的课');
      const list = await t.get(`/api/v3/comments?rt=1&rid=${ids.paid}`);
      expect(list.data.data[0]).toMatchObject({ id: res.data.id, is_check: 0, content: '' });
      ids.pending = Number(res.data.id);
    });

    it('refuses empty, long, closed and pending-parent comments with MeEdu messages', async () => {
      expect(
        (await post('/api/v3/comment/store', { rt: 1, rid: ids.paid, content: '  <p></p> ' })).message,
      ).toBe('请输入评论内容');
      expect(
        (await post('/api/v3/comment/store', { rt: 1, rid: ids.paid, content: '长'.repeat(141) })).message,
      ).toBe('评论内容最多140个字符');
      expect((await post('/api/v3/comment/store', { rt: 1, rid: ids.closed, content: '你好' })).message).toBe(
        '禁止提交评论',
      );
      expect(
        (
          await post('/api/v3/comment/store', {
            rt: 1,
            rid: ids.paid,
            content: '回复',
            parent_id: String(ids.pending),
          })
        ).message,
      ).toBe('评论审核中');
      expect((await post('/api/v3/comment/store', { rt: 1, rid: 7777777, content: '你好' })).code).toBe(404);
      expect((await post('/api/v3/comment/store', { rt: 9, rid: ids.paid, content: '你好' })).message).toBe(
        '参数错误',
      );
    });

    it('limits a member to 5 comments a minute', async () => {
      const results = [];
      for (let i = 0; i < 6; i++) {
        results.push(
          (await post('/api/v3/comment/store', { rt: 2, rid: ids.video, content: `第 ${i} 条` })).code,
        );
      }
      // One comment was already posted above in this minute.
      expect(results.filter((c) => c === 0).length).toBeLessThanOrEqual(4);
      expect(results.at(-1)).toBe(429);
    });
  });

  describe('attachments', () => {
    it('gives an owner a one-time download address that works once', async () => {
      const res = await get(`/api/v3/course/${ids.paid}/attach/${ids.attach}`);
      expect(res.code).toBe(0);
      expect(res.data.download_url).toMatch(/\/api\/v3\/course\/attach-download\?sign=[0-9a-f]{48}$/);
      expect((await get(`/api/v3/course/${ids.vipFree}/attach/${ids.attach}`)).message).toBe('附件不存在');
    });

    it('refuses a member who has not bought the course: 请购买课程后下载', async () => {
      const other = await createMemberWithToken(t);
      expect(await t.get(`/api/v3/course/${ids.paid}/attach/${ids.attach}`, other.headers)).toEqual({
        code: 1,
        message: '请购买课程后下载',
        data: [],
      });
    });
  });
});
