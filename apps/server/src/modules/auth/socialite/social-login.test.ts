import { beforeAll, describe, expect, it } from 'vitest';
import { setAppConfig } from '#test/helpers/app-config';
import { approveOnSimulator, formFields, location, queryOf, TestBrowser } from '#test/helpers/oauth-browser';
import { forEachDatabase, forEachDatabaseAndStore } from '#test/helpers/test-app';

/** QQ / WeChat login through the simulator: return URLs, the OAuth state, the callback. */
forEachDatabaseAndStore((t) => {
  beforeAll(async () => {
    await setAppConfig(t.db, 'socialite.qq', 1);
    await setAppConfig(t.db, 'socialite.wechat_oauth', 1);
  });

  const start = (s: string, f = '/login', app = 'qq') =>
    `/api/v3/auth/login/socialite/${app}?s_url=${encodeURIComponent(s)}&f_url=${encodeURIComponent(f)}&action=login`;

  describe('redirect to the provider', () => {
    it('refuses return URLs off the site (no open redirect)', async () => {
      for (const bad of [
        'http://evil.example/cb',
        'https://evil.example/login',
        '//evil.example/cb',
        '/\\evil.example/cb',
        'javascript:alert(1)',
        'data:text/html,<b>x</b>',
        'http://user:pw@localhost:80/cb',
        ' /login',
        'http://localhost.evil.example/cb',
      ]) {
        expect((await t.get(start(bad))).message, bad).toBe('参数错误');
        expect((await t.get(start('/login/callback', bad))).message, bad).toBe('参数错误');
      }
      expect((await t.get(start(`/${'a'.repeat(255)}`))).message).toBe('参数错误');
      expect((await t.get('/api/v3/auth/login/socialite/qq?s_url=%2Fa&f_url=%2Fb&action=nope')).message).toBe(
        '参数错误',
      );
    });

    it('accepts relative paths, the site origin, the configured front ends and (outside production) localhost', async () => {
      await setAppConfig(t.db, 'site.pc_url', 'https://pc.example.com');
      for (const good of [
        '/login/callback',
        'http://localhost:80/login/callback',
        'https://pc.example.com/#/login/callback',
        'http://localhost:5173/login/callback',
      ]) {
        const response = await t.inject(start(good));
        expect(response.statusCode, good).toBe(302);
        expect(String(response.headers.location)).toMatch(/^\/api\/dev\/oauth\/authorize\?app=qq&state=/);
        expect(String(response.headers['set-cookie'])).toMatch(
          /^sy_oauth_[\w-]+=[\w-]+; Max-Age=600; Path=\/api\/v3\/auth\/login; HttpOnly; SameSite=Lax/,
        );
      }
    });

    it('keeps the provider keys in private settings rows', async () => {
      const rows = await t.db
        .selectFrom('app_config')
        .select(['key', 'is_private'])
        .where('key', 'in', [
          'socialite.qq_app',
          'socialite.wechat_app',
          'face_verify.tencent',
          'sms.aliyun',
          'sms.tencent',
          'socialite.qq',
        ])
        .execute();
      expect(Object.fromEntries(rows.map((r) => [r.key, r.is_private]))).toEqual({
        'socialite.qq_app': 1,
        'socialite.wechat_app': 1,
        'face_verify.tencent': 1,
        'sms.aliyun': 1,
        'sms.tencent': 1,
        'socialite.qq': 0,
      });
    });

    it('answers 登录应用不存在 for an app that is off or unknown', async () => {
      expect((await t.get(start('/x', '/y', 'wechat'))).message).toBe('登录应用不存在');
      await setAppConfig(t.db, 'socialite.qq', 0);
      try {
        expect((await t.get(start('/x'))).message).toBe('登录应用不存在');
        const wechat = '/api/v3/auth/login/wechat/oauth?s_url=%2Fx&f_url=%2Fy&action=login';
        await setAppConfig(t.db, 'socialite.wechat_oauth', 0);
        expect((await t.get(wechat)).message).toBe('登录应用不存在');
      } finally {
        await setAppConfig(t.db, 'socialite.qq', 1);
        await setAppConfig(t.db, 'socialite.wechat_oauth', 1);
      }
    });
  });

  describe('the simulator and the callback', () => {
    it('shows the 模拟授权 page and logs a new member in with a login_code, never a token in a URL', async () => {
      const browser = new TestBrowser(t);
      const authorize = location(await browser.get(start('/login/callback?redirect=%2Fmember')));
      const page = await browser.get(authorize);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<title>模拟授权</title>');
      expect(page.body).toContain('>同意授权</button>');
      expect(page.body).toContain('>拒绝</button>');
      expect(formFields(page.body)).toMatchObject({
        app: 'qq',
        nickname: '模拟QQ用户',
        openid: expect.stringMatching(/^sim_qq_/),
      });

      const back = location(
        await approveOnSimulator(browser, authorize, { nickname: '一个很长很长很长很长的QQ昵称啊' }),
      );
      expect(back).toMatch(/^\/login\/callback\?redirect=%2Fmember&login_code=[\w-]{32}&action=login$/);
      expect(back).not.toContain('token');
      expect([...browser.cookies.keys()]).toEqual([]);

      const login = await t.post('/api/v3/auth/login/code', { code: queryOf(back).get('login_code') });
      expect(login.code, login.message).toBe(0);
      expect(login.data).toEqual({ success: 1, token: expect.any(String) });
      const me = await t.get('/api/v2/member/detail', { authorization: `Bearer ${login.data.token}` });
      expect(me.data).toMatchObject({ is_bind_qq: 1, is_bind_wechat: 0, is_bind_mobile: 0 });
      expect(me.data.nick_name).toMatch(/^一个很长很长很长很长的Q_[a-z0-9]{3}$/);
      expect(me.data.mobile).toMatch(/^2\d{10}$/);
    });

    it('rejects the simulator page for a redirect_uri that is not the site callback', async () => {
      for (const uri of [
        'https://evil.example/cb',
        '/api/v3/auth/login/wechat/callback',
        '//evil.example/api/v3/auth/login/socialite/qq/callback',
      ]) {
        const page = await t.get(
          `/api/dev/oauth/authorize?app=qq&state=abcdefghijklmnop&redirect_uri=${encodeURIComponent(uri)}`,
        );
        expect(page.message, uri).toBe('参数错误');
      }
      const forged = await t.inject({
        method: 'POST',
        url: '/api/dev/oauth/authorize',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload:
          'app=qq&state=abcdefghijklmnop&redirect_uri=https%3A%2F%2Fevil.example%2Fcb&decision=approve',
      });
      expect(forged.json().message).toBe('参数错误');
    });

    it('answers 参数错误 to a forged or missing state and sends a replayed one to f_url with 1001', async () => {
      expect(
        (await t.get('/api/v3/auth/login/socialite/qq/callback?code=x&state=forgedforgedforged1')).message,
      ).toBe('参数错误');
      expect((await t.get('/api/v3/auth/login/socialite/qq/callback?code=x')).message).toBe('参数错误');
      expect((await t.get('/api/v3/auth/login/wechat/callback?code=x&state=%3Cscript%3E')).message).toBe(
        '参数错误',
      );

      const browser = new TestBrowser(t);
      const authorize = location(await browser.get(start('/ok', '/login?from=qq')));
      const decided = await browser.post('/api/dev/oauth/authorize', {
        ...formFields((await browser.get(authorize)).body),
        decision: 'approve',
      });
      const callback = location(decided);
      expect(location(await browser.get(callback))).toMatch(/^\/ok\?login_code=/);
      const replay = location(await browser.get(callback));
      expect(replay).toBe(
        `/login?from=qq&login_err_msg=${encodeURIComponent('授权登录失败[1001]')}&action=login`,
      );
    });

    it('refuses a callback opened in another browser than the one that started (login CSRF)', async () => {
      const attacker = new TestBrowser(t);
      const authorize = location(await attacker.get(start('/ok', '/failed')));
      const decided = await attacker.post('/api/dev/oauth/authorize', {
        ...formFields((await attacker.get(authorize)).body),
        decision: 'approve',
      });
      const victim = new TestBrowser(t);
      const answer = location(await victim.get(location(decided)));
      expect(queryOf(answer).get('login_err_msg')).toBe('授权登录失败[1001]');
      expect(answer.startsWith('/failed?')).toBe(true);
      // The state is spent: the starting browser cannot use it either.
      expect(queryOf(location(await attacker.get(location(decided)))).get('login_err_msg')).toBe(
        '授权登录失败[1001]',
      );
    });

    it('sends a refusal (拒绝) to f_url with 1002', async () => {
      const browser = new TestBrowser(t);
      const authorize = location(await browser.get(start('/ok', '/#/login')));
      const denied = await browser.post('/api/dev/oauth/authorize', {
        ...formFields((await browser.get(authorize)).body),
        decision: 'deny',
      });
      const answer = location(await browser.get(location(denied)));
      expect(answer).toBe(`/#/login?login_err_msg=${encodeURIComponent('授权登录失败[1002]')}&action=login`);
    });

    it('keeps planted login_code parameters out of the return URL', async () => {
      const browser = new TestBrowser(t);
      const authorize = location(await browser.get(start('/cb?login_code=planted&action=bind&x=1')));
      const back = location(await approveOnSimulator(browser, authorize));
      expect(queryOf(back).getAll('login_code')).toHaveLength(1);
      expect(queryOf(back).get('login_code')).not.toBe('planted');
      expect(queryOf(back).getAll('action')).toEqual(['login']);
      expect(queryOf(back).get('x')).toBe('1');
    });
  });
});

/** In production an app without keys is not enabled, and the simulator does not exist. */
forEachDatabase(
  (t) => {
    it('answers 登录应用不存在 without keys and has no simulator pages', async () => {
      await setAppConfig(t.db, 'socialite.qq', 1);
      const answer = await t.get('/api/v3/auth/login/socialite/qq?s_url=%2Fa&f_url=%2Fb&action=login');
      expect(answer.message).toBe('登录应用不存在');
      const localhost = await t.get(
        '/api/v3/auth/login/socialite/qq?s_url=http%3A%2F%2Flocalhost%3A5173%2Fa&f_url=%2Fb&action=login',
      );
      expect(localhost.message).toBe('参数错误');
      const page = await t.inject('/api/dev/oauth/authorize?app=qq&state=abcdefghijklmnop&redirect_uri=%2Fx');
      expect(page.json()).toMatchObject({ code: 404 });
      expect((await t.post('/api/v3/auth/login/wechat-scan/url', { action: 'login' })).message).toBe(
        '登录应用不存在',
      );
    });
  },
  { config: { nodeEnv: 'production' } },
);
