import { freshIp } from './sms';
import type { Envelope, TestApp } from './test-app';

export interface PostFromIpOptions {
  /** The client address; default a fresh one, so the per-IP budgets a test spends are its own. */
  ip?: string;
  headers?: Record<string, string>;
}

/** A POST of JSON to the app from a client address, answering the envelope (whatever the HTTP status). */
export function postFromIp(t: TestApp) {
  return (url: string, body: unknown, opts: PostFromIpOptions = {}) =>
    t
      .inject({
        method: 'POST',
        url,
        remoteAddress: opts.ip ?? freshIp(),
        headers: { 'content-type': 'application/json', ...opts.headers },
        payload: JSON.stringify(body),
      })
      .then((r) => r.json() as Envelope);
}
