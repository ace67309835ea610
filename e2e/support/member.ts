// What the member-centre stories share: API calls as the demo member, a logged-in browser context,
// orders to look at, a new member through the real sign-up, a picture to upload.
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { call, cashier, data } from './api';
import { DESKTOP, newContext } from './browser';
import { TOKEN_KEY } from './member-session';
import type { Site } from './site';

export { call, cashier, data } from './api';
export { DEMO_MEMBER as DEMO, loginToken, TOKEN_KEY } from './member-session';

export async function memberContext(
  site: Site,
  token: string,
  viewport: { width: number; height: number } = DESKTOP,
) {
  const context = await newContext(site.browser, site.baseUrl, { viewport });
  // Once per tab: the reload after logging out must not bring the token back.
  await context.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('e2e-token-set')) return;
      window.localStorage.setItem(key, value);
      window.sessionStorage.setItem('e2e-token-set', '1');
    },
    [TOKEN_KEY, token] as const,
  );
  return context;
}

/** A new member through the real sign-up (image captcha and SMS code read from the dev tools), logged in. */
export async function freshMemberToken(baseUrl: string): Promise<string> {
  const mobile = `139${String(Date.now()).slice(-8)}`;
  const captcha = await data<{ key: string }>(baseUrl, null, 'GET', '/api/v2/captcha/image');
  const { answer } = await data<{ answer: string }>(baseUrl, null, 'GET', `/api/dev/captcha/${captcha.key}`);
  await data(baseUrl, null, 'POST', '/api/v2/captcha/sms', {
    mobile,
    image_key: captcha.key,
    image_captcha: answer,
    scene: 'register',
  });
  const [sms] = await data<{ code: string }[]>(baseUrl, null, 'GET', `/api/dev/sms-outbox?mobile=${mobile}`);
  await data(baseUrl, null, 'POST', '/api/v2/register/sms', {
    mobile,
    mobile_code: sms.code,
    password: 'shuyuan123',
  });
  const login = await data<{ token: string }>(baseUrl, null, 'POST', '/api/v2/login/password', {
    mobile,
    password: 'shuyuan123',
  });
  return login.token;
}

/**
 * Gives the demo member orders to look at: a paid offline course (its seat is all it changes) and a course
 * order cancelled at the cashier (nothing delivered). Returns the offline course's id.
 */
export async function placeOrders(baseUrl: string, token: string): Promise<number> {
  const activates = await data<{ data: { id: number; charge: number; state: string }[] }>(
    baseUrl,
    null,
    'GET',
    '/api/v2/activates?page_size=50',
  );
  // Other stories of the same run may have enrolled the demo member already: take the first one still open to them.
  let activate: { id: number } | undefined;
  let paid: { sign: string } | undefined;
  for (const a of activates.data.filter((x) => x.charge > 0 && x.state === 'open')) {
    const answer = await call<{ sign: string }>(baseUrl, token, 'POST', '/api/v3/order', {
      goods_type: 'ACTIVATE',
      goods_id: a.id,
      agree_protocol: 1,
    });
    if (answer.code === 0) {
      activate = a;
      paid = answer.data;
      break;
    }
  }
  assert.ok(activate && paid, 'the demo seed has a paid offline course the demo member can still enrol in');
  await cashier(baseUrl, 'pay', paid.sign);

  const courses = await data<{ data: { id: number; charge: number }[] }>(
    baseUrl,
    null,
    'GET',
    '/api/v2/courses?page_size=50',
  );
  for (const course of courses.data.filter((c) => c.charge > 0)) {
    const order = await call<{ sign: string }>(baseUrl, token, 'POST', '/api/v3/order', {
      goods_type: 'COURSE',
      goods_id: course.id,
      agree_protocol: 1,
    });
    if (order.code !== 0) continue; // already bought in an earlier story
    await cashier(baseUrl, 'cancel', order.data.sign);
    return activate.id;
  }
  assert.fail('no course left for the demo member to order');
}

/** A 320×320 PNG drawn on a canvas: a green disc with a face-like glyph, as a member's picture might be. */
export async function drawAvatar(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 320;
    const g = canvas.getContext('2d');
    if (!g) throw new Error('no 2d canvas');
    const bg = g.createLinearGradient(0, 0, 320, 320);
    bg.addColorStop(0, '#34d399');
    bg.addColorStop(1, '#0f766e');
    g.fillStyle = bg;
    g.fillRect(0, 0, 320, 320);
    g.fillStyle = '#fde68a';
    g.beginPath();
    g.arc(160, 130, 62, 0, Math.PI * 2);
    g.fill();
    g.beginPath();
    g.ellipse(160, 300, 110, 90, 0, Math.PI, 0);
    g.fill();
    g.fillStyle = '#134e4a';
    g.beginPath();
    g.arc(138, 124, 8, 0, Math.PI * 2);
    g.arc(182, 124, 8, 0, Math.PI * 2);
    g.fill();
    g.strokeStyle = '#134e4a';
    g.lineWidth = 6;
    g.beginPath();
    g.arc(160, 142, 26, 0.15 * Math.PI, 0.85 * Math.PI);
    g.stroke();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

export async function waitForToast(page: Page, text: string) {
  await page.locator('.ant-message-notice').filter({ hasText: text }).first().waitFor();
}
