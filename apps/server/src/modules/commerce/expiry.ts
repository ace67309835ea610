import { ORDER_STATUS } from '@shuyuan/contract/commerce';
import type { AppDeps } from '#core/deps';
import { type PeriodicJob, runPeriodicJobOnce } from '#core/jobs/periodic-job';
import type { ChannelDeps } from '#providers/payment/index';
import { cancelOrder } from './orders';

const BATCH = 200;

/**
 * Cancels unpaid orders past expires_at, closing their trades at the channels first. Safe with several
 * processes: each cancel is a conditional update, so two sweepers that pick the same order cancel it once
 * and release its promo use once.
 */
export async function cancelExpiredOrders(deps: ChannelDeps, now = Date.now()): Promise<number> {
  const due = await deps.db
    .selectFrom('orders')
    .select('id')
    .where('status', 'in', [ORDER_STATUS.unpaid, ORDER_STATUS.paying])
    .where('expires_at', '<=', now)
    .orderBy('id')
    .limit(BATCH)
    .execute();
  let cancelled = 0;
  for (const { id } of due) {
    if (await cancelOrder(deps, id, now)) cancelled++;
  }
  return cancelled;
}

/** The whole backlog: batches until one comes back short (an order a close found paid is not retried). */
async function sweepAll(deps: ChannelDeps, now: number): Promise<number> {
  let cancelled = 0;
  for (;;) {
    const batch = await cancelExpiredOrders(deps, now);
    cancelled += batch;
    if (batch < BATCH) break;
  }
  if (cancelled > 0) deps.log.info({ cancelled }, 'expired unpaid orders cancelled');
  return cancelled;
}

export const orderExpiryJob: PeriodicJob = {
  name: 'commerce:expiry-sweep',
  everyMs: 60_000,
  firstAfterMs: 1_000,
  run: (deps) => sweepAll(deps, Date.now()),
};

/** One sweep, unless another process holds this interval's lock; null when skipped. */
export async function runExpirySweep(deps: AppDeps, now = Date.now()): Promise<number | null> {
  let cancelled: number | null = null;
  const ran = await runPeriodicJobOnce(deps, {
    ...orderExpiryJob,
    run: async () => {
      cancelled = await sweepAll(deps, now);
    },
  });
  return ran ? cancelled : null;
}
