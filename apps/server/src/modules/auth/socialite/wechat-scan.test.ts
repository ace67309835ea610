import { beforeAll, expect, it } from 'vitest';
import { setAppConfig } from '#test/helpers/app-config';
import {
  approveOnSimulator,
  location,
  queryOf,
  simulatedLoginCode,
  sitePath,
  TestBrowser,
} from '#test/helpers/oauth-browser';
import { forEachDatabaseAndStore, type TestApp } from '#test/helpers/test-app';

const SUCCESS = '扫码成功，请返回电脑端继续操作';

async function startScan(t: TestApp, action = 'login') {
  const started = await t.post('/api/v3/auth/login/wechat-scan/url', { action });
  expect(started.code, started.message).toBe(0);
  return started.data as { url: string; key: string; expire: number };
}

/** The phone: opens the QR's page in WeChat, authorises on the simulator, comes back to the page. */
async function scanOnPhone(t: TestApp, url: string, identity = {}) {
  const phone = new TestBrowser(t);
  const authorize = location(await phone.get(url));
  expect(authorize).toMatch(/^\/api\/dev\/oauth\/authorize\?app=wechat&/);
  const back = location(await approveOnSimulator(phone, authorize, identity));
  return { phone, back };
}

/** PC scan login (spec §4): start → the phone's page → WeChat OAuth → the key holds a login_code. */
forEachDatabaseAndStore((t) => {
  beforeAll(async () => {
    await setAppConfig(t.db, 'socialite.wechat_oauth', 1);
  });

  it('completes a scan: the query turns from "0" into a login_code that logs in', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { url, key, expire } = await startScan(t);
    expect(key.length).toBeGreaterThanOrEqual(20);
    expect(url).toBe(`http://localhost:80/api/v3/auth/login/wechat-scan/page?key=${key}&action=login`);
    expect(expire).toBeGreaterThanOrEqual(before + 300);
    expect(expire).toBeLessThanOrEqual(before + 301);
    expect((await t.get(`/api/v3/auth/login/wechat-scan/query?key=${key}`)).data).toEqual({ code: '0' });

    const { phone, back } = await scanOnPhone(t, url, { nickname: '扫码用户' });
    expect(back).toMatch(
      /^\/api\/v3\/auth\/login\/wechat-scan\/page\?wechat_scan_key=.+&nonce=.+&login_code=.+&action=login$/,
    );
    const done = await phone.get(back);
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toContain('text/html');
    expect(done.body).toContain(SUCCESS);

    const polled = await t.get(`/api/v3/auth/login/wechat-scan/query?key=${key}`);
    expect(polled.data.code).toBe(queryOf(back).get('login_code'));
    const login = await t.post('/api/v3/auth/login/code', { code: polled.data.code });
    expect(login.data).toEqual({ success: 1, token: expect.any(String) });
    const me = await t.get('/api/v2/member/detail', { authorization: `Bearer ${login.data.token}` });
    expect(me.data).toMatchObject({ is_bind_wechat: 1, nick_name: expect.stringMatching(/^扫码用户_/) });

    // Opening the finished page again changes nothing.
    expect((await phone.get(back)).body).not.toContain(SUCCESS);
  });

  it('answers 参数错误 for an unknown, missing or expired key', async () => {
    expect((await t.get('/api/v3/auth/login/wechat-scan/query?key=nope')).message).toBe('参数错误');
    expect((await t.get('/api/v3/auth/login/wechat-scan/query')).message).toBe('参数错误');
    expect((await t.post('/api/v3/auth/login/wechat-scan/url', { action: 'other' })).message).toBe(
      '参数错误',
    );
    const { key } = await startScan(t);
    await t.store.delete(`wechat-scan-login:${key}`);
    expect((await t.get(`/api/v3/auth/login/wechat-scan/query?key=${key}`)).message).toBe('参数错误');
    const page = await t.inject(`/api/v3/auth/login/wechat-scan/page?key=${key}&action=login`);
    expect(page.body).toContain('二维码已失效');
    // Malformed page addresses get the API's envelope.
    for (const query of [
      '',
      'key=short',
      `key=${key}&action=evil`,
      'login_err_msg=%3Cb%3Ehi',
      'login_code=x&nonce=y',
    ]) {
      expect((await t.get(`/api/v3/auth/login/wechat-scan/page?${query}`)).message, query).toBe('参数错误');
    }
  });

  it('lets a code complete only the key whose page started its flow', async () => {
    const first = await startScan(t);
    const second = await startScan(t);
    const { phone, back } = await scanOnPhone(t, first.url);

    // The first scan's return, rewritten to the second key: refused, and the first still works.
    const params = queryOf(back);
    params.set('wechat_scan_key', second.key);
    const rewritten = await phone.get(`/api/v3/auth/login/wechat-scan/page?${params}`);
    expect(rewritten.body).toContain('二维码已失效');
    expect((await t.get(`/api/v3/auth/login/wechat-scan/query?key=${second.key}`)).data.code).toBe('0');

    // A login_code from an ordinary WeChat login (no scan nonce) cannot be planted into a key either.
    const foreign = await simulatedLoginCode(t, 'wechat');
    const planted = await phone.get(
      `/api/v3/auth/login/wechat-scan/page?wechat_scan_key=${second.key}&nonce=${params.get('nonce')}&login_code=${foreign}`,
    );
    expect(planted.body).toContain('二维码已失效');
    expect((await t.get(`/api/v3/auth/login/wechat-scan/query?key=${second.key}`)).data.code).toBe('0');

    expect((await phone.get(back)).body).toContain(SUCCESS);
    expect((await t.get(`/api/v3/auth/login/wechat-scan/query?key=${first.key}`)).data.code).toBe(
      params.get('login_code'),
    );
  });

  it('shows the failure page when WeChat authorisation is refused, and carries action=bind', async () => {
    const { url } = await startScan(t, 'bind');
    const phone = new TestBrowser(t);
    const authorize = location(await phone.get(sitePath(url)));
    const page = await phone.get(authorize);
    const fields = Object.fromEntries(
      [...page.body.matchAll(/name="(app|state|redirect_uri)" value="([^"]*)"/g)].map((m) => [
        m[1],
        m[2].replace(/&amp;/g, '&'),
      ]),
    );
    const denied = await phone.post('/api/dev/oauth/authorize', { ...fields, decision: 'deny' });
    const back = location(await phone.get(location(denied)));
    expect(queryOf(back).get('action')).toBe('bind');
    expect(queryOf(back).get('login_err_msg')).toBe('授权登录失败[1002]');
    const failed = await phone.get(back);
    expect(failed.body).toContain('微信授权失败');
  });
});
