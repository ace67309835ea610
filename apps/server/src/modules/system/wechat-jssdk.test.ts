import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAppConfig } from '#test/helpers/app-config';
import { type FakeHttpServer, type RecordedRequest, startFakeHttp } from '#test/helpers/fake-http';
import { forEachDatabase } from '#test/helpers/test-app';

/* GET /api/v3/other/wechat-mp-jssdk, against a stand-in for WeChat's API that checks the calls it gets. */

const APP_ID = 'wx1234567890abcdef';
const SECRET = 'mp-secret-for-tests';
const PAGE = 'https://shop.test/h5/courses/detail/3?msv=7';

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');

forEachDatabase((t) => {
  let wechat: FakeHttpServer;
  let ticketNo = 0;
  let refuse = false;

  function answer(request: RecordedRequest) {
    const url = new URL(request.url, 'http://x');
    if (request.method !== 'GET') return { status: 405, body: {} };
    if (url.pathname === '/cgi-bin/token') {
      const ok =
        url.searchParams.get('grant_type') === 'client_credential' &&
        url.searchParams.get('appid') === APP_ID &&
        url.searchParams.get('secret') === SECRET;
      if (refuse || !ok) return { body: { errcode: 40125, errmsg: 'invalid appsecret' } };
      return { body: { access_token: `AT-${ticketNo + 1}`, expires_in: 7200 } };
    }
    if (url.pathname === '/cgi-bin/ticket/getticket') {
      if (
        url.searchParams.get('type') !== 'jsapi' ||
        url.searchParams.get('access_token') !== `AT-${ticketNo + 1}`
      )
        return { body: { errcode: 40001, errmsg: 'invalid credential' } };
      ticketNo += 1;
      return { body: { errcode: 0, errmsg: 'ok', ticket: `TICKET-${ticketNo}`, expires_in: 7200 } };
    }
    return { status: 404, body: {} };
  }

  const jssdk = async (path = PAGE) =>
    (await t.get(`/api/v3/other/wechat-mp-jssdk?path=${encodeURIComponent(path)}`)) as {
      code: number;
      data: Record<string, never>;
    };

  beforeAll(async () => {
    wechat = await startFakeHttp(answer);
  });
  afterAll(() => wechat.close());

  describe('without an official account', () => {
    it('answers {enabled: 0} in the envelope and asks WeChat nothing', async () => {
      await setAppConfig(t.db, 'socialite.wechat_app', { app_id: '', app_secret: '', api_base: wechat.base });
      expect(await jssdk()).toEqual({ code: 0, message: '', data: { enabled: 0 } });
      await setAppConfig(t.db, 'socialite.wechat_app', {
        app_id: APP_ID,
        app_secret: '',
        api_base: wechat.base,
      });
      expect((await jssdk()).data).toEqual({ enabled: 0 });
      expect(wechat.requests).toHaveLength(0);
    });
  });

  describe('with an official account', () => {
    beforeAll(async () => {
      await setAppConfig(t.db, 'site.name', '书院测试站');
      await setAppConfig(t.db, 'socialite.wechat_app', {
        app_id: APP_ID,
        app_secret: SECRET,
        api_base: wechat.base,
      });
    });

    it('signs the page with a jsapi_ticket fetched once with the access_token and kept in the store', async () => {
      const before = wechat.requests.length;
      const first = await jssdk(`${PAGE}#/ignored`);
      expect(first.code).toBe(0);
      expect(first.data).toMatchObject({
        enabled: 1,
        data: {
          appId: APP_ID,
          debug: false,
          beta: false,
          jsApiList: ['updateAppMessageShareData', 'updateTimelineShareData'],
          openTagList: [],
        },
        share: { title: '书院测试站', desc: '' },
      });
      const config = first.data.data as { nonceStr: string; timestamp: number; signature: string };
      expect(config.nonceStr).toMatch(/^[0-9a-f]{16}$/);
      expect(Math.abs(config.timestamp - Date.now() / 1000)).toBeLessThan(60);
      expect(config.signature).toBe(
        sha1(`jsapi_ticket=TICKET-1&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${PAGE}`),
      );
      const calls = wechat.requests.slice(before).map((r) => new URL(r.url, 'http://x').pathname);
      expect(calls).toEqual(['/cgi-bin/token', '/cgi-bin/ticket/getticket']);

      // The next pages sign with the stored ticket: WeChat is not asked again.
      const second = await jssdk('https://shop.test/h5');
      const signed = second.data.data as { nonceStr: string; timestamp: number; signature: string };
      expect(signed.signature).toBe(
        sha1(
          `jsapi_ticket=TICKET-1&noncestr=${signed.nonceStr}&timestamp=${signed.timestamp}&url=https://shop.test/h5`,
        ),
      );
      expect(wechat.requests.length - before).toBe(2);
    });

    it('fetches a new ticket once the stored one is gone', async () => {
      await t.app.store.delete(`wechat:jsapi-ticket:${APP_ID}`);
      const again = await jssdk();
      const config = again.data.data as { nonceStr: string; timestamp: number; signature: string };
      expect(config.signature).toBe(
        sha1(`jsapi_ticket=TICKET-2&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${PAGE}`),
      );
    });

    it('answers disabled, never an error, when WeChat refuses or the page is not a web address', async () => {
      await t.app.store.delete(`wechat:jsapi-ticket:${APP_ID}`);
      refuse = true;
      expect(await jssdk()).toEqual({ code: 0, message: '', data: { enabled: 0 } });
      refuse = false;
      expect((await jssdk('javascript:alert(1)')).data).toEqual({ enabled: 0 });
      expect((await t.get(`/api/v3/other/wechat-mp-jssdk?path=${'a'.repeat(3000)}`)).code).toBe(1);
    });
  });
});
