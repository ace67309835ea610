// Our API as the stories call it without a browser: one JSON call, and the sandbox cashier's form posts.
import assert from 'node:assert/strict';

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** One call of the API (with a bearer token and a JSON body when given): the whole envelope. */
export async function call<T>(
  baseUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<Envelope<T>> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

/** The same call's `data`, failing the story on a non-zero code. */
export async function data<T>(
  baseUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await call<T>(baseUrl, token, method, path, body);
  assert.equal(answer.code, 0, `${method} ${path}: ${answer.message}`);
  return answer.data;
}

/** A sandbox-cashier form post (the cashier page's 支付 / 取消 buttons); answers the page it shows. */
export async function cashier(baseUrl: string, action: 'pay' | 'cancel', sign: string): Promise<string> {
  const res = await fetch(`${baseUrl}/payment/sandbox/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ sign }).toString(),
  });
  assert.equal(res.status, 200, `sandbox ${action}`);
  return res.text();
}
