import { beforeAll, describe, expect, it } from 'vitest';
import { setAppConfig } from '#test/helpers/app-config';
import { createMemberWithToken } from '#test/helpers/member';
import { simulatedLoginCode } from '#test/helpers/oauth-browser';
import { freshIp, freshMobile, sendAndReadCode } from '#test/helpers/sms';
import { forEachDatabaseAndStore, type TestApp } from '#test/helpers/test-app';
import { SMS_CODE_WRONG } from './sms-code';

/** A second code to one mobile in a test: the 60 s gap is not what these tests are about. */
const allowResend = (t: TestApp, mobile: string) => t.store.delete(`sms:gap:${mobile}`);

/*
 * Which SMS scene each flow accepts (issue 20): MeEdu's forgotten-password dialog and WeChat mobile binding
 * send `scene: login`, so those two flows take a login code as well as their own; every other scene stays
 * bound. Single use and the 10-try limit hold whichever scene the code was sent for.
 */
forEachDatabaseAndStore((t) => {
  beforeAll(async () => {
    await setAppConfig(t.db, 'socialite.wechat_oauth', 1);
    await setAppConfig(t.db, 'member.enabled_mobile_bind_alert', 1);
  });

  const reset = (mobile: string, code: string) =>
    t.post('/api/v2/password/reset', { mobile, mobile_code: code, password: 'newpass123' });
  const socialBind = async (mobile: string, code: string) => {
    const login = await simulatedLoginCode(t, 'wechat', { unionid: `u_scene_${mobile}` });
    return t.post('/api/v3/auth/register/withSocialite', { mobile, code: login, mobile_code: code });
  };

  describe('password reset', () => {
    it('takes a login code (MeEdu’s dialog) and its own scene, once each; the new password works', async () => {
      const member = await createMemberWithToken(t);
      const { mobile } = member.user;
      const code = await sendAndReadCode(t, mobile, 'login', freshIp());
      expect(await reset(mobile, code)).toMatchObject({ code: 0 });
      // Used up: neither the reset nor a login takes it again.
      expect((await reset(mobile, code)).message).toBe(SMS_CODE_WRONG);
      expect((await t.post('/api/v2/login/mobile', { mobile, mobile_code: code })).message).toBe(
        SMS_CODE_WRONG,
      );
      expect((await t.post('/api/v2/login/password', { mobile, password: 'newpass123' })).code).toBe(0);

      await allowResend(t, mobile);
      const own = await sendAndReadCode(t, mobile, 'password_reset', freshIp());
      expect(await reset(mobile, own)).toMatchObject({ code: 0 });
    });

    it('refuses register and mobile_bind codes', async () => {
      const { mobile } = (await createMemberWithToken(t)).user;
      for (const scene of ['register', 'mobile_bind']) {
        await allowResend(t, mobile);
        const code = await sendAndReadCode(t, mobile, scene, freshIp());
        expect((await reset(mobile, code)).message, scene).toBe(SMS_CODE_WRONG);
      }
    });

    it('counts 10 wrong tries against a login code used for a reset, then refuses the right one', async () => {
      const { mobile } = (await createMemberWithToken(t)).user;
      const code = await sendAndReadCode(t, mobile, 'login', freshIp());
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 10; i++) expect((await reset(mobile, wrong)).message).toBe(SMS_CODE_WRONG);
      expect((await reset(mobile, code)).message).toBe(SMS_CODE_WRONG);
      expect((await t.post('/api/v2/login/mobile', { mobile, mobile_code: code })).message).toBe(
        SMS_CODE_WRONG,
      );
    });

    it('gives no more tries with two live codes (login and password_reset) than with one', async () => {
      const { mobile } = (await createMemberWithToken(t)).user;
      const login = await sendAndReadCode(t, mobile, 'login', freshIp());
      await allowResend(t, mobile);
      const own = await sendAndReadCode(t, mobile, 'password_reset', freshIp());
      const wrong = ['000000', '111111', '222222'].find((c) => c !== login && c !== own) as string;
      for (let i = 0; i < 10; i++) expect((await reset(mobile, wrong)).message).toBe(SMS_CODE_WRONG);
      expect((await reset(mobile, own)).message).toBe(SMS_CODE_WRONG);
      expect((await reset(mobile, login)).message).toBe(SMS_CODE_WRONG);
    });
  });

  describe('WeChat mobile binding (register/withSocialite)', () => {
    it('takes a login code (MeEdu’s dialog) once, and mobile_bind codes', async () => {
      const mobile = freshMobile();
      const code = await sendAndReadCode(t, mobile, 'login', freshIp());
      const bound = await socialBind(mobile, code);
      expect(bound.code, bound.message).toBe(0);
      expect(bound.data.token).toEqual(expect.any(String));
      const again = await socialBind(freshMobile(), code);
      expect(again.message).toBe(SMS_CODE_WRONG);

      const other = freshMobile();
      const own = await sendAndReadCode(t, other, 'mobile_bind', freshIp());
      expect((await socialBind(other, own)).code).toBe(0);
    });

    it('refuses register and password_reset codes', async () => {
      const mobile = freshMobile();
      for (const scene of ['register', 'password_reset']) {
        await allowResend(t, mobile);
        const code = await sendAndReadCode(t, mobile, scene, freshIp());
        expect((await socialBind(mobile, code)).message, scene).toBe(SMS_CODE_WRONG);
      }
    });
  });

  describe('every other flow stays bound to its scene', () => {
    it('a register, password_reset or mobile_bind code does not log in; a login code does not register', async () => {
      const mobile = freshMobile();
      for (const scene of ['register', 'password_reset', 'mobile_bind']) {
        await allowResend(t, mobile);
        const code = await sendAndReadCode(t, mobile, scene, freshIp());
        expect((await t.post('/api/v2/login/mobile', { mobile, mobile_code: code })).message, scene).toBe(
          SMS_CODE_WRONG,
        );
      }
      await allowResend(t, mobile);
      const login = await sendAndReadCode(t, mobile, 'login', freshIp());
      const register = await t.post('/api/v2/register/sms', {
        mobile,
        mobile_code: login,
        password: 'secret123',
      });
      expect(register.message).toBe(SMS_CODE_WRONG);
    });

    it('a login code does not bind a mobile in the member centre', async () => {
      const member = await createMemberWithToken(t);
      const mobile = freshMobile();
      const code = await sendAndReadCode(t, mobile, 'login', freshIp());
      const answer = await t.post(
        '/api/v2/member/detail/mobile',
        { mobile, mobile_code: code },
        member.headers,
      );
      expect(answer.message).toBe(SMS_CODE_WRONG);
    });
  });
});
