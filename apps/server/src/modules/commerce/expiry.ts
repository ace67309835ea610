import type { FastifyInstance } from 'fastify';
import { ORDER_STATUS } from './order-no';
import { cancelOrder } from './orders';

const SWEEP_EVERY_MS = 60_000;
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

/** Starts the sweep every minute (not in tests: they call cancelExpiredOrders themselves). */
export function scheduleOrderExpiry(app: FastifyInstance): void {
  if (app.config.nodeEnv === 'test') return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      cancelExpiredOrders(app).catch((error) => app.log.error({ err: error }, 'order expiry sweep failed'));
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
