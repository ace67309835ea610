import { expect, it } from 'vitest';
import { location, queryOf, simulatedLoginCode, TestBrowser } from '#test/helpers/oauth-browser';
import { forEachDatabase } from '#test/helpers/test-app';

/** The demo site shows QQ and WeChat login, played by the simulator: a click lands back logged in. */
forEachDatabase(
  (t) => {
    it('enables both icons and logs in through the simulator', async () => {
      expect((await t.get('/api/v2/other/config')).data.socialites).toEqual({ qq: 1, wechat_oauth: 1 });
      const browser = new TestBrowser(t);
      const start = location(
        await browser.get(
          '/api/v3/auth/login/socialite/qq?s_url=%2Flogin%2Fcallback&f_url=%2Flogin&action=login',
        ),
      );
      expect(start.startsWith('/api/dev/oauth/authorize?')).toBe(true);
      const code = await simulatedLoginCode(t, 'qq');
      const login = await t.post('/api/v3/auth/login/code', { code });
      expect(login.data.success).toBe(1);
      expect(queryOf(start).get('app')).toBe('qq');
    });
  },
  { demo: true },
);
