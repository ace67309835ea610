import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAppConfig } from '#test/helpers/app-config';
import { type FakeHttpServer, startFakeHttp } from '#test/helpers/fake-http';
import { location, queryOf, TestBrowser } from '#test/helpers/oauth-browser';
import { forEachDatabase, type TestApp } from '#test/helpers/test-app';
import { parseQqAnswer } from './qq';

const QQ_CALLBACK = 'http://localhost:80/api/v3/auth/login/socialite/qq/callback';

/** A stand-in for QQ Connect: token → me (JSONP, as QQ answers) → get_user_info. */
function qqHandler(state: { meClientId: string }) {
  return (request: { url: string }) => {
    const url = new URL(request.url, 'http://x');
    const q = url.searchParams;
    if (url.pathname === '/oauth2.0/token') {
      const ok =
        q.get('grant_type') === 'authorization_code' &&
        q.get('client_id') === '101000' &&
        q.get('client_secret') === 'qq-secret' &&
        q.get('code') === 'qq-good-code' &&
        q.get('redirect_uri') === QQ_CALLBACK &&
        q.get('fmt') === 'json';
      return {
        body: ok
          ? { access_token: 'QQ-AT', expires_in: 7776000 }
          : { error: 100019, error_description: 'code to access token error' },
      };
    }
    if (url.pathname === '/oauth2.0/me' && q.get('access_token') === 'QQ-AT' && q.get('unionid') === '1') {
      return {
        body: `callback( {"client_id":"${state.meClientId}","openid":"QQ-OPENID-1","unionid":"QQ-UNION-1"} );`,
      };
    }
    if (
      url.pathname === '/user/get_user_info' &&
      q.get('access_token') === 'QQ-AT' &&
      q.get('oauth_consumer_key') === '101000' &&
      q.get('openid') === 'QQ-OPENID-1'
    ) {
      return {
        body: { ret: 0, msg: '', nickname: 'QQ真用户', figureurl_qq_2: 'https://qq.example/avatar.png' },
      };
    }
    return { status: 404, body: { error: 'unexpected' } };
  };
}

/** A stand-in for WeChat's official-account OAuth API. */
function wechatHandler(request: { url: string }) {
  const url = new URL(request.url, 'http://x');
  const q = url.searchParams;
  if (url.pathname === '/sns/oauth2/access_token') {
    const ok =
      q.get('appid') === 'wx-app' &&
      q.get('secret') === 'wx-secret' &&
      q.get('grant_type') === 'authorization_code';
    if (!ok || q.get('code') !== 'wx-good-code') return { body: { errcode: 40029, errmsg: 'invalid code' } };
    return {
      body: {
        access_token: 'WX-AT',
        expires_in: 7200,
        openid: 'WX-OPENID-1',
        scope: 'snsapi_userinfo',
        unionid: 'WX-UNION-1',
      },
    };
  }
  if (
    url.pathname === '/sns/userinfo' &&
    q.get('access_token') === 'WX-AT' &&
    q.get('openid') === 'WX-OPENID-1'
  ) {
    return {
      body: {
        openid: 'WX-OPENID-1',
        nickname: '微信真用户',
        headimgurl: 'https://wx.example/h.png',
        unionid: 'WX-UNION-1',
      },
    };
  }
  return { status: 404, body: { errcode: 1, errmsg: 'unexpected' } };
}

