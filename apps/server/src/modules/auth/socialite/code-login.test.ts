import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setAppConfig } from '#test/helpers/app-config';
import { simulatedLoginCode } from '#test/helpers/oauth-browser';
import { freshMobile, sendAndReadCode } from '#test/helpers/sms';
import { forEachDatabase, forEachDatabaseAndStore, type TestApp } from '#test/helpers/test-app';

/** The 60 s gap between two codes to one mobile is not what these tests are about. */
const allowResend = (t: TestApp, mobile: string) => t.store.delete(`sms:gap:${mobile}`);

/** The login_code exchange: single use, union_id matching, the bind_mobile branch (codes live in the store). */
forEachDatabaseAndStore((t) => {
  beforeAll(async () => {
    await setAppConfig(t.db, 'socialite.qq', 1);
    await setAppConfig(t.db, 'socialite.wechat_oauth', 1);
  });
  describe('POST /api/v3/auth/login/code', () => {
    it('is single use', async () => {
      const code = await simulatedLoginCode(t, 'qq');
      const first = await t.post('/api/v3/auth/login/code', { code });
      expect(first.data.success).toBe(1);
      expect((await t.post('/api/v3/auth/login/code', { code })).message).toBe('已过期');
      expect((await t.post('/api/v3/auth/login/code', { code: 'x'.repeat(300) })).message).toBe('已过期');
      expect((await t.post('/api/v3/auth/login/code', {})).message).toBe('参数错误');
    });

    it('lets only one of two concurrent exchanges of a code succeed', async () => {
      const code = await simulatedLoginCode(t, 'qq');
      const answers = await Promise.all([1, 2, 3].map(() => t.post('/api/v3/auth/login/code', { code })));
      expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
      expect(answers.filter((a) => a.message === '已过期')).toHaveLength(2);
    });

    it('logs the same identity into the same member, and refuses a locked member', async () => {
      const openid = `same_${Date.now()}`;
      const one = await t.post('/api/v3/auth/login/code', {
        code: await simulatedLoginCode(t, 'qq', { openid }),
      });
      const two = await t.post('/api/v3/auth/login/code', {
        code: await simulatedLoginCode(t, 'qq', { openid }),
      });
      const id = async (token: string) =>
        (await t.get('/api/v2/member/detail', { authorization: `Bearer ${token}` })).data.id;
      expect(await id(one.data.token)).toBe(await id(two.data.token));
      await t.db
        .updateTable('users')
        .set({ is_lock: 1 })
        .where('id', '=', await id(two.data.token))
        .execute();
      const locked = await t.post('/api/v3/auth/login/code', {
        code: await simulatedLoginCode(t, 'qq', { openid }),
      });
      expect(locked.message).toBe('用户已锁定无法登录');
    });

    it('matches WeChat by union_id first and records a union_id that appears later', async () => {
      const unionid = `union_${Date.now()}`;
      const first = await t.post('/api/v3/auth/login/code', {
        code: await simulatedLoginCode(t, 'wechat', {
          openid: `wx_a_${unionid}`,
          unionid,
          nickname: '微信甲',
        }),
      });
      // The same person through another official account: another openid, the same union_id.
      const other = await t.post('/api/v3/auth/login/code', {
        code: await simulatedLoginCode(t, 'wechat', { openid: `wx_b_${unionid}`, unionid }),
      });
      const id = async (token: string) =>
        (await t.get('/api/v2/member/detail', { authorization: `Bearer ${token}` })).data;
      const a = await id(first.data.token);
      expect((await id(other.data.token)).id).toBe(a.id);
      expect(a).toMatchObject({
        is_bind_wechat: 1,
        nick_name: expect.stringMatching(/^微信甲_[a-z0-9]{3}$/),
      });

      const openid = `wx_c_${Date.now()}`;
      await t.post('/api/v3/auth/login/code', { code: await simulatedLoginCode(t, 'wechat', { openid }) });
      const later = `union_later_${Date.now()}`;
      await t.post('/api/v3/auth/login/code', {
        code: await simulatedLoginCode(t, 'wechat', { openid, unionid: later }),
      });
      const row = await t.db
        .selectFrom('user_socialites')
        .select('union_id')
        .where('app_user_id', '=', openid)
        .executeTakeFirstOrThrow();
      expect(row.union_id).toBe(later);
    });
  });

  describe('bind_mobile, then register/withSocialite', () => {
    it('keeps the code for the mobile step and creates the member with that mobile', async () => {
      await setAppConfig(t.db, 'member.enabled_mobile_bind_alert', 1);
      try {
        const code = await simulatedLoginCode(t, 'wechat', {
          nickname: '待绑定',
          unionid: `u_bind_${Date.now()}`,
        });
        const branch = await t.post('/api/v3/auth/login/code', { code });
        expect(branch.data).toEqual({ success: 0, action: 'bind_mobile', code });
        expect((await t.post('/api/v3/auth/login/code', { code })).data.action).toBe('bind_mobile');

        const mobile = freshMobile();
        const wrong = await t.post('/api/v3/auth/register/withSocialite', {
          mobile,
          code,
          mobile_code: '000000',
        });
        expect(wrong.message).toBe('短信验证码错误');
        const registerCode = await sendAndReadCode(t, mobile, 'register');
        const otherScene = await t.post('/api/v3/auth/register/withSocialite', {
          mobile,
          code,
          mobile_code: registerCode,
        });
        expect(otherScene.message).toBe('短信验证码错误');

        await allowResend(t, mobile);
        const sms = await sendAndReadCode(t, mobile, 'mobile_bind', '10.9.0.1');
        const created = await t.post('/api/v3/auth/register/withSocialite', {
          mobile,
          code,
          mobile_code: sms,
        });
        expect(created.code, created.message).toBe(0);
        const me = await t.get('/api/v2/member/detail', { authorization: `Bearer ${created.data.token}` });
        expect(me.data).toMatchObject({ mobile, is_bind_mobile: 1, is_bind_wechat: 1 });
        expect(me.data.nick_name).toMatch(/^待绑定_[a-z0-9]{4}$/);

        // The code is used up.
        expect((await t.post('/api/v3/auth/login/code', { code })).message).toBe('已过期');
      } finally {
        await setAppConfig(t.db, 'member.enabled_mobile_bind_alert', 0);
      }
    });

    it('answers 手机号已存在, 当前渠道账号已绑定了其它账号 and 已过期', async () => {
      await setAppConfig(t.db, 'member.enabled_mobile_bind_alert', 1);
      try {
        const openid = `taken_${Date.now()}`;
        const code = await simulatedLoginCode(t, 'qq', { openid });
        const mobile = freshMobile();
        const first = await t.post('/api/v3/auth/register/withSocialite', {
          mobile,
          code,
          mobile_code: await sendAndReadCode(t, mobile, 'mobile_bind', '10.9.1.1'),
        });
        expect(first.code, first.message).toBe(0);

        const second = await simulatedLoginCode(t, 'qq', { openid: `other_${openid}` });
        await allowResend(t, mobile);
        const sameMobile = await t.post('/api/v3/auth/register/withSocialite', {
          mobile,
          code: second,
          mobile_code: await sendAndReadCode(t, mobile, 'mobile_bind', '10.9.1.2'),
        });
        expect(sameMobile.message).toBe('手机号已存在');

        // A second code of the identity that is now bound.
        const stale = await t.db
          .selectFrom('user_socialites')
          .select('id')
          .where('app_user_id', '=', openid)
          .executeTakeFirst();
        expect(stale).toBeTruthy();
        const boundCode = await simulatedLoginCode(t, 'qq', { openid });
        const mobile2 = freshMobile();
        const taken = await t.post('/api/v3/auth/register/withSocialite', {
          mobile: mobile2,
          code: boundCode,
          mobile_code: await sendAndReadCode(t, mobile2, 'mobile_bind', '10.9.1.3'),
        });
        expect(taken.message).toBe('当前渠道账号已绑定了其它账号');

        const mobile3 = freshMobile();
        const expired = await t.post('/api/v3/auth/register/withSocialite', {
          mobile: mobile3,
          code: 'no-such-code-no-such-code-123456',
          mobile_code: await sendAndReadCode(t, mobile3, 'mobile_bind', '10.9.1.4'),
        });
        expect(expired.message).toBe('已过期');
      } finally {
        await setAppConfig(t.db, 'member.enabled_mobile_bind_alert', 0);
      }
    });
  });
});

/** Expiry, on the memory store whose clock the test can move (Redis keeps its own time). */
forEachDatabase((t) => {
  beforeAll(async () => {
    await setAppConfig(t.db, 'socialite.qq', 1);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('expires a login_code after 600 s', async () => {
    const early = await simulatedLoginCode(t, 'qq');
    const late = await simulatedLoginCode(t, 'qq');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 590_000);
    expect((await t.post('/api/v3/auth/login/code', { code: early })).data.success).toBe(1);
    vi.setSystemTime(Date.now() + 20_000);
    expect((await t.post('/api/v3/auth/login/code', { code: late })).message).toBe('已过期');
  });
});
