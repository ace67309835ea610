import type { FastifyInstance } from 'fastify';
import { ORDER_STATUS } from './order-no';
import { cancelOrder } from './orders';

const SWEEP_EVERY_MS = 60_000;
/** Soon after a start (a deploy, a crash), so orders that expired while the site was down do not wait a minute. */
const FIRST_SWEEP_AFTER_MS = 1_000;
/** Held for (almost) one interval: of several processes one sweeps per interval (decision 022). */
const SWEEP_LOCK_KEY = 'commerce:expiry-sweep';
const SWEEP_LOCK_TTL_MS = SWEEP_EVERY_MS - 5_000;
const BATCH = 200;

/**
 * Cancels unpaid orders past expires_at. Safe with several processes: each cancel is a conditional update,
 * so two sweepers that pick the same order cancel it once and release its promo use once.
 */
export async function cancelExpiredOrders(app: FastifyInstance, now = Date.now()): Promise<number> {
  const due = await app.db
    .selectFrom('orders')
    .select('id')
    .where('status', 'in', [ORDER_STATUS.unpaid, ORDER_STATUS.paying])
    .where('expires_at', '<=', now)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let cancelled = 0;
  for (const { id } of due) {
    if (await cancelOrder(app, id, now)) cancelled++;
  }
  return cancelled;
}

/**
 * One sweep of the whole backlog, unless another process holds this interval's lock; null when skipped.
 * The lock only saves work: were it lost (a Redis restart, processes without Redis), the conditional
 * cancel still cancels each order once.
 */
export async function runExpirySweep(app: FastifyInstance, now = Date.now()): Promise<number | null> {
  if (!(await app.store.setIfAbsent(SWEEP_LOCK_KEY, String(process.pid), SWEEP_LOCK_TTL_MS))) return null;
  let cancelled = 0;
  for (;;) {
    const batch = await cancelExpiredOrders(app, now);
    cancelled += batch;
    if (batch < BATCH) break;
  }
  if (cancelled > 0) app.log.info({ cancelled }, 'expired unpaid orders cancelled');
  return cancelled;
}

/** Sweeps soon after start, then every minute (not in tests: they call the functions above themselves). */
export function scheduleOrderExpiry(app: FastifyInstance): void {
  if (app.config.nodeEnv === 'test') return;
  const timers: NodeJS.Timeout[] = [];
  const sweep = () => {
    runExpirySweep(app).catch((error) => app.log.error({ err: error }, 'order expiry sweep failed'));
  };
  app.addHook('onReady', async () => {
    timers.push(setTimeout(sweep, FIRST_SWEEP_AFTER_MS), setInterval(sweep, SWEEP_EVERY_MS));
    for (const timer of timers) timer.unref();
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });
}
