import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '#seed/factories/index';
import { adminCall, adminOfRole } from '#test/helpers/admin';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import { forEachDatabase } from '#test/helpers/test-app';
import { API, commentFixtures } from './testing/comment-fixtures';

/* Comment moderation (issue 20): who may not moderate, and bad input answered with an envelope. */

forEachDatabase((t) => {
  let editor: { token: string };
  let support: { token: string };
  let member: MemberWithToken;
  const { as, comment } = commentFixtures(t);

  beforeAll(async () => {
    editor = await adminOfRole(t, 'editor');
    support = await adminOfRole(t, 'support');
    member = await createMemberWithToken(t, { nick_name: '评论会员' });
  });

  describe('refusals', () => {
    it('refuses members, guests and roles without content.manage', async () => {
      const course = await createCourse(t.db, { is_show: 1 });
      const id = await comment(member, 1, course.id, '无权审核');
      const member1 = await adminCall(t, 'GET', `${API}/comments`, member.token);
      expect(member1.code).toBe(401);
      expect(
        (await adminCall(t, 'POST', `${API}/comments/review`, undefined, { ids: [id], is_check: 1 })).code,
      ).toBe(401);
      expect((await as(support)('GET', '/comments')).message).toBe('无权限');
      expect((await as(support)('POST', '/comments/review', { ids: [id], is_check: 1 })).message).toBe(
        '无权限',
      );
      expect((await as(support)('POST', '/comments/delete', { ids: [id] })).message).toBe('无权限');
      const row = await t.db
        .selectFrom('comments')
        .select('is_check')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row?.is_check).toBe(0);
    });

    it('answers bad ids and filters with an envelope, and changes nothing when one id is unknown', async () => {
      const course = await createCourse(t.db, { is_show: 1 });
      const id = await comment(member, 1, course.id, '坏参数');
      const bodies = [
        { ids: [], is_check: 1 },
        { ids: ['x'], is_check: 1 },
        { ids: [1e12], is_check: 1 },
        { ids: [-1], is_check: 1 },
        { ids: 'all', is_check: 1 },
        { ids: [id], is_check: 0 },
        { ids: [id], is_check: 3 },
        { ids: Array.from({ length: 101 }, (_, i) => i + 1), is_check: 1 },
      ];
      for (const body of bodies) {
        const res = await as(editor)('POST', '/comments/review', body);
        expect(res.code, JSON.stringify(body).slice(0, 80)).not.toBe(0);
        expect(res.message).toBeTruthy();
      }
      expect(
        await as(editor)('POST', '/comments/review', { ids: [id, 2_000_000_000], is_check: 1 }),
      ).toMatchObject({
        code: 404,
        message: '评论不存在',
      });
      expect(await as(editor)('POST', '/comments/delete', { ids: [id, 2_000_000_000] })).toMatchObject({
        code: 404,
        message: '评论不存在',
      });
      expect((await as(editor)('POST', '/comments/delete', {})).code).not.toBe(0);
      const row = await t.db
        .selectFrom('comments')
        .select('is_check')
        .where('id', '=', id)
        .executeTakeFirst();
      expect(row?.is_check).toBe(0);
      for (const q of [
        'is_check=7',
        'is_check=x',
        'course_id=abc',
        'user_id=-2',
        'page=0',
        'size=1000',
        'course_id=99999999999',
      ]) {
        const res = await as(editor)('GET', `/comments?${q}`);
        expect(res.code, q).not.toBe(0);
      }
    });
  });
});
