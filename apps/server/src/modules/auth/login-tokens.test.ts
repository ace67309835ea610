import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { invalidateMemberState } from '#core/auth/member-token';
import { createCourse } from '#seed/factories/index';
import { adminCall, adminOfRole } from '#test/helpers/admin';
import { createMemberWithToken } from '#test/helpers/member';
import { messagesOf } from '#test/helpers/notifications';
import { postFromIp } from '#test/helpers/post-from-ip';
import { readRow } from '#test/helpers/rows';
import { freshIp, sendAndReadCode } from '#test/helpers/sms';
import { forEachDatabaseAndStore } from '#test/helpers/test-app';

/** Member tokens after login (issue 3): logout, revocation, forgeries, locks, one device, pending deletion. */
forEachDatabaseAndStore((t) => {
  const post = postFromIp(t);

  /** A member logged in twice (a second password login), both sessions known and their state cached. */
  async function memberWithTwoSessions() {
    const a = await createMemberWithToken(t);
    const other = await post('/api/v2/login/password', { mobile: a.user.mobile, password: 'shuyuan123' });
    const otherHeaders = { authorization: `Bearer ${other.data.token}` };
    expect((await t.get('/api/v2/member/detail', otherHeaders)).code).toBe(0);
    expect((await t.get('/api/v2/member/detail', a.headers)).code).toBe(0);
    return { a, otherHeaders };
  }

  describe('tokens', () => {
    it('stops working on logout, and only that token', async () => {
      const a = await createMemberWithToken(t);
      const second = await post('/api/v2/login/password', { mobile: a.user.mobile, password: 'shuyuan123' });
      expect((await post('/api/v2/logout', {}, { headers: a.headers })).code).toBe(0);
      expect(await t.get('/api/v2/member/detail', a.headers)).toEqual({
        code: 401,
        message: '请登录',
        data: [],
      });
      expect(
        (await t.get('/api/v2/member/detail', { authorization: `Bearer ${second.data.token}` })).code,
      ).toBe(0);
      const record = await t.db
        .selectFrom('user_login_records')
        .select('is_logout')
        .where('user_id', '=', a.user.id)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      expect(record.is_logout).toBe(1);
    });

    it('reads a revoked token as anonymous on public pages', async () => {
      const a = await createMemberWithToken(t);
      const course = await createCourse(t.db);
      await post('/api/v2/logout', {}, { headers: a.headers });
      expect((await t.get(`/api/v2/course/${course.id}`, a.headers)).code).toBe(0);
    });

    it('refuses forged, foreign and expired tokens', async () => {
      const a = await createMemberWithToken(t);
      const [h, p] = a.token.split('.');
      expect((await t.get('/api/v2/member/detail', { authorization: `Bearer ${h}.${p}.forged` })).code).toBe(
        401,
      );
      const foreign = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('shuyuan')
        .setSubject(String(a.user.id))
        .setJti('x')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-another-secret-0000'));
      expect((await t.get('/api/v2/member/detail', { authorization: `Bearer ${foreign}` })).code).toBe(401);
      const expired = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('shuyuan')
        .setSubject(String(a.user.id))
        .setJti('y')
        .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
        .sign(new TextEncoder().encode(t.config.jwtSecret));
      expect((await t.get('/api/v2/member/detail', { authorization: `Bearer ${expired}` })).code).toBe(401);
      const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
      expect((await t.get('/api/v2/member/detail', { authorization: `Bearer ${none}` })).code).toBe(401);
      // Another algorithm with the right secret, and a right signature on a login never issued.
      const hs512 = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS512' })
        .setIssuer('shuyuan')
        .setSubject(String(a.user.id))
        .setJti('z')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(t.config.jwtSecret));
      expect((await t.get('/api/v2/member/detail', { authorization: `Bearer ${hs512}` })).code).toBe(401);
      const neverIssued = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('shuyuan')
        .setSubject(String(a.user.id))
        .setJti('0123456789abcdef0123456789abcdef')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(t.config.jwtSecret));
      expect((await t.get('/api/v2/member/detail', { authorization: `Bearer ${neverIssued}` })).code).toBe(
        401,
      );
    });

    it('keeps member and administrator tokens apart', async () => {
      const a = await createMemberWithToken(t);
      const admin = await adminOfRole(t, 'super');
      const asAdmin = { authorization: `Bearer ${admin.token}` };
      expect((await t.get('/api/v2/member/detail', asAdmin)).code).toBe(401);
      expect((await adminCall(t, 'GET', '/backend/api/v1/me', a.token)).code).toBe(401);
      expect((await adminCall(t, 'GET', '/backend/api/v1/me', admin.token)).code).toBe(0);
    });

    it('cuts off a member who gets locked', async () => {
      const a = await createMemberWithToken(t);
      // The member's state is cached after a first request; lock writers invalidate it.
      expect((await t.get('/api/v2/member/detail', a.headers)).code).toBe(0);
      await t.db.updateTable('users').set({ is_lock: 1 }).where('id', '=', a.user.id).execute();
      await invalidateMemberState(t.app, a.user.id);
      expect((await t.get('/api/v2/member/detail', a.headers)).code).toBe(401);
    });

    it('keeps only the newest login under the single-device rule', async () => {
      await t.db
        .insertInto('app_config')
        .values({ key: 'member.login_limit_rule', value: '3', is_private: 0, updated_at: Date.now() })
        .execute();
      await t.app.cache.invalidate('system:');
      try {
        const first = await createMemberWithToken(t);
        const second = await post('/api/v2/login/password', {
          mobile: first.user.mobile,
          password: 'shuyuan123',
        });
        expect(await t.get('/api/v2/member/detail', first.headers)).toEqual({
          code: 401,
          message: '请重新登录',
          data: [],
        });
        expect(
          (await t.get('/api/v2/member/detail', { authorization: `Bearer ${second.data.token}` })).code,
        ).toBe(0);
      } finally {
        await t.db.deleteFrom('app_config').where('key', '=', 'member.login_limit_rule').execute();
        await t.app.cache.invalidate('system:');
      }
    });

    it('ends the other sessions when a member changes the password, keeping the one that changed it', async () => {
      const { a, otherHeaders } = await memberWithTwoSessions();
      const code = await sendAndReadCode(t, a.user.mobile, 'password_reset', freshIp());
      const changed = await post(
        '/api/v2/member/detail/password',
        { mobile: a.user.mobile, mobile_code: code, password: 'another1' },
        { headers: a.headers },
      );
      expect(changed.code, changed.message).toBe(0);
      expect((await t.get('/api/v2/member/detail', otherHeaders)).code).toBe(401);
      expect((await t.get('/api/v2/member/detail', a.headers)).data.id).toBe(a.user.id);
    });

    it('ends every session of the account on a password reset by SMS', async () => {
      const { a, otherHeaders } = await memberWithTwoSessions();
      const code = await sendAndReadCode(t, a.user.mobile, 'password_reset', freshIp());
      const reset = await post('/api/v2/password/reset', {
        mobile: a.user.mobile,
        mobile_code: code,
        password: 'another1',
      });
      expect(reset.code, reset.message).toBe(0);
      for (const headers of [a.headers, otherHeaders])
        expect((await t.get('/api/v2/member/detail', headers)).code).toBe(401);
      expect(
        (await post('/api/v2/login/password', { mobile: a.user.mobile, password: 'another1' })).code,
      ).toBe(0);
    });

    it('cancels a pending account deletion on login and says so', async () => {
      const a = await createMemberWithToken(t);
      expect((await post('/api/v3/member/destroy', {}, { headers: a.headers })).code).toBe(0);
      expect((await post('/api/v3/member/destroy', {}, { headers: a.headers })).message).toBe(
        '用户已申请注销',
      );
      expect(
        (await post('/api/v2/login/password', { mobile: a.user.mobile, password: 'shuyuan123' })).code,
      ).toBe(0);
      const job = await readRow(t.db, 'user_delete_jobs', { user_id: a.user.id });
      expect(job.status).toBe(1);
      const [note] = await messagesOf(t.db, a.user.id);
      expect(note).toMatch(/^系统已为您自动取消于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 申请的用户注销申请$/);
    });
  });
});
