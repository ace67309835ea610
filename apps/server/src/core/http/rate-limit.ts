import type { FastifyInstance } from 'fastify';
import { getOptionalUser } from '../auth/resolve-user';
import { tooManyRequests } from '../errors';
import type { Store } from '../store/store';

const WINDOW_MS = 60_000;

/**
 * MeEdu's limit on the whole API: `limit` requests a minute per member (by token) or else per IP, in
 * fixed one-minute windows counted in the store (shared between processes with Redis).
 * Answers carry X-RateLimit-Limit/-Remaining; the one over the limit gets the 429 envelope with
 * Retry-After and X-RateLimit-Reset.
 */
export function installRateLimit(app: FastifyInstance, store: Store, limit: number): void {
  if (limit <= 0) return;
  const limitHeader = String(limit);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const now = Date.now();
    const windowStart = now - (now % WINDOW_MS);
    const user = request.headers.authorization ? await getOptionalUser(request) : null;
    const who = user ? `u:${user.id}` : `ip:${request.ip}`;
    const count = await store.incr(`rl:${windowStart}:${who}`, WINDOW_MS);
    reply.header('x-ratelimit-limit', limitHeader);
    reply.header('x-ratelimit-remaining', String(Math.max(0, limit - count)));
    if (count > limit) {
      const reset = Math.ceil((windowStart + WINDOW_MS) / 1000);
      reply.header('retry-after', String(Math.max(1, reset - Math.floor(now / 1000))));
      reply.header('x-ratelimit-reset', String(reset));
      throw tooManyRequests();
    }
  });
}