async function loginThroughCallback(t: TestApp, start: string, code: string) {
  const browser = new TestBrowser(t);
  const authorize = location(await browser.get(start));
  const state = queryOf(authorize.replace(/#.*$/, '')).get('state') ?? '';
  const callback = authorize.includes('/connect/oauth2/')
    ? `/api/v3/auth/login/wechat/callback?code=${code}&state=${state}`
    : `/api/v3/auth/login/socialite/qq/callback?code=${code}&state=${state}`;
  return { authorize, back: location(await browser.get(callback)) };
}

/** The real QQ and WeChat adapters, against local stand-ins of their APIs. */
forEachDatabase((t) => {
  const qqState = { meClientId: '101000' };
  let qq: FakeHttpServer;
  let wechat: FakeHttpServer;

  beforeAll(async () => {
    qq = await startFakeHttp(qqHandler(qqState));
    wechat = await startFakeHttp(wechatHandler);
    await setAppConfig(t.db, 'socialite.qq', 1);
    await setAppConfig(t.db, 'socialite.wechat_oauth', 1);
    await setAppConfig(t.db, 'socialite.qq_app', {
      app_id: '101000',
      app_secret: 'qq-secret',
      oauth_base: qq.base,
      api_base: qq.base,
    });
    await setAppConfig(t.db, 'socialite.wechat_app', {
      app_id: 'wx-app',
      app_secret: 'wx-secret',
      oauth_base: wechat.base,
      api_base: wechat.base,
    });
  });
  afterAll(async () => {
    await qq?.close();
    await wechat?.close();
  });

  describe('QQ', () => {
    const start = '/api/v3/auth/login/socialite/qq?s_url=%2Fok&f_url=%2Ffail&action=login';

    it('builds the authorize URL and exchanges code → token → openid → profile', async () => {
      const { authorize, back } = await loginThroughCallback(t, start, 'qq-good-code');
      const url = new URL(authorize);
      expect(`${url.origin}${url.pathname}`).toBe(`${qq.base}/oauth2.0/authorize`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        response_type: 'code',
        client_id: '101000',
        redirect_uri: QQ_CALLBACK,
        state: expect.stringMatching(/^[\w-]{32}$/),
        scope: 'get_user_info',
      });
      expect(back).toMatch(/^\/ok\?login_code=/);
      const login = await t.post('/api/v3/auth/login/code', { code: queryOf(back).get('login_code') });
      const me = (await t.get('/api/v2/member/detail', { authorization: `Bearer ${login.data.token}` })).data;
      expect(me).toMatchObject({
        is_bind_qq: 1,
        avatar: 'https://qq.example/avatar.png',
        nick_name: expect.stringMatching(/^QQ真用户_/),
      });
      const row = await t.db
        .selectFrom('user_socialites')
        .selectAll()
        .where('app_user_id', '=', 'QQ-OPENID-1')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ app: 'qq', union_id: 'QQ-UNION-1' });
      expect(qq.requests.map((r) => new URL(r.url, 'http://x').pathname)).toEqual([
        '/oauth2.0/token',
        '/oauth2.0/me',
        '/user/get_user_info',
      ]);
    });

    it('sends a refused code, or a token of another app, to f_url with 1003', async () => {
      const bad = await loginThroughCallback(t, start, 'qq-bad-code');
      expect(bad.back).toBe(`/fail?login_err_msg=${encodeURIComponent('授权登录失败[1003]')}&action=login`);
      qqState.meClientId = '999999';
      try {
        const foreign = await loginThroughCallback(t, start, 'qq-good-code');
        expect(queryOf(foreign.back).get('login_err_msg')).toBe('授权登录失败[1003]');
      } finally {
        qqState.meClientId = '101000';
      }
    });

    it('reads the three answer forms QQ uses', () => {
      expect(parseQqAnswer('access_token=A&expires_in=7776000')).toEqual({
        access_token: 'A',
        expires_in: '7776000',
      });
      expect(parseQqAnswer('callback( {"openid":"O"} );\n')).toEqual({ openid: 'O' });
      expect(parseQqAnswer('{"ret":0}')).toEqual({ ret: 0 });
      expect(() => parseQqAnswer('{oops')).toThrow();
    });
  });

  describe('WeChat official account', () => {
    const start = '/api/v3/auth/login/wechat/oauth?s_url=%2Fok&f_url=%2Ffail&action=bind';

    it('builds the snsapi_userinfo authorize URL and exchanges code → token → userinfo', async () => {
      const { authorize, back } = await loginThroughCallback(t, start, 'wx-good-code');
      expect(authorize).toMatch(
        new RegExp(
          `^${wechat.base.replace(/[.]/g, '\\.')}/connect/oauth2/authorize\\?appid=wx-app&redirect_uri=${encodeURIComponent('http://localhost:80/api/v3/auth/login/wechat/callback')}&response_type=code&scope=snsapi_userinfo&state=[\\w-]{32}#wechat_redirect$`,
        ),
      );
      expect(queryOf(back).get('action')).toBe('bind');
      const login = await t.post('/api/v3/auth/login/code', { code: queryOf(back).get('login_code') });
      expect(login.data.success).toBe(1);
      const row = await t.db
        .selectFrom('user_socialites')
        .selectAll()
        .where('app_user_id', '=', 'WX-OPENID-1')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ app: 'wechat', union_id: 'WX-UNION-1' });
      expect(JSON.parse(row.data)).toEqual({ nickname: '微信真用户', avatar: 'https://wx.example/h.png' });
    });

    it('sends an errcode answer to f_url with 1003', async () => {
      const { back } = await loginThroughCallback(t, start, 'wx-bad-code');
      expect(back).toBe(`/fail?login_err_msg=${encodeURIComponent('授权登录失败[1003]')}&action=bind`);
    });
  });
});
