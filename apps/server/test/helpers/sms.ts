import type { TestApp } from './test-app';

/** A fresh image captcha and its answer (read through the dev tool, as browser tests do). */
export async function solveCaptcha(t: TestApp): Promise<{ key: string; answer: string }> {
  const captcha = await t.get('/api/v2/captcha/image');
  const key = captcha.data.key as string;
  const peek = await t.get(`/api/dev/captcha/${encodeURIComponent(key)}`);
  return { key, answer: peek.data.answer as string };
}

/** POST /api/v2/captcha/sms from `ip` with a solved captcha; returns the envelope. */
export async function requestSmsCode(t: TestApp, mobile: string, scene: string, ip = '127.0.0.1') {
  const { key, answer } = await solveCaptcha(t);
  const response = await t.inject({
    method: 'POST',
    url: '/api/v2/captcha/sms',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ mobile, image_key: key, image_captcha: answer, scene }),
  });
  return response.json() as { code: number; message: string; data: unknown };
}

/** The newest code the log provider "sent" to a mobile. */
export async function latestSmsCode(t: TestApp, mobile: string): Promise<string> {
  const outbox = await t.get(`/api/dev/sms-outbox?mobile=${mobile}`);
  return outbox.data[0]?.code as string;
}

/** Sends a code and returns it (fails the test when sending was refused). */
export async function sendAndReadCode(
  t: TestApp,
  mobile: string,
  scene: string,
  ip?: string,
): Promise<string> {
  const sent = await requestSmsCode(t, mobile, scene, ip);
  if (sent.code !== 0) throw new Error(`sms send refused: ${sent.message}`);
  return latestSmsCode(t, mobile);
}

let counter = 0;
/** A mainland mobile no other test uses. */
export function freshMobile(): string {
  counter += 1;
  const n = (Date.now() % 1e6) * 100 + (counter % 100);
  return `137${String(n).padStart(8, '0').slice(-8)}`;
}

/** A distinct client address per call, so per-IP budgets of one test do not touch another. */
export function freshIp(): string {
  counter += 1;
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}
