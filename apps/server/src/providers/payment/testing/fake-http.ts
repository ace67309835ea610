import { randomBytes } from 'node:crypto';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';

/*
 * Plumbing the two fakes share: a server on 127.0.0.1 with a random port whose close() leaves nothing running
 * (open sockets, hung "timeout" requests and notifications in flight are all ended), bodies read as raw
 * bytes (the channels sign and verify exact bytes), tiny escaped HTML pages, and outgoing notifications.
 */

export interface FakeServer {
  /** http://127.0.0.1:PORT */
  base: string;
  close(): Promise<void>;
  /** Sends a server-to-server notification; ended by close(). */
  post(url: string, body: string, headers: Record<string, string>): Promise<PostResult>;
}

export interface PostResult {
  status: number;
  text: string;
  error?: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export async function startServer(handler: Handler): Promise<FakeServer> {
  const inFlight = new Set<AbortController>();
  let closed = false;
  const server = createServer((req, res) => {
    handler(req, res).catch((err: unknown) => {
      // A fake that breaks must say so loudly rather than look like a channel refusal.
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`fake channel error: ${err instanceof Error ? err.stack : String(err)}`);
    });
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    async close() {
      closed = true;
      for (const c of inFlight) c.abort();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async post(url, body, headers) {
      if (closed) return { status: 0, text: '', error: 'the fake channel is closed' };
      const controller = new AbortController();
      inFlight.add(controller);
      try {
        return await postOnce(url, body, headers, controller.signal);
      } finally {
        inFlight.delete(controller);
      }
    },
  };
}

/** WeChat Pay waits 5 s for the merchant's answer; Alipay a little longer. One limit serves both. */
const NOTIFY_TIMEOUT_MS = 5000;

function postOnce(url: string, body: string, headers: Record<string, string>, signal: AbortSignal) {
  return new Promise<PostResult>((resolve) => {
    const u = new URL(url);
    const send = u.protocol === 'https:' ? httpsRequest : httpRequest;
    const data = Buffer.from(body, 'utf8');
    const req = send(
      u,
      {
        method: 'POST',
        agent: false, // no keep-alive socket outlives the fake
        signal,
        timeout: NOTIFY_TIMEOUT_MS,
        headers: { ...headers, 'content-length': String(data.length) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', (e) => resolve({ status: 0, text: '', error: e.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (e) => resolve({ status: 0, text: '', error: e.message }));
    req.end(data);
  });
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

export function escapeHtml(value: unknown): string {
  return String(value).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** A tiny page; `body` must already be escaped (callers build it with escapeHtml). */
export function sendPage(res: ServerResponse, status: number, title: string, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>` +
      `<style>body{font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}` +
      `dt{color:#666}dd{margin:0 0 .6rem}button{font-size:1.1rem;padding:.6rem 2rem}</style></head>` +
      `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
  );
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location, 'cache-control': 'no-store' });
  res.end();
}

/** How the next call of a method is made to fail: an HTTP 500, no answer at all, or a given answer. */
export type FailureMode<Answer> = 'http500' | 'timeout' | { answer: Answer };

/** One-shot failures per method, consumed in order ('*' matches any method). */
export class FailureQueue<Answer> {
  private readonly queue: Array<{ key: string; mode: FailureMode<Answer> }> = [];
  add(key: string, mode: FailureMode<Answer>): void {
    this.queue.push({ key, mode });
  }
  take(key: string): FailureMode<Answer> | undefined {
    const i = this.queue.findIndex((f) => f.key === key || f.key === '*');
    return i < 0 ? undefined : this.queue.splice(i, 1)[0].mode;
  }
}

export const digits = (n: number): string => Array.from(randomBytes(n), (b) => String(b % 10)).join('');

export const alnum = (n: number): string =>
  Array.from(
    randomBytes(n),
    (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'[b % 62],
  ).join('');

/** Beijing time (UTC+8, no daylight saving), the zone both channels write their times in. */
const BEIJING_MS = 8 * 3_600_000;

/** yyyy-MM-dd HH:mm:ss, Beijing time (Alipay's timestamps, gmt_payment, notify_time). */
export function beijingTime(ms: number): string {
  return new Date(ms + BEIJING_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** RFC 3339 with +08:00 (WeChat Pay's success_time, create_time). */
export function rfc3339Beijing(ms: number): string {
  return `${new Date(ms + BEIJING_MS).toISOString().slice(0, 19)}+08:00`;
}

/** Reads yyyy-MM-dd HH:mm[:ss] as Beijing time; undefined when malformed. */
export function parseBeijingTime(s: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(s);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, se] = m.map(Number);
  const ms = Date.UTC(y, mo - 1, d, h, mi, se || 0) - BEIJING_MS;
  return Number.isNaN(ms) ? undefined : ms;
}

/** A clock the tests can move forward (trades expire on it); signatures keep using the real time. */
export class FakeClock {
  private offset = 0;
  now(): number {
    return Date.now() + this.offset;
  }
  advance(ms: number): void {
    this.offset += ms;
  }
}
