import { ADMIN_TUS_PATH, ApiMessage } from '@shuyuan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminSessionId } from '../auth/admin-guard';
import { getOptionalUser } from '../auth/resolve-user';
import type { Deps } from '../deps';
import { tooManyRequests } from '../errors';
import type { Store } from '../store/store';
import { messagePage, sendHtml } from './html-page';
import { pageLanguage } from './language';

const WINDOW_MS = 60_000;
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RateLimits {
  /** Requests a minute per member or IP on /api/* (MeEdu's 120); 0: off. */
  perMinute: number;
  /** Writes a minute per member, administrator or IP on /api/* and /backend/api/*; 0: off. */
  writesPerMinute: number;
  /** Requests a minute per IP to the server-rendered payment and certificate pages; 0: off. */
  pagesPerMinute: number;
}

interface Budget {
  /** Counter key prefix: each budget counts apart. */
  name: string;
  limit: number;
  applies(request: FastifyRequest): boolean;
  /** Who spends it: the member or administrator of the request, or always the IP (pages). */
  by: 'caller' | 'ip';
  /** How the one over the limit is answered: the envelope (API), or a short HTML page with HTTP 429. */
  answer: 'envelope' | 'page';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route counts its requests itself (the signed media route, per member): no budget here applies. */
    ownRateLimit?: boolean;
  }
}

/** The member API, MeEdu's add-on calls (/addons/…) included. */
const isMemberApi = (url: string) => url.startsWith('/api/') || url.startsWith('/addons/');
const isAdminApi = (url: string) => url.startsWith('/backend/api/');

/**
 * The pages a browser opens outside the web app, each costing queries (and, for the cashier, a question to
 * the payment channel). A channel's notifications (/payment/callback/*) come from its servers' few addresses
 * and must never be refused; the cashier's static script is a file.
 */
const isLimitedPage = (url: string) =>
  url.startsWith('/certificate/') ||
  (url.startsWith('/payment/') &&
    !url.startsWith('/payment/callback/') &&
    !url.startsWith('/payment/assets/'));

/**
 * A write that changes server state. Upload chunks (tus PATCH) are bytes of one upload an administrator
 * already started (the POST that created it counts): counting them would cap upload speed at the limit
 * times the chunk size.
 */
function isCountedWrite(request: FastifyRequest): boolean {
  if (!WRITE_METHODS.has(request.method)) return false;
  const url = request.url;
  if (request.method === 'PATCH' && url.startsWith(`${ADMIN_TUS_PATH}/`)) return false;
  return isMemberApi(url) || isAdminApi(url);
}

/**
 * Fixed one-minute windows counted in the store (shared between processes with Redis):
 * - MeEdu's limit on the whole member API: `perMinute` requests per member (by token) or else per IP;
 * - a tighter budget for writes, member and admin API alike, per member, administrator or IP;
 * - the payment and certificate pages, per IP, answered with an HTML page and HTTP 429.
 * A route that counts its own requests (`config: { ownRateLimit: true }`, the signed media) is left out.
 * Login, SMS, comments and attachments keep their own stricter rules in their modules.
 * Answers carry X-RateLimit-Limit/-Remaining of the tightest budget that applies; the one over a limit
 * gets the 429 envelope with Retry-After and X-RateLimit-Reset.
 */
export function installRateLimit(app: FastifyInstance, store: Store, limits: RateLimits): void {
  const budgets: Budget[] = [];
  if (limits.perMinute > 0) {
    budgets.push({
      name: 'rl',
      limit: limits.perMinute,
      applies: (r) => isMemberApi(r.url),
      by: 'caller',
      answer: 'envelope',
    });
  }
  if (limits.writesPerMinute > 0) {
    budgets.push({
      name: 'rlw',
      limit: limits.writesPerMinute,
      applies: isCountedWrite,
      by: 'caller',
      answer: 'envelope',
    });
  }
  if (limits.pagesPerMinute > 0) {
    budgets.push({
      name: 'rlp',
      limit: limits.pagesPerMinute,
      applies: (r) => isLimitedPage(r.url),
      by: 'ip',
      answer: 'page',
    });
  }
  if (budgets.length === 0) return;

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.ownRateLimit) return;
    const applicable = budgets.filter((budget) => budget.applies(request));
    if (applicable.length === 0) return;
    const now = Date.now();
    const windowStart = now - (now % WINDOW_MS);
    let caller: string | undefined;
    let tightest: { limit: number; remaining: number } | null = null;
    for (const budget of applicable) {
      if (budget.by === 'caller' && caller === undefined) caller = await callerKey(app, request);
      const who = budget.by === 'ip' ? `ip:${request.ip}` : caller;
      const count = await store.incr(`${budget.name}:${windowStart}:${who}`, WINDOW_MS);
      const remaining = Math.max(0, budget.limit - count);
      if (!tightest || remaining < tightest.remaining) tightest = { limit: budget.limit, remaining };
      if (count > budget.limit) {
        setLimitHeaders(reply, budget.limit, 0);
        const reset = Math.ceil((windowStart + WINDOW_MS) / 1000);
        reply.header('retry-after', String(Math.max(1, reset - Math.floor(now / 1000))));
        reply.header('x-ratelimit-reset', String(reset));
        if (budget.answer === 'page') {
          return sendHtml(
            reply,
            messagePage(pageLanguage(request), ApiMessage.tooManyRequests, '', 'fail'),
            429,
          );
        }
        throw tooManyRequests();
      }
    }
    if (tightest) setLimitHeaders(reply, tightest.limit, tightest.remaining);
  });
}

/** Who spends the budget: the member or administrator of a valid token, else the client's IP. */
async function callerKey(deps: Deps<'store'>, request: FastifyRequest): Promise<string> {
  if (!request.headers.authorization) return `ip:${request.ip}`;
  if (isAdminApi(request.url)) {
    const adminId = await adminSessionId(deps, request);
    return adminId === null ? `ip:${request.ip}` : `a:${adminId}`;
  }
  const user = await getOptionalUser(request);
  return user ? `u:${user.id}` : `ip:${request.ip}`;
}

function setLimitHeaders(reply: FastifyReply, limit: number, remaining: number): void {
  reply.header('x-ratelimit-limit', String(limit));
  reply.header('x-ratelimit-remaining', String(remaining));
}
