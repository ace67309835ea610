import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { invalidateMemberState } from '../../core/auth/member-token';
import { createMemberWithToken } from '../../../test/helpers/member';
import { freshIp, freshMobile, sendAndReadCode } from '../../../test/helpers/sms';
import { type Envelope, forEachDatabaseAndStore } from '../../../test/helpers/test-app';
import { createMember, createCourse } from '../../seed/factories';
import { LOGIN_MAX_FAILURES, LoginMessage } from './login';

/** Password and SMS login, register, reset, logout and token checks (issue 3). */
forEachDatabaseAndStore((t) => {
  const post = (url: string, body: unknown, opts: { ip?: string; headers?: Record<string, string> } = {}) =>
    t
      .inject({
        method: 'POST',
        url,
        remoteAddress: opts.ip ?? freshIp(),
        headers: { 'content-type': 'application/json', ...opts.headers },
        payload: JSON.stringify(body),
      })
      .then((r) => r.json() as Envelope);

  describe('password login', () => {
    it('gives a token that opens member calls', async () => {
      const user = await createMember(t.db, { password: 'right-pass' });
      const answer = await post('/api/v2/login/password', { mobile: user.mobile, password: 'right-pass' });
      expect(answer.code).toBe(0);
      expect(answer.data.token.split('.')).toHaveLength(3);
      const detail = await t.get('/api/v2/member/detail', { authorization: `Bearer ${answer.data.token}` });
      expect(detail.data).toMatchObject({
        id: user.id,
        mobile: user.mobile,
        is_bind_mobile: 1,
        is_face_verify: false,
      });
    });

    it('answers the same for a wrong password and an unknown number', async () => {
      const user = await createMember(t.db);
      expect(
        (await post('/api/v2/login/password', { mobile: user.mobile, password: 'nope-nope' })).message,
      ).toBe(LoginMessage.badCredentials);
      expect(
        (await post('/api/v2/login/password', { mobile: freshMobile(), password: 'nope-nope' })).message,
      ).toBe(LoginMessage.badCredentials);
      expect((await post('/api/v2/login/password', {})).message).toBe('请输入手机号,请输入密码');
    });

    it('refuses a locked account', async () => {
      const user = await createMember(t.db, { is_lock: 1 });
      expect(
        (await post('/api/v2/login/password', { mobile: user.mobile, password: 'shuyuan123' })).message,
      ).toBe(LoginMessage.locked);
    });

    it('locks an account for 10 minutes after 10 failures, whatever the IP', async () => {
      const user = await createMember(t.db);
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
        expect(
          (await post('/api/v2/login/password', { mobile: user.mobile, password: `wrong${i}` })).message,
        ).toBe(LoginMessage.badCredentials);
      }
      const right = await post('/api/v2/login/password', { mobile: user.mobile, password: 'shuyuan123' });
      expect(right.message).toBe(LoginMessage.tooManyFailures);
    });

    it('locks an IP that tries many accounts', async () => {
      const ip = freshIp();
      for (let i = 0; i < 50; i++) {
        await post('/api/v2/login/password', { mobile: freshMobile(), password: 'guess123' }, { ip });
      }
      const user = await createMember(t.db);
      expect(
        (await post('/api/v2/login/password', { mobile: user.mobile, password: 'shuyuan123' }, { ip }))
          .message,
      ).toBe(LoginMessage.tooManyFailures);
      // Another address is not affected.
      expect(
        (await post('/api/v2/login/password', { mobile: user.mobile, password: 'shuyuan123' })).code,
      ).toBe(0);
    });
  });

  describe('SMS login and registration', () => {
    it('registers an unknown mobile on SMS login, with the welcome, the credit reward and the inviter', async () => {
      const inviter = await createMember(t.db);
      const mobile = freshMobile();
      const code = await sendAndReadCode(t, mobile, 'login', freshIp());
      const answer = await post('/api/v2/login/mobile', {
        mobile,
        mobile_code: code,
        msv: String(inviter.id),
      });
      expect(answer.code).toBe(0);
      const user = await t.db
        .selectFrom('users')
        .selectAll()
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({ invite_user_id: inviter.id, is_password_set: 0, credit1: 10 });
      const messages = await t.db
        .selectFrom('notifications')
        .select('message')
        .where('user_id', '=', user.id)
        .orderBy('id')
        .execute();
      expect(messages.map((m) => m.message)).toEqual(['用户注册成功', '积分变动:10，备注:注册送10积分']);
      const records = await t.db
        .selectFrom('credit1_records')
        .select(['sum', 'remark'])
        .where('user_id', '=', user.id)
        .execute();
      expect(records).toEqual([{ sum: 10, remark: '注册送10积分' }]);
      const detail = await t.get('/api/v2/member/detail', { authorization: `Bearer ${answer.data.token}` });
      expect(detail.data.credit1).toBe(10);
    });

    it('ignores an msv that names nobody', async () => {
      const mobile = freshMobile();
      const code = await sendAndReadCode(t, mobile, 'login', freshIp());
      expect((await post('/api/v2/login/mobile', { mobile, mobile_code: code, msv: '99999999' })).code).toBe(
        0,
      );
      const user = await t.db
        .selectFrom('users')
        .select('invite_user_id')
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow();
      expect(user.invite_user_id).toBe(0);
    });

    it('registers with a password of 6–16 characters, then logs in with it', async () => {
      const mobile = freshMobile();
      expect(
        (await post('/api/v2/register/sms', { mobile, mobile_code: '123456', password: '12345' })).message,
      ).toBe('密码长度不能少于6个字符');
      expect(
        (await post('/api/v2/register/sms', { mobile, mobile_code: '123456', password: 'x'.repeat(17) }))
          .message,
      ).toBe('密码长度不能多于16个字符');
      const code = await sendAndReadCode(t, mobile, 'register', freshIp());
      expect(
        (await post('/api/v2/register/sms', { mobile, mobile_code: code, password: 'newpass1' })).code,
      ).toBe(0);
      expect((await post('/api/v2/login/password', { mobile, password: 'newpass1' })).code).toBe(0);
    });

    it('refuses to register a mobile twice', async () => {
      const user = await createMember(t.db);
      const code = await sendAndReadCode(t, user.mobile, 'register', freshIp());
      expect(
        (await post('/api/v2/register/sms', { mobile: user.mobile, mobile_code: code, password: 'newpass1' }))
          .message,
      ).toBe(LoginMessage.mobileExists);
    });
  });

  describe('password reset', () => {
    it('sets a new password and lifts a lockout', async () => {
      const user = await createMember(t.db);
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
        await post('/api/v2/login/password', { mobile: user.mobile, password: 'wrongwrong' });
      const code = await sendAndReadCode(t, user.mobile, 'password_reset', freshIp());
      expect(
        (
          await post('/api/v2/password/reset', {
            mobile: user.mobile,
            mobile_code: code,
            password: 'brandnew1',
          })
        ).code,
      ).toBe(0);
      expect(
        (await post('/api/v2/login/password', { mobile: user.mobile, password: 'brandnew1' })).code,
      ).toBe(0);
      expect(
        (await post('/api/v2/login/password', { mobile: user.mobile, password: 'shuyuan123' })).message,
      ).toBe(LoginMessage.badCredentials);
    });

    it('says when the number is unknown', async () => {
      const mobile = freshMobile();
      const code = await sendAndReadCode(t, mobile, 'password_reset', freshIp());
      expect(
        (await post('/api/v2/password/reset', { mobile, mobile_code: code, password: 'brandnew1' })).message,
      ).toBe(LoginMessage.mobileUnknown);
    });
  });

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

    it('cancels a pending account deletion on login and says so', async () => {
      const a = await createMemberWithToken(t);
      expect((await post('/api/v3/member/destroy', {}, { headers: a.headers })).code).toBe(0);
      expect((await post('/api/v3/member/destroy', {}, { headers: a.headers })).message).toBe(
        '用户已申请注销',
      );
      expect(
        (await post('/api/v2/login/password', { mobile: a.user.mobile, password: 'shuyuan123' })).code,
      ).toBe(0);
      const job = await t.db
        .selectFrom('user_delete_jobs')
        .select('status')
        .where('user_id', '=', a.user.id)
        .executeTakeFirstOrThrow();
      expect(job.status).toBe(1);
      const note = await t.db
        .selectFrom('notifications')
        .select('message')
        .where('user_id', '=', a.user.id)
        .executeTakeFirstOrThrow();
      expect(note.message).toMatch(
        /^系统已为您自动取消于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 申请的用户注销申请$/,
      );
    });
  });
});
