// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureHttp, http } from '#lib/http';
import { checkFaceVerify } from './face-verify';

/** What the face-verify query answers next. */
let next: unknown;
let server: Server;
let toasts: string[];
let unauthorized: number;

beforeAll(async () => {
  server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(next));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  http.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  http.defaults.adapter = 'http';
  configureHttp({
    notifyError: (m) => toasts.push(m),
    onUnauthorized: () => {
      unauthorized += 1;
    },
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  toasts = [];
  unauthorized = 0;
});

const ids = { rule_id: 'r1', biz_token: 'b1' };

describe('face verification polling', () => {
  it("MeEdu's pending answer {code: {status: 5}} is pending: no toast, no logout", async () => {
    next = { code: { status: 5 }, message: '', data: [] };
    expect(await checkFaceVerify(ids)).toEqual({ kind: 'pending' });
    expect(toasts).toEqual([]);
    expect(unauthorized).toBe(0);
  });

  it('status 9 is passed', async () => {
    next = { code: 0, message: '', data: { status: 9 } };
    expect(await checkFaceVerify(ids)).toEqual({ kind: 'passed' });
  });

  it('a business error is a failure to show on the page, not a toast every 2.5 s', async () => {
    next = { code: 1, message: '实名认证未通过', data: [] };
    expect(await checkFaceVerify(ids)).toEqual({ kind: 'failed', message: '实名认证未通过' });
    expect(toasts).toEqual([]);
  });
});
