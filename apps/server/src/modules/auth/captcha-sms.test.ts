import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshIp, freshMobile, latestSmsCode, requestSmsCode, solveCaptcha } from '#test/helpers/sms';
import { forEachDatabase, forEachDatabaseAndStore } from '#test/helpers/test-app';
import { CAPTCHA_TTL_MS } from './captcha';
import { consumeSmsCode, SMS_CODE_TTL_MS, SMS_CODE_WRONG, SmsBudget, SmsBudgetMessage } from './sms-code';

/** Image captcha and SMS codes: single use, expiry, scene binding, wrong-try limit, budgets (issue 3). */
forEachDatabaseAndStore((t) => {
  const post = (url: string, body: unknown, ip = '127.0.0.1') =>
    t
      .inject({
        method: 'POST',
        url,
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      })
      .then((r) => r.json() as { code: number; message: string; data: unknown });

  it('serves a distorted SVG captcha that is never cached', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v2/captcha/image' });
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data.sensitive).toBe(false);
    expect(data.key).toMatch(/^[\w-]{20,}$/);
    expect(data.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(data.img.split(',')[1], 'base64').toString()).toContain('<svg');
  });

  it('accepts a captcha answer in any case, once', async () => {
    const mobile = freshMobile();
    const { key, answer } = await solveCaptcha(t);
    const body = { mobile, image_key: key, image_captcha: answer.toUpperCase(), scene: 'login' };
    expect(await post('/api/v2/captcha/sms', body, freshIp())).toEqual({ code: 0, message: '', data: [] });
    // Reuse of the same captcha, even with the right answer, is refused.
    expect((await post('/api/v2/captcha/sms', { ...body, mobile: freshMobile() }, freshIp())).message).toBe(
      '图形验证码错误',
    );
  });

  it('uses the captcha up on a wrong answer too', async () => {
    const { key, answer } = await solveCaptcha(t);
    const wrong = await post('/api/v2/captcha/sms', {
      mobile: freshMobile(),
      image_key: key,
      image_captcha: 'zzzz',
      scene: 'login',
    });
    expect(wrong.message).toBe('图形验证码错误');
    const retry = await post('/api/v2/captcha/sms', {
      mobile: freshMobile(),
      image_key: key,
      image_captcha: answer,
      scene: 'login',
    });
    expect(retry.message).toBe('图形验证码错误');
  });

  it('validates the send request with MeEdu messages and the mobile format', async () => {
    expect((await post('/api/v2/captcha/sms', {})).message).toBe('请输入手机号,请输入图形验证码,参数错误');
    const { key, answer } = await solveCaptcha(t);
    expect(
      (
        await post('/api/v2/captcha/sms', {
          mobile: '12345',
          image_key: key,
          image_captcha: answer,
          scene: 'login',
        })
      ).message,
    ).toBe('请输入正确的手机号');
    expect(
      (
        await post('/api/v2/captcha/sms', {
          mobile: freshMobile(),
          image_key: key,
          image_captcha: answer,
          scene: 'hack',
        })
      ).message,
    ).toBe('参数错误');
  });

  it('sends a 6-digit code bound to its scene, single use', async () => {
    const mobile = freshMobile();
    expect((await requestSmsCode(t, mobile, 'register', freshIp())).code).toBe(0);
    const code = await latestSmsCode(t, mobile);
    expect(code).toMatch(/^\d{6}$/);
    // A register code does not log in.
    expect((await post('/api/v2/login/mobile', { mobile, mobile_code: code })).message).toBe(
      '短信验证码错误',
    );
    const registered = await post('/api/v2/register/sms', {
      mobile,
      mobile_code: code,
      password: 'secret123',
    });
    expect(registered).toEqual({ code: 0, message: '', data: [] });
    // Used up.
    expect(
      (await post('/api/v2/register/sms', { mobile, mobile_code: code, password: 'secret123' })).message,
    ).toBe('短信验证码错误');
  });

  it('cancels a code after 10 wrong tries, so the 11th (right) try fails', async () => {
    const mobile = freshMobile();
    await requestSmsCode(t, mobile, 'login', freshIp());
    const code = await latestSmsCode(t, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 10; i++) {
      expect((await post('/api/v2/login/mobile', { mobile, mobile_code: wrong })).message).toBe(
        '短信验证码错误',
      );
    }
    expect((await post('/api/v2/login/mobile', { mobile, mobile_code: code })).message).toBe(
      '短信验证码错误',
    );
  });

  it('compares no more than 10 of 40 concurrent guesses at a code, even with the right one last', async () => {
    const mobile = freshMobile();
    await requestSmsCode(t, mobile, 'login', freshIp());
    const code = await latestSmsCode(t, mobile);
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const guesses = [...Array.from({ length: 39 }, (_, i) => wrong(i)), code];
    // Called together, as 40 requests in flight at once reach the check.
    const results = await Promise.allSettled(
      guesses.map((guess) => consumeSmsCode(t.app, { mobile, flow: 'login', code: guess })),
    );
    expect(results.map((r) => r.status)).toEqual(guesses.map(() => 'rejected'));
    await expect(consumeSmsCode(t.app, { mobile, flow: 'login', code })).rejects.toThrow(SMS_CODE_WRONG);
  });

  it('refuses a second send to one mobile inside 60 s', async () => {
    const mobile = freshMobile();
    expect((await requestSmsCode(t, mobile, 'login', freshIp())).code).toBe(0);
    expect((await requestSmsCode(t, mobile, 'register', freshIp())).message).toBe(SmsBudgetMessage.tooSoon);
    expect(SmsBudgetMessage.tooSoon).toBe('短信发送过于频繁，请60秒后再试');
  });

  it('caps sends per mobile per day', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < SmsBudget.perMobilePerDay; i++) {
      expect((await requestSmsCode(t, mobile, 'login', freshIp())).code).toBe(0);
      // Stands for the minute passing between two sends.
      await t.store.delete(`sms:gap:${mobile}`);
    }
    expect((await requestSmsCode(t, mobile, 'login', freshIp())).message).toBe(SmsBudgetMessage.mobileDaily);
  });

  it('caps sends per IP per hour', async () => {
    const ip = freshIp();
    for (let i = 0; i < SmsBudget.perIpPerHour; i++) {
      expect((await requestSmsCode(t, freshMobile(), 'login', ip)).code).toBe(0);
    }
    expect((await requestSmsCode(t, freshMobile(), 'login', ip)).message).toBe(SmsBudgetMessage.ipHourly);
  });
});

