import { describe, expect, it } from 'vitest';
import { CAPTCHA_WRONG, LoginMessage, smsTooSoonMessage } from '#modules/auth';
import { bearer, type HttpClient } from '../helpers/http-client';
import { useProcessScope } from '../helpers/process-scope';
import { useSharedProcesses } from '../helpers/shared-processes';

/*
 * Issue 9: two server processes sharing PostgreSQL and Redis hold one state between them: member tokens,
 * captchas, the SMS and login-failure budgets, and the invalidation of cached answers.
 */

const processes = useProcessScope('shuyuan-2proc-');

describe('two server processes sharing PostgreSQL and Redis', { tags: ['postgres', 'redis'] }, () => {
  const shared = useSharedProcesses(processes);

  const captchaOn = async (server: HttpClient, path = '/api/v2/captcha/image') => {
    const key = (await server.get(path)).body.data.key as string;
    return { key, answer: (await shared.peek.get(`captcha:${key}`)) as string };
  };

  it('a member token issued by one works on the other; a logout on one ends it on both', async () => {
    const { a, b, fx } = shared;
    const login = await a.post('/api/v2/login/password', {
      mobile: fx.tokenMember.mobile,
      password: 'shuyuan123',
    });
    expect(login.body.code, login.body.message).toBe(0);
    const auth = bearer(login.body.data.token);
    expect((await b.get('/api/v2/member/detail', auth)).body.data.id).toBe(fx.tokenMember.id);
    expect((await b.post('/api/v2/logout', undefined, auth)).body.code).toBe(0);
    expect((await b.get('/api/v2/member/detail', auth)).body.code).toBe(401);
    // The other process drops its cached session when the invalidation reaches it through Redis.
    await expect
      .poll(async () => (await a.get('/api/v2/member/detail', auth)).body.code, {
        timeout: 2_000,
        interval: 50,
      })
      .toBe(401);
  });

  it("a member's password change on one ends the other sessions on both, keeping the changing one", async () => {
    const { a, b, fx, peek } = shared;
    const mobile = fx.passwordMember.mobile;
    const loginOn = async (server: HttpClient) =>
      bearer(
        (await server.post('/api/v2/login/password', { mobile, password: 'shuyuan123' })).body.data.token,
      );
    const keep = await loginOn(a);
    const other = await loginOn(b);
    const detail = (server: HttpClient, auth: Record<string, string>) =>
      server.get('/api/v2/member/detail', auth).then((r) => r.body.code);
    // Both sessions are cached by both processes before the change.
    for (const server of [a, b]) for (const auth of [keep, other]) expect(await detail(server, auth)).toBe(0);

    const captcha = await captchaOn(b);
    const sent = await b.post('/api/v2/captcha/sms', {
      mobile,
      image_key: captcha.key,
      image_captcha: captcha.answer,
      scene: 'password_reset',
    });
    expect(sent.body.code, sent.body.message).toBe(0);
    const code = await peek.get(`sms:code:password_reset:${mobile}`);
    const changed = await a.post(
      '/api/v2/member/detail/password',
      { mobile, mobile_code: code, password: 'changed-123' },
      keep,
    );
    expect(changed.body.code, changed.body.message).toBe(0);

    expect(await detail(a, other)).toBe(401);
    await expect.poll(() => detail(b, other), { timeout: 2_000, interval: 50 }).toBe(401);
    for (const server of [a, b]) expect(await detail(server, keep)).toBe(0);
  });

  it("a super admin's password reset on one ends that administrator's sessions on both at once", async () => {
    const { a, b, fx } = shared;
    const adminLogin = async (server: HttpClient, username: string, password = 'shuyuan123') => {
      const captcha = await captchaOn(server, '/backend/api/v1/captcha/image');
      return server.post('/backend/api/v1/login', {
        username,
        password,
        image_key: captcha.key,
        image_captcha: captcha.answer,
      });
    };
    const root = bearer((await adminLogin(a, fx.admin.username)).body.data.token);
    const editorOnA = bearer((await adminLogin(a, fx.editor.username)).body.data.token);
    const editorOnB = bearer((await adminLogin(b, fx.editor.username)).body.data.token);
    const reset = await a.put(
      `/backend/api/v1/administrators/${fx.editor.id}`,
      { name: fx.editor.name, role: 'editor', is_locked: false, password: 'reset-pass-55' },
      root,
    );
    expect(reset.body.code, reset.body.message).toBe(0);
    for (const server of [a, b])
      for (const auth of [editorOnA, editorOnB])
        expect((await server.get('/backend/api/v1/me', auth)).body.code).toBe(401);
    expect((await adminLogin(b, fx.editor.username, 'reset-pass-55')).body.code).toBe(0);
  });

  it('a captcha from one is checked (once) on the other; the per-mobile SMS budget is shared', async () => {
    const { a, b, fx } = shared;
    const captcha = await captchaOn(a);
    const send = (server: HttpClient, c: { key: string; answer: string }) =>
      server.post('/api/v2/captcha/sms', {
        mobile: fx.smsMobile,
        image_key: c.key,
        image_captcha: c.answer,
        scene: 'register',
      });
    expect((await send(b, captcha)).body).toMatchObject({ code: 0 });
    expect((await send(a, captcha)).body.message).toBe(CAPTCHA_WRONG);
    expect((await send(a, await captchaOn(b))).body.message).toBe(smsTooSoonMessage(60));
  });

  it('wrong passwords on both processes add up to one lockout', async () => {
    const { a, b, fx } = shared;
    const attempt = (server: HttpClient, password: string) =>
      server.post('/api/v2/login/password', { mobile: fx.lockoutMember.mobile, password });
    for (let i = 0; i < 10; i++) {
      expect((await attempt(i % 2 ? a : b, 'wrong-password')).body.message).toBe(LoginMessage.badCredentials);
    }
    for (const server of [a, b]) {
      expect((await attempt(server, 'shuyuan123')).body.message).toBe(LoginMessage.tooManyFailures);
    }
  });

  it('an admin write on one refreshes the cached answer on the other at once', async () => {
    const { a, b, fx, database } = shared;
    const siteName = async () => (await b.get('/api/v2/other/config')).body.data.name as string;
    const before = await siteName();
    // A change behind the servers' back is not seen: b answers from its cache.
    await database.db
      .updateTable('app_config')
      .set({ value: JSON.stringify('改在库里') })
      .where('key', '=', 'site.name')
      .execute();
    expect(await siteName()).toBe(before);

    const captcha = await captchaOn(a, '/backend/api/v1/captcha/image');
    const login = await b.post('/backend/api/v1/login', {
      username: fx.admin.username,
      password: 'shuyuan123',
      image_key: captcha.key,
      image_captcha: captcha.answer,
    });
    expect(login.body.code, login.body.message).toBe(0);
    const saved = await a.put(
      '/backend/api/v1/settings',
      { values: { 'site.name': '两个进程' } },
      bearer(login.body.data.token),
    );
    expect(saved.body.code, saved.body.message).toBe(0);
    // The invalidation travels through Redis pub/sub: milliseconds, never the 600 s TTL.
    await expect.poll(siteName, { timeout: 2_000, interval: 50 }).toBe('两个进程');
  });

  it('an origin allowed in the console on one is allowed by the other at once (CORS, issue 20)', async () => {
    const { a, b, fx } = shared;
    const origin = 'https://shop.two-processes.example';
    const allowedOnB = async () =>
      (
        await fetch(`${b.url}/api/v2/courses`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'GET' },
        })
      ).headers.get('access-control-allow-origin');
    expect(await allowedOnB()).toBeNull();
    const captcha = await captchaOn(a, '/backend/api/v1/captcha/image');
    const login = await a.post('/backend/api/v1/login', {
      username: fx.admin.username,
      password: 'shuyuan123',
      image_key: captcha.key,
      image_captcha: captcha.answer,
    });
    expect(login.body.code, login.body.message).toBe(0);
    const save = (value: string) =>
      a.put(
        '/backend/api/v1/settings',
        { values: { 'site.cors_origins': value } },
        bearer(login.body.data.token),
      );
    expect((await save(origin)).body.code).toBe(0);
    await expect.poll(allowedOnB, { timeout: 2_000, interval: 50 }).toBe(origin);
    expect((await save('')).body.code).toBe(0);
    await expect.poll(allowedOnB, { timeout: 2_000, interval: 50 }).toBeNull();
  });
});
