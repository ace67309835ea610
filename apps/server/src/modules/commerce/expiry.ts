import { ORDER_STATUS } from '@shuyuan/contract/commerce';
import type { FastifyInstance } from 'fastify';
import { type PeriodicJob, runPeriodicJobOnce } from '#core/jobs/periodic-job';
import { cancelOrder } from './orders';

const BATCH = 200;

/**
 * Cancels unpaid orders past expires_at, closing their trades at the channels first. Safe with several
 * processes: each cancel is a conditional update, so two sweepers that pick the same order cancel it once
 * and release its promo use once.
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

/** The whole backlog: batches until one comes back short (an order a close found paid is not retried). */
async function sweepAll(app: FastifyInstance, now: number): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const batch = await cancelExpiredOrders(app, now);
    cancelled += batch;
    if (batch < BATCH) break;
  }
  if (cancelled > 0) app.log.info({ cancelled }, 'expired unpaid orders cancelled');
  return cancelled;
}

export const orderExpiryJob: PeriodicJob = {
  name: 'commerce:expiry-sweep',
  everyMs: 60_000,
  firstAfterMs: 1_000,
  run: (app) => sweepAll(app, Date.now()),
};

/** One sweep, unless another process holds this interval's lock; null when skipped. */
export async function runExpirySweep(app: FastifyInstance, now = Date.now()): Promise<number | null> {
  let cancelled: number | null = null;
  const ran = await runPeriodicJobOnce(app, {
    ...orderExpiryJob,
    run: async () => {
      cancelled = await sweepAll(app, now);
    },
  });
  return ran ? cancelled : null;
}
