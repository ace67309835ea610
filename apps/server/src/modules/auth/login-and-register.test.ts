import { describe, expect, it } from 'vitest';
import { createMember } from '#seed/factories/index';
import { messagesOf } from '#test/helpers/notifications';
import { postFromIp } from '#test/helpers/post-from-ip';
import { freshIp, freshMobile, sendAndReadCode } from '#test/helpers/sms';
import { forEachDatabaseAndStore } from '#test/helpers/test-app';
import { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_IP, LoginMessage } from './login';

/** Password and SMS login, registration and password reset (issue 3). */
forEachDatabaseAndStore((t) => {
  const post = postFromIp(t);

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

    it('evaluates no more than 10 of 40 concurrent guesses at one account; the right password then waits', async () => {
      const user = await createMember(t.db);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          post('/api/v2/login/password', { mobile: user.mobile, password: `wrong-${i}` }),
        ),
      );
      const messages = answers.map((a) => a.message);
      expect(messages.filter((m) => m === LoginMessage.badCredentials)).toHaveLength(LOGIN_MAX_FAILURES);
      expect(messages.filter((m) => m === LoginMessage.tooManyFailures)).toHaveLength(
        40 - LOGIN_MAX_FAILURES,
      );
      const right = await post('/api/v2/login/password', { mobile: user.mobile, password: 'shuyuan123' });
      expect(right.message).toBe(LoginMessage.tooManyFailures);
    });

    it('evaluates no more than 50 concurrent guesses from one address across accounts', async () => {
      const ip = freshIp();
      const answers = await Promise.all(
        Array.from({ length: 60 }, () =>
          post('/api/v2/login/password', { mobile: freshMobile(), password: 'guess123' }, { ip }),
        ),
      );
      const messages = answers.map((a) => a.message);
      expect(messages.filter((m) => m === LoginMessage.badCredentials)).toHaveLength(
        LOGIN_MAX_FAILURES_PER_IP,
      );
      const user = await createMember(t.db);
      expect(
        (await post('/api/v2/login/password', { mobile: user.mobile, password: 'shuyuan123' }, { ip }))
          .message,
      ).toBe(LoginMessage.tooManyFailures);
    });

    it('does not count successful logins against a shared address', async () => {
      const ip = freshIp();
      const user = await createMember(t.db);
      // More logins than the address's failure budget, ten at a time (a school's NAT at the start of class).
      for (let round = 0; round < LOGIN_MAX_FAILURES_PER_IP / 10 + 1; round++) {
        const answers = await Promise.all(
          Array.from({ length: 10 }, () =>
            post('/api/v2/login/password', { mobile: user.mobile, password: 'shuyuan123' }, { ip }),
          ),
        );
        expect(answers.map((a) => a.message)).toEqual(answers.map(() => ''));
      }
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
      expect(await messagesOf(t.db, user.id)).toEqual(['用户注册成功', '积分变动:10，备注:注册送10积分']);
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
});
