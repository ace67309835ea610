import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '#core/deps';
import type { OauthApp } from '#providers/oauth/index';
import { randomToken } from '../accounts';

/**
 * The OAuth `state`: random, single use, kept 600 s in the shared store with where to send the person
 * back. It is also bound to the browser that started the flow by a cookie holding a nonce whose hash the
 * state keeps, so a callback address handed to someone else cannot log them in (login CSRF).
 */

export const OAUTH_STATE_TTL_MS = 600_000;
/** Both callbacks live under this path; the cookie goes nowhere else. */
const COOKIE_PATH = '/api/v3/auth/login';
const STATE_FORMAT = /^[\w-]{16,128}$/;

export interface PendingOauth {
  app: OauthApp;
  s_url: string;
  f_url: string;
  action: 'login' | 'bind';
  /** WeChat scan: the nonce of the scan page that started this flow. */
  scanNonce?: string;
}

interface StoredState extends PendingOauth {
  binding: string;
}

/** Where a spent or mismatched state may still send the person: its own f_url. */
export interface FailTarget {
  f_url: string;
  action: string;
}

export type StateCheck = { ok: true; pending: PendingOauth } | { ok: false; fail: FailTarget | null };

const stateKey = (state: string) => `oauth:state:${state}`;
const spentKey = (state: string) => `oauth:state-spent:${state}`;
const cookieName = (state: string) => `sy_oauth_${state}`;
const digest = (text: string) => createHash('sha256').update(text).digest();

function cookie(request: FastifyRequest, name: string, value: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax${secure}`;
}

function readCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

export async function beginOauthState(
  deps: Deps<'store'>,
  request: FastifyRequest,
  reply: FastifyReply,
  pending: PendingOauth,
): Promise<string> {
  const state = randomToken(24);
  const nonce = randomToken(24);
  const stored: StoredState = { ...pending, binding: digest(nonce).toString('hex') };
  await deps.store.set(stateKey(state), JSON.stringify(stored), OAUTH_STATE_TTL_MS);
  reply.header('set-cookie', cookie(request, cookieName(state), nonce, OAUTH_STATE_TTL_MS / 1000));
  return state;
}

/**
 * Uses up a state on the callback. Unknown (forged or expired) → no fail target; already used (replayed),
 * of another app, or from another browser → its f_url.
 */
export async function finishOauthState(
  deps: Deps<'store'>,
  request: FastifyRequest,
  reply: FastifyReply,
  state: string,
  expected: OauthApp,
): Promise<StateCheck> {
  if (!STATE_FORMAT.test(state)) return { ok: false, fail: null };
  const raw = await deps.store.take(stateKey(state));
  if (!raw) {
    const spent = await deps.store.get(spentKey(state));
    return { ok: false, fail: spent ? (JSON.parse(spent) as FailTarget) : null };
  }
  reply.header('set-cookie', cookie(request, cookieName(state), '', 0));
  const stored = JSON.parse(raw) as StoredState;
  const fail: FailTarget = { f_url: stored.f_url, action: stored.action };
  await deps.store.set(spentKey(state), JSON.stringify(fail), OAUTH_STATE_TTL_MS);
  const nonce = readCookie(request, cookieName(state));
  const sameBrowser = !!nonce && timingSafeEqual(digest(nonce), Buffer.from(stored.binding, 'hex'));
  if (stored.app !== expected || !sameBrowser) return { ok: false, fail };
  const { binding: _binding, ...pending } = stored;
  return { ok: true, pending };
}
