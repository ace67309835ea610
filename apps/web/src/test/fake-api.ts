import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach } from 'vitest';
import { http } from '#lib/http';

/** A call as the app's axios instance made it. */
export interface FakeCall {
  method: string;
  url: string;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

export type Envelope = { code: number; message: string; data: unknown };
export const ok = (data: unknown): Envelope => ({ code: 0, message: '', data });
export const notFound = (): Envelope => ({ code: 404, message: '路由不存在', data: [] });

/**
 * A server for screen tests, in place of the app's axios adapter: every call is recorded in `calls` and
 * answered by `answer`, with an envelope or 'offline' (no answer at all, as when the network drops).
 * `install` before a test, `restore` after.
 */
export function fakeApi(answer: (call: FakeCall) => Envelope | 'offline') {
  const calls: FakeCall[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: FakeCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      query: (config.params ?? {}) as Record<string, unknown>,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : (config.data ?? {}),
    };
    calls.push(call);
    const a = answer(call);
    if (a === 'offline') throw new Error('offline');
    return { data: a, status: 200, statusText: 'OK', headers: {}, config };
  };
  const real = http.defaults.adapter;
  return {
    calls,
    install: () => {
      http.defaults.adapter = adapter;
    },
    restore: () => {
      http.defaults.adapter = real;
    },
  };
}

/** For a test file: `fake` answers every test's calls (their record emptied first); the real adapter after. */
export function installForEachTest(fake: { calls: unknown[]; install: () => void; restore: () => void }) {
  beforeEach(() => {
    fake.install();
    fake.calls.length = 0;
  });
  afterEach(() => {
    fake.restore();
  });
}