forEachDatabase((t) => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('honours the global daily cap from the site settings', async () => {
    await t.db
      .insertInto('app_config')
      .values({ key: 'sms.daily_cap', value: '2', is_private: 1, updated_at: Date.now() })
      .execute();
    expect((await requestSmsCode(t, freshMobile(), 'login', freshIp())).code).toBe(0);
    expect((await requestSmsCode(t, freshMobile(), 'login', freshIp())).code).toBe(0);
    expect((await requestSmsCode(t, freshMobile(), 'login', freshIp())).message).toBe(
      SmsBudgetMessage.globalDaily,
    );
    await t.db.deleteFrom('app_config').where('key', '=', 'sms.daily_cap').execute();
  });

  it('takes the per-IP hourly budget from the site settings', async () => {
    await t.db
      .insertInto('app_config')
      .values({ key: 'sms.ip_hourly_cap', value: '2', is_private: 1, updated_at: Date.now() })
      .execute();
    const ip = freshIp();
    expect((await requestSmsCode(t, freshMobile(), 'login', ip)).code).toBe(0);
    expect((await requestSmsCode(t, freshMobile(), 'login', ip)).code).toBe(0);
    expect((await requestSmsCode(t, freshMobile(), 'login', ip)).message).toBe(SmsBudgetMessage.ipHourly);
    await t.db.deleteFrom('app_config').where('key', '=', 'sms.ip_hourly_cap').execute();
  });

  it('takes the per-mobile gap from the site settings and names it in the message', async () => {
    await t.db
      .insertInto('app_config')
      .values({ key: 'sms.mobile_gap_seconds', value: '1', is_private: 1, updated_at: Date.now() })
      .execute();
    const mobile = freshMobile();
    expect((await requestSmsCode(t, mobile, 'login', freshIp())).code).toBe(0);
    expect((await requestSmsCode(t, mobile, 'login', freshIp())).message).toBe(
      '短信发送过于频繁，请1秒后再试',
    );
    await new Promise((r) => setTimeout(r, 1100));
    expect((await requestSmsCode(t, mobile, 'login', freshIp())).code).toBe(0);
    await t.db.deleteFrom('app_config').where('key', '=', 'sms.mobile_gap_seconds').execute();
  });

  it('expires captchas and codes after 300 s', async () => {
    const realNow = Date.now();
    const { key, answer } = await solveCaptcha(t);
    vi.spyOn(Date, 'now').mockReturnValue(realNow + CAPTCHA_TTL_MS + 1000);
    const late = await t.post('/api/v2/captcha/sms', {
      mobile: freshMobile(),
      image_key: key,
      image_captcha: answer,
      scene: 'login',
    });
    expect(late.message).toBe('图形验证码错误');
    vi.restoreAllMocks();

    const mobile = freshMobile();
    await requestSmsCode(t, mobile, 'login', freshIp());
    const code = await latestSmsCode(t, mobile);
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + SMS_CODE_TTL_MS + 1000);
    expect((await t.post('/api/v2/login/mobile', { mobile, mobile_code: code })).message).toBe(
      '短信验证码错误',
    );
  });
});

describe('dev tools', () => {
  forEachDatabase(
    (t) => {
      it('are not registered in production', async () => {
        expect((await t.get('/api/dev/sms-outbox?mobile=13800000000')).code).toBe(404);
        expect((await t.get('/api/dev/captcha/abc')).code).toBe(404);
      });
    },
    { config: { nodeEnv: 'production' } },
  );
});
