import type { Kysely } from 'kysely';
import type { Database, OrderRow, PaymentRefundRow, PaymentRow } from '#core/db/schema';
import {
  type ChannelDeps,
  type ChannelName,
  ChannelUnavailable,
  getChannel,
  type RefundState,
} from '#providers/payment/index';
import { notifyUrlOf } from './trades';

type Db = Kysely<Database>;

/*
 * Refunds through the channel (decision 025), one row of payment_refunds each: by an administrator, or by
 * the site itself for money that cannot be kept. refund_no = R<out_trade_no> is unique, so the row is the
 * claim (two callers make one refund) and the channel sees a retry as the same refund.
 */

export type RefundReason = 'admin' | 'order_closed' | 'already_paid' | 'already_owned' | 'seat_full';

/** Why the site returned the money by itself, as the member and the console read it. */
export const AUTOMATIC_REFUND_NOTE: Record<Exclude<RefundReason, 'admin'>, string> = {
  order_closed: '订单已取消或过期后才到账',
  already_paid: '订单已由另一笔付款支付',
  already_owned: '已拥有该商品',
  seat_full: '活动名额已满',
};

/** Hand pay has no channel: the administrator transfers the money back. */
export const HANDPAY_REFUND_NOTE = '线下转账订单，请通过原转账方式手动退款';

export const refundNoOf = (
  trade: Pick<PaymentRow, 'out_trade_no'> | null,
  order: Pick<OrderRow, 'order_no'>,
) => `R${trade ? trade.out_trade_no : order.order_no}`;

export async function insertRefund(
  trx: Db,
  input: {
    order: OrderRow;
    trade: PaymentRow | null;
    reason: RefundReason;
    note?: string;
    adminId?: number;
    now: number;
  },
): Promise<PaymentRefundRow> {
  const refundNo = refundNoOf(input.trade, input.order);
  await trx
    .insertInto('payment_refunds')
    .values({
      order_id: input.order.id,
      payment_id: input.trade?.id ?? 0,
      refund_no: refundNo,
      amount_fen: input.trade?.amount_fen ?? input.order.total_fen,
      reason: input.reason,
      note: (input.note ?? (input.reason === 'admin' ? '' : AUTOMATIC_REFUND_NOTE[input.reason])).slice(
        0,
        255,
      ),
      status: 'pending',
      admin_id: input.adminId ?? 0,
      finished_at: null,
      created_at: input.now,
      updated_at: input.now,
    })
    .onConflict((oc) => oc.column('refund_no').doNothing())
    .execute();
  return trx
    .selectFrom('payment_refunds')
    .selectAll()
    .where('refund_no', '=', refundNo)
    .executeTakeFirstOrThrow();
}

const FINISHED: Record<RefundState, PaymentRefundRow['status']> = {
  success: 'success',
  processing: 'processing',
  abnormal: 'abnormal',
  closed: 'failed',
};

/**
 * Sends a pending (or failed) refund to its channel and records the answer. A network error leaves it
 * pending with the reason, for the reconciliation job to send again under the same number.
 */
export async function submitRefund(deps: ChannelDeps, refund: PaymentRefundRow): Promise<PaymentRefundRow> {
  if (refund.status !== 'pending' && refund.status !== 'failed' && refund.status !== 'abnormal')
    return refund;
  const now = Date.now();
  const update = async (status: string, message: string, extra: { channel_refund_id?: string } = {}) => {
    await deps.db
      .updateTable('payment_refunds')
      .set({
        status,
        message: message.slice(0, 255),
        updated_at: now,
        ...extra,
        ...(status === 'success' ? { finished_at: now } : {}),
      })
      .where('id', '=', refund.id)
      // A notification may have finished it while the channel was answering: never step back from that.
      .where('status', 'in', ['pending', 'failed', 'abnormal'])
      .execute();
    return deps.db
      .selectFrom('payment_refunds')
      .selectAll()
      .where('id', '=', refund.id)
      .executeTakeFirstOrThrow();
  };
  if (!refund.payment_id) return update('success', HANDPAY_REFUND_NOTE);
  const trade = await deps.db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', refund.payment_id)
    .executeTakeFirstOrThrow();
  try {
    const channel = await getChannel(deps, trade.provider as ChannelName);
    const answer = await channel.refund(
      {
        outTradeNo: trade.out_trade_no,
        totalFen: trade.amount_fen,
        tradeNo: trade.trade_no,
        notifyUrl: trade.site_url ? notifyUrlOf(trade.site_url, channel.name) : '',
      },
      refund.refund_no,
    );
    deps.log.info({ refundNo: refund.refund_no, answer }, 'channel answered the refund');
    if (answer.state === 'refused') return update('failed', answer.message || '支付渠道拒绝退款');
    return update(FINISHED[answer.state], answer.message ?? '', {
      channel_refund_id: (answer.channelRefundId ?? '').slice(0, 64),
    });
  } catch (error) {
    const message =
      error instanceof ChannelUnavailable
        ? '支付渠道未配置，无法退款'
        : error instanceof Error
          ? error.message
          : String(error);
    deps.log.error({ err: error, refundNo: refund.refund_no }, 'channel refund failed');
    return update('pending', message);
  }
}

/** A refund's outcome reported by the channel (notification or query); only moves an unfinished refund on. */
export async function applyRefundState(db: Kysely<Database>, refundNo: string, state: RefundState) {
  if (state === 'processing') return;
  const now = Date.now();
  await db
    .updateTable('payment_refunds')
    .set({
      status: FINISHED[state],
      updated_at: now,
      ...(state === 'success' ? { finished_at: now } : {}),
      ...(state === 'closed'
        ? { message: '退款已关闭' }
        : state === 'abnormal'
          ? { message: '退款异常' }
          : {}),
    })
    .where('refund_no', '=', refundNo)
    .where('status', 'in', ['pending', 'processing'])
    .execute();
}
