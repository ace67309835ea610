import type { AdminRoleName } from '@shuyuan/contract';
import { expect } from 'vitest';
import { issueAdminToken } from '#core/auth/admin-guard';
import { peekCaptchaAnswer } from '#modules/auth';
import { createAdministrator } from '#seed/factories/index';
import type { Envelope, TestApp } from './test-app';

/** Any admin route, answered as the envelope; never a server error (HTTP 5xx fails the test). */
export async function adminCall(
  t: TestApp,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<Envelope> {
  const res = await t.inject({
    method: method as 'GET',
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  return res.json() as Envelope;
}

/** A fresh admin captcha with its answer, read from the store as the dev tools do. */
export async function solveAdminCaptcha(t: TestApp): Promise<{ image_key: string; image_captcha: string }> {
  const answer = await adminCall(t, 'GET', '/backend/api/v1/captcha/image');
  const key = answer.data.key as string;
  return { image_key: key, image_captcha: (await peekCaptchaAnswer(t.app, key)) ?? '' };
}

let counter = 0;

/** A new administrator of the role with a session token (password shuyuan123). */
export async function adminOfRole(
  t: TestApp,
  role: AdminRoleName,
): Promise<{ id: number; username: string; token: string }> {
  counter += 1;
  const username = `t-${role}-${counter}-${Date.now() % 100000}`;
  const row = await createAdministrator(t.db, { username, role });
  const { token } = await issueAdminToken(t.app, row.id);
  return { id: row.id, username, token };
}

/** The newest audit row of an action (parsed before/after), or undefined. */
export async function lastAudit(t: TestApp, action: string) {
  const row = await t.db
    .selectFrom('admin_audit_logs')
    .selectAll()
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    before: row.before_json === null ? null : JSON.parse(row.before_json),
    after: row.after_json === null ? null : JSON.parse(row.after_json),
  };
}
