import { ApiCode } from '@shuyuan/contract';
import { expect, it, vi } from 'vitest';
import { setAppConfig } from '#test/helpers/app-config';
import { freshIp, freshMobile, requestSmsCode, solveCaptcha } from '#test/helpers/sms';
import { forEachDatabaseAndStore, type TestApp } from '#test/helpers/test-app';
import {
  AUDIO_PER_IP_PER_MINUTE,
  AUDIO_PLAYS_EXCEEDED,
  AUDIO_PLAYS_PER_CAPTCHA,
  CAPTCHA_GONE,
} from './captcha-audio';
import { SmsBudgetMessage } from './sms-code';
import { readPcm16 } from './wav';

/** The audio captcha (decision 023): the image captcha's answer spoken, on both databases. */

const audioOf = (t: TestApp, key: string, query = '', ip = '127.0.0.1') =>
  t
    .inject({
      method: 'GET',
      url: `/api/v2/captcha/audio?key=${encodeURIComponent(key)}${query}`,
      remoteAddress: ip,
    })
    .then((r) => ({
      headers: r.headers,
      body: r.json() as { code: number; message: string; data: { audio: string } },
    }));

const wavOf = (dataUrl: string) => {
  expect(dataUrl).toMatch(/^data:audio\/wav;base64,/);
  return readPcm16(Buffer.from(dataUrl.split(',')[1], 'base64'));
};

forEachDatabaseAndStore((t) => {
  it('speaks the answer of a digits-only image captcha as a WAV that is never cached', async () => {
    const { key, answer } = await solveCaptcha(t);
    expect(answer).toMatch(/^\d{4}$/);
    const { headers, body } = await audioOf(t, key, '', freshIp());
    expect(headers['cache-control']).toBe('no-store');
    expect(body.code).toBe(0);
    const wav = wavOf(body.data.audio);
    expect(wav.sampleRate).toBe(11025);
    // Four digits with their pauses: a few seconds, not a fragment and not a minute.
    const seconds = wav.samples.length / wav.sampleRate;
    expect(seconds).toBeGreaterThan(2);
    expect(seconds).toBeLessThan(6);
  });

  it('leaves the captcha unused: the same answer still sends the code after listening', async () => {
    const ip = freshIp();
    const { key, answer } = await solveCaptcha(t);
    expect((await audioOf(t, key, '&lang=en', ip)).body.code).toBe(0);
    const sent = await t.inject({
      method: 'POST',
      url: '/api/v2/captcha/sms',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        mobile: freshMobile(),
        image_key: key,
        image_captcha: answer,
        scene: 'login',
      }),
    });
    expect(sent.json()).toEqual({ code: 0, message: '', data: [] });
    // Checked once, the captcha is gone for the audio too.
    expect((await audioOf(t, key, '', ip)).body.message).toBe(CAPTCHA_GONE);
  });

  it('refuses an unknown key, a bad language and a missing key', async () => {
    const ip = freshIp();
    expect((await audioOf(t, 'no-such-key', '', ip)).body.message).toBe(CAPTCHA_GONE);
    const { key } = await solveCaptcha(t);
    expect((await audioOf(t, key, '&lang=fr', ip)).body.message).toBe('参数错误');
    const missing = await t.inject({ method: 'GET', url: '/api/v2/captcha/audio', remoteAddress: ip });
    expect(missing.json().message).toBe('参数错误');
  });

  it(`plays one captcha ${AUDIO_PLAYS_PER_CAPTCHA} times, then asks for a new picture`, async () => {
    const ip = freshIp();
    const { key } = await solveCaptcha(t);
    for (let i = 0; i < AUDIO_PLAYS_PER_CAPTCHA; i++)
      expect((await audioOf(t, key, '', ip)).body.code).toBe(0);
    const over = await audioOf(t, key, '', ip);
    expect(over.body).toMatchObject({ code: 429, message: AUDIO_PLAYS_EXCEEDED });
  });

  it(`serves ${AUDIO_PER_IP_PER_MINUTE} a minute to one IP, then answers 429`, async () => {
    // One fixed minute: a window boundary in the middle of the test would start the count again.
    const minute = Date.now() - (Date.now() % 60_000) + 1_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(minute);
    try {
      await fillIpBudget();
    } finally {
      clock.mockRestore();
    }
  });

  it('charges every play to the hourly SMS budget of the address: past it, plays and sends are refused', async () => {
    // One fixed hour: the budget counts in calendar hours, and a boundary mid-test would start it again.
    const hour = Date.now() - (Date.now() % 3_600_000) + 1_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(hour);
    await setAppConfig(t.db, 'sms.ip_hourly_cap', 3);
    try {
      const ip = freshIp();
      for (let i = 0; i < 3; i++) {
        const { key } = await solveCaptcha(t);
        expect((await audioOf(t, key, '', ip)).body.code).toBe(0);
      }
      const { key } = await solveCaptcha(t);
      const refused = { code: ApiCode.business, message: SmsBudgetMessage.ipHourly, data: [] };
      expect((await audioOf(t, key, '', ip)).body).toEqual(refused);
      // The SMS sends of that address share the budget the plays used up, and answer the same way.
      expect(await requestSmsCode(t, freshMobile(), 'login', ip)).toEqual(refused);
      // Another address has its own budget, for plays and sends alike.
      const other = freshIp();
      expect((await audioOf(t, key, '', other)).body.code).toBe(0);
      expect((await requestSmsCode(t, freshMobile(), 'login', other)).code).toBe(0);
    } finally {
      await t.db.deleteFrom('app_config').where('key', '=', 'sms.ip_hourly_cap').execute();
      clock.mockRestore();
    }
  });

  it('counts the SMS sends of the address against its plays: a send-spent budget refuses plays', async () => {
    const hour = Date.now() - (Date.now() % 3_600_000) + 1_000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(hour);
    await setAppConfig(t.db, 'sms.ip_hourly_cap', 2);
    try {
      const ip = freshIp();
      expect((await requestSmsCode(t, freshMobile(), 'login', ip)).code).toBe(0);
      const { key } = await solveCaptcha(t);
      expect((await audioOf(t, key, '', ip)).body.code).toBe(0);
      expect((await audioOf(t, key, '', ip)).body).toMatchObject({ message: SmsBudgetMessage.ipHourly });
    } finally {
      await t.db.deleteFrom('app_config').where('key', '=', 'sms.ip_hourly_cap').execute();
      clock.mockRestore();
    }
  });

  async function fillIpBudget() {
    const ip = freshIp();
    let served = 0;
    while (served < AUDIO_PER_IP_PER_MINUTE) {
      const { key } = await solveCaptcha(t);
      for (let i = 0; i < AUDIO_PLAYS_PER_CAPTCHA && served < AUDIO_PER_IP_PER_MINUTE; i++, served++) {
        expect((await audioOf(t, key, '', ip)).body.code).toBe(0);
      }
    }
    const { key } = await solveCaptcha(t);
    // The API's way: HTTP 200 with the 429 envelope.
    expect((await audioOf(t, key, '', ip)).body).toMatchObject({ code: 429, message: '请稍后再试' });
    // Another address is not affected.
    expect((await audioOf(t, key, '', freshIp())).body.code).toBe(0);
  }
});
