import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createRole } from '#seed/factories/index';
import { adminCall, adminOfRole, lastAudit } from '#test/helpers/admin';
import { createMemberWithToken } from '#test/helpers/member';
import { forEachDatabase } from '#test/helpers/test-app';

const API = '/backend/api/v1';

forEachDatabase((t) => {
  let root: { id: number; token: string };
  let support: { id: number; token: string };
  const as = (who: { token: string }) => (method: string, url: string, body?: unknown) =>
    adminCall(t, method, `${API}${url}`, who.token, body);

  beforeAll(async () => {
    root = await adminOfRole(t, 'super');
    support = await adminOfRole(t, 'support');
  });

  describe('members', () => {
    it('finds members by nickname, mobile part or id, with mobiles masked', async () => {
      const m = await createMemberWithToken(t, { mobile: '13700001234', nick_name: '搜索测试员' });
      for (const q of ['搜索测试', '00001234', String(m.user.id)]) {
        const list = await as(support)('GET', `/members?keywords=${encodeURIComponent(q)}`);
        expect(
          list.data.data.map((u: { id: number }) => u.id),
          q,
        ).toContain(m.user.id);
        expect(JSON.stringify(list.data), q).not.toContain('13700001234');
      }
      const found = (await as(support)('GET', `/members?keywords=${m.user.id}`)).data.data.find(
        (u: { id: number }) => u.id === m.user.id,
      );
      expect(found).toMatchObject({ mobile: '137****1234', nick_name: '搜索测试员', is_lock: false });
      expect((await as(support)('GET', '/members?keywords=%25%25')).data.total).toBe(0);
    });

    it('locks a member: their token stops working at once; unlock lets them log in again; audited', async () => {
      const m = await createMemberWithToken(t);
      expect((await t.get('/api/v2/member/detail', m.headers)).code).toBe(0);
      expect((await as(support)('POST', `/members/${m.user.id}/lock`, { is_lock: true })).message).toBe(
        '无权限',
      );
      expect((await as(root)('POST', `/members/${m.user.id}/lock`, { is_lock: true })).code).toBe(0);
      expect((await t.get('/api/v2/member/detail', m.headers)).code).toBe(401);
      expect(await lastAudit(t, 'member.lock')).toMatchObject({
        target: `member:${m.user.id}`,
        before: { is_lock: 0 },
        after: { is_lock: 1 },
      });
      expect((await as(root)('POST', `/members/${m.user.id}/lock`, { is_lock: false })).code).toBe(0);
      expect(await lastAudit(t, 'member.unlock')).toMatchObject({ after: { is_lock: 0 } });
      expect(
        (await t.post('/api/v2/login/password', { mobile: m.user.mobile, password: 'shuyuan123' })).code,
      ).toBe(0);
    });

    it('grants a course and VIP time, shown in the detail, audited, refused twice', async () => {
      const m = await createMemberWithToken(t, { mobile: '13600005678' });
      const course = await createCourse(t.db, { title: '赠送课', charge_fen: 5000, is_show: 1 });
      const role = await createRole(t.db, { name: '季度会员', expire_days: 90 });
      expect((await t.get(`/api/v2/course/${course.id}`, m.headers)).data.is_buy).toBe(false);
      expect((await as(root)('POST', `/members/${m.user.id}/courses`, { course_id: course.id })).code).toBe(
        0,
      );
      expect((await t.get(`/api/v2/course/${course.id}`, m.headers)).data.is_buy).toBe(true);
      expect(await as(root)('POST', `/members/${m.user.id}/courses`, { course_id: course.id })).toMatchObject(
        { code: 1, message: '会员已拥有该课程' },
      );
      expect(await lastAudit(t, 'member.grant_course')).toMatchObject({ after: { course_id: course.id } });

      const before = Date.now();
      expect((await as(root)('POST', `/members/${m.user.id}/vip`, { role_id: role.id })).code).toBe(0);
      expect((await as(root)('POST', `/members/${m.user.id}/vip`, { role_id: role.id, days: 10 })).code).toBe(
        0,
      );
      const log = await lastAudit(t, 'member.grant_vip');
      expect(log?.after.role_expired_at - log?.before.role_expired_at).toBe(10 * 86_400_000);
      expect(log?.after.role_expired_at).toBeGreaterThanOrEqual(before + 100 * 86_400_000);

      const detail = await as(support)('GET', `/members/${m.user.id}`);
      expect(detail.data.member).toMatchObject({ mobile: '136****5678', role_name: '季度会员' });
      expect(detail.data.courses[0]).toMatchObject({
        course_id: course.id,
        title: '赠送课',
        source: 'admin',
      });
      expect(JSON.stringify(detail.data)).not.toContain('13600005678');
    });

    it('refuses unknown members, courses and plans with the envelope', async () => {
      const m = await createMemberWithToken(t);
      expect((await as(support)('GET', '/members/987654')).code).toBe(404);
      expect((await as(root)('POST', '/members/987654/lock', { is_lock: true })).code).toBe(404);
      expect(await as(root)('POST', `/members/${m.user.id}/courses`, { course_id: 987654 })).toMatchObject({
        code: 1,
        message: '课程不存在',
      });
      expect(await as(root)('POST', `/members/${m.user.id}/vip`, { role_id: 987654 })).toMatchObject({
        code: 1,
        message: '会员套餐不存在',
      });
      expect(await as(root)('POST', `/members/${m.user.id}/vip`, {})).toMatchObject({
        code: 1,
        message: '请选择会员套餐',
      });
      expect(await as(root)('POST', `/members/${m.user.id}/lock`, { is_lock: 'yes' })).toMatchObject({
        code: 1,
      });
    });
  });
});
