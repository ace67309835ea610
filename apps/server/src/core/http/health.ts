import type { ZHealth } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';

type Health = z.infer<typeof ZHealth>;

/** A check that hangs (a stuck pool, an unreachable Redis) counts as failed rather than hanging the probe. */
async function withinTime(check: () => Promise<boolean>, ms = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([check().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** GET /healthz: `{status, db, store}`, HTTP 503 when either check fails (for load balancers). */
export function registerHealth(app: FastifyInstance): void {
  app.get('/healthz', async (_request, reply) => {
    const [db, store] = await Promise.all([
      withinTime(async () => {
        await sql`select 1`.execute(app.db);
        return true;
      }),
      withinTime(() => app.store.ping()),
    ]);
    const health: Health = { status: db && store ? 'ok' : 'degraded', db, store };
    reply.code(health.status === 'ok' ? 200 : 503).header('cache-control', 'no-store');
    return health;
  });
}
