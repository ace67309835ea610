import type { Kysely } from 'kysely';
import type { Database, PaymentRow } from '#core/db/schema';
import { type ChannelDeps, type ChannelName, getChannel } from '#providers/payment/index';

/**
 * Closes one open trade at its channel (Alipay alipay.trade.close, WeChat …/close, the sandbox's store) and
 * marks it closed here. 'paid' when the channel says it was paid first (the caller settles it); 'failed' when
 * the channel could not be reached, which leaves the trade open for the reconciliation job to try again.
 */
export async function closeAtChannel(
  deps: ChannelDeps,
  trade: PaymentRow,
): Promise<'closed' | 'paid' | 'failed'> {
  let result: 'closed' | 'paid';
  try {
    const channel = await getChannel(deps, trade.provider as ChannelName);
    result = await channel.close(trade.out_trade_no);
  } catch (error) {
    deps.log.warn({ err: error, outTradeNo: trade.out_trade_no }, 'closing a trade at its channel failed');
    return 'failed';
  }
  if (result === 'closed') await markTradeClosed(deps.db, trade.id);
  return result;
}

/** open → closed (conditional: a trade a notification marked paid meanwhile stays paid). */
export async function markTradeClosed(db: Kysely<Database>, tradeId: number): Promise<void> {
  const now = Date.now();
  await db
    .updateTable('payments')
    .set({ status: 'closed', closed_at: now, updated_at: now })
    .where('id', '=', tradeId)
    .where('status', '=', 'open')
    .execute();
}
