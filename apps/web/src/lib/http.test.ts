// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listCourses } from '@shuyuan/contract/catalogue';
import { recordVideo } from '@shuyuan/contract/learning';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callEndpoint, createHttp, HTTP_TIMEOUT_MS, type HttpHooks, isServerMessage } from './http';
import { i18n } from './i18n/index';

/** A real HTTP server answering per path, recording what it was sent. */
let server: Server;
let baseURL = '';
const seen: IncomingMessage[] = [];
/** Bodies of the POSTs, by path. */
const posted: Record<string, unknown> = {};

const routes: Record<string, [number, unknown]> = {
  '/ok': [200, { code: 0, message: '', data: { hello: 'world' } }],
  '/business': [200, { code: 1, message: '手机号已被注册', data: [] }],
  '/bound': [200, { code: 1, message: '请勿重复绑定', data: [] }],
  '/feature-off': [200, { code: 403, message: '优惠码功能未开启', data: [] }],
  '/code401': [200, { code: 401, message: '请登录', data: [] }],
  '/http401': [401, { code: 401, message: 'Unauthorized', data: [] }],
  '/http500': [500, '<html>Bad gateway</html>'],
  '/not-envelope': [200, '<html>index</html>'],
  '/api/v2/video/7/record': [
    200,
    {
      code: 0,
      message: '',
      data: { watch_seconds: 12, is_watched: false, course_progress: 3, course_watched: false },
    },
  ],
  '/api/v2/video/8/record': [401, { code: 401, message: 'Unauthorized', data: [] }],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req);
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/api/v2/courses') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: 0, message: '', data: { echo: url.search } }));
      return;
    }
    if (req.method === 'POST') {
      let text = '';
      req.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      req.on('end', () => {
        posted[url.pathname] = JSON.parse(text);
        const [status, body] = routes[url.pathname] ?? [404, 'nope'];
        res.statusCode = status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(body));
      });
      return;
    }
    const [status, body] = routes[url.pathname] ?? [404, 'nope'];
    res.statusCode = status;
    res.setHeader('content-type', typeof body === 'string' ? 'text/html' : 'application/json');
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let toasts: string[];
let unauthorized: number;
let featureOff: number;
let token: string | null;

const hooks: HttpHooks = {
  getToken: () => token,
  notifyError: (m) => toasts.push(m),
  onUnauthorized: () => {
    unauthorized += 1;
  },
  networkMessage: () => '网络错误',
  onFeatureOff: () => {
    featureOff += 1;
  },
};

const client = () => createHttp(baseURL, hooks, { adapter: 'http' });

const failure = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return (err as ApiError).envelope;
};

beforeEach(() => {
  toasts = [];
  unauthorized = 0;
  featureOff = 0;
  token = null;
  seen.length = 0;
});

describe('http client envelope rules (spec §7, §8)', () => {
  it('uses a 15 s timeout', () => {
    expect(HTTP_TIMEOUT_MS).toBe(15_000);
    expect(client().defaults.timeout).toBe(15_000);
  });

  it('asks the server for the interface language (decision 035)', async () => {
    // This file runs in node: a bare instance is enough, only the language matters here.
    if (!i18n.isInitialized) await i18n.init({ lng: 'cn', resources: {} });
    await client().get('/ok');
    expect(seen[0].headers['accept-language']).toBe('zh-CN');
    await i18n.changeLanguage('en');
    try {
      await client().get('/ok');
      expect(seen[1].headers['accept-language']).toBe('en');
    } finally {
      await i18n.changeLanguage('cn');
    }
  });

  it('knows a catalogue message in either language, and only in a failed call', () => {
    const text = { zh: '此优惠码无效', en: 'This promo code is not valid' };
    const failed = (message: string) => new ApiError({ code: 1, message, data: [] });
    expect(isServerMessage(failed('此优惠码无效'), text)).toBe(true);
    expect(isServerMessage(failed('This promo code is not valid'), text)).toBe(true);
    expect(isServerMessage(failed('参数错误'), text)).toBe(false);
    expect(isServerMessage(new Error('此优惠码无效'), text)).toBe(false);
  });

  it('code 0 resolves with data and shows nothing', async () => {
    await expect(client().get('/ok')).resolves.toEqual({ hello: 'world' });
    expect(toasts).toEqual([]);
  });

  it('sends the bearer token when there is one', async () => {
    await client().get('/ok');
    expect(seen[0].headers.authorization).toBeUndefined();
    token = 'abc.def';
    await client().get('/ok');
    expect(seen[1].headers.authorization).toBe('Bearer abc.def');
  });

  it('another code toasts its message and rejects with the envelope', async () => {
    const env = await failure(client().get('/business'));
    expect(env).toEqual({ code: 1, message: '手机号已被注册', data: [] });
    expect(toasts).toEqual(['手机号已被注册']);
    expect(unauthorized).toBe(0);
  });

  it('请勿重复绑定 is silent, and so is a call made with silent', async () => {
    expect((await failure(client().get('/bound'))).message).toBe('请勿重复绑定');
    expect((await failure(client().get('/business', { silent: true }))).code).toBe(1);
    expect(toasts).toEqual([]);
  });

  it('code 403 (a switch is off) toasts its message and asks for the switches again', async () => {
    expect((await failure(client().get('/feature-off'))).code).toBe(403);
    expect(toasts).toEqual(['优惠码功能未开启']);
    expect(featureOff).toBe(1);
    // Even a silent call says why a part of the page goes away.
    await failure(client().get('/feature-off', { silent: true }));
    expect(toasts).toEqual(['优惠码功能未开启', '优惠码功能未开启']);
    expect(featureOff).toBe(2);
    await failure(client().get('/business'));
    expect(featureOff).toBe(2);
  });

  it('code 401 and HTTP 401 run the unauthorized path instead of a toast', async () => {
    expect((await failure(client().get('/code401'))).code).toBe(401);
    expect((await failure(client().get('/http401'))).code).toBe(401);
    expect(unauthorized).toBe(2);
    expect(toasts).toEqual([]);
  });

  it('skipUnauthorized keeps a 401 from logging the visitor out', async () => {
    await failure(client().get('/code401', { skipUnauthorized: true }));
    expect(unauthorized).toBe(0);
  });

  it('an answer without an envelope rejects quietly with code 500', async () => {
    expect(await failure(client().get('/http500'))).toEqual({ code: 500, message: '网络错误', data: null });
    expect(await failure(client().get('/not-envelope'))).toEqual({
      code: 500,
      message: '网络错误',
      data: null,
    });
    expect(toasts).toEqual([]);
  });

  it('an unreachable server rejects quietly with code 500', async () => {
    const dead = createHttp('http://127.0.0.1:9', hooks, { adapter: 'http' });
    expect((await failure(dead.get('/ok'))).code).toBe(500);
    expect(toasts).toEqual([]);
  });

  it('callEndpoint calls the contract path with the query', async () => {
    const data = await callEndpoint(
      listCourses,
      { query: { page: 2, page_size: 16, scene: 'free' } },
      { client: client() },
    );
    expect(data).toEqual({ echo: '?page=2&page_size=16&scene=free' });
    expect(seen[0].method).toBe('GET');
  });

  it('keepalive sends the call by a keepalive fetch that carries the bearer token', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    token = 'abc.def';
    try {
      const data = await callEndpoint(
        recordVideo,
        { params: { id: 7 }, body: { duration: 12.5, final: true } },
        { client: client(), silent: true, keepalive: true },
      );
      expect(data.watch_seconds).toBe(12);
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      expect((fetchSpy.mock.calls[0][0] as Request).keepalive).toBe(true);
    } finally {
      fetchSpy.mockRestore();
    }
    expect(seen[0].method).toBe('POST');
    expect(seen[0].headers.authorization).toBe('Bearer abc.def');
    expect(posted['/api/v2/video/7/record']).toEqual({ duration: 12.5, final: true });
  });

  it('a keepalive call answered 401 rejects without logging the member out or toasting', async () => {
    const input = { params: { id: 8 }, body: { duration: 3, final: true } };
    const env = await failure(
      callEndpoint(recordVideo, input, { client: client(), silent: true, keepalive: true }),
    );
    expect(env.code).toBe(401);
    expect(unauthorized).toBe(0);
    expect(toasts).toEqual([]);
  });
});
