import {
  CommerceMessage,
  ORDER_STATUS,
  ORDER_STATUS_TEXT,
  type TOrderStatus,
} from '@shuyuan/contract/commerce';
import { localizeMessage, type MessageLanguage, withPageLang } from '@shuyuan/contract/messages';
import { fenToYuan } from '@shuyuan/contract/money';
import { PAY_CHANNEL_NAMES, type TPayChannel } from '@shuyuan/contract/payments';
import { pageNumbers, readPage } from '#core/db/read-page';
import type { OrderRow } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError, notFound } from '#core/errors';
import { requireFeature } from '#core/features';
import type { ChannelDeps } from '#providers/payment/index';
import { resolveGoods, type TGoodsType } from './goods/index';
import { newOrderNo, newPaySign, ORDER_TTL_MS } from './order-no';
import { closeOpenTrades } from './payments/settle-trade';
import { canUsePromo, findPromoCode, releasePromoUse, takePromoUse } from './promo';
import { settleOrder } from './settle';

export interface CreateOrderInput {
  goods_type: TGoodsType;
  goods_id: number;
  promo_code?: string;
  agree_protocol?: number;
}

export interface CreatedOrder {
  order_no: string;
  total: number;
  discount: number;
  is_paid: boolean;
  pay_url?: string;
  sign?: string;
}

/** MeEdu's pay_url: our cashier, which any client can open (a phone navigates, a desktop shows a QR). */
export const cashierUrlOf = (siteUrl: string, paySign: string) =>
  `${siteUrl}/payment/index?sign=${encodeURIComponent(paySign)}`;

/**
 * POST /api/v3/order. Price, discount and total come from the database, never from the client. No channel
 * is asked yet: the member picks a method that fits the device next (decision 025).
 */
export async function createOrder(
  deps: Deps<'db'>,
  userId: number,
  input: CreateOrderInput,
  siteUrl: string,
  /** The caller's stated language, which pay_url carries for the cashier (decision 035). */
  lang?: MessageLanguage,
): Promise<CreatedOrder> {
  const now = Date.now();
  const goods = await resolveGoods(deps.db, input.goods_type, input.goods_id, {
    userId,
    agreed: input.agree_protocol === 1,
    now,
  });
  const code = input.promo_code?.trim();
  if (code) await requireFeature(deps.db, 'promoCode');
  const promo = code ? await findPromoCode(deps.db, code) : undefined;
  if (code && (!promo || !(await canUsePromo(deps.db, promo, userId, now))))
    throw new AppError(CommerceMessage.promoInvalid);
  const discountFen = promo ? Math.min(promo.discount_fen, goods.chargeFen) : 0;
  const totalFen = goods.chargeFen - discountFen;

  const order = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('orders')
      .values({
        order_no: newOrderNo(now),
        pay_sign: newPaySign(),
        user_id: userId,
        goods_type: goods.type,
        goods_id: goods.id,
        goods_name: goods.name,
        goods_thumb: goods.thumb,
        charge_fen: goods.chargeFen,
        discount_fen: discountFen,
        total_fen: totalFen,
        promo_code_id: promo?.id ?? 0,
        status: ORDER_STATUS.paying,
        payment: '',
        expires_at: now + ORDER_TTL_MS,
        paid_at: null,
        cancelled_at: null,
        refunded_at: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (promo) await takePromoUse(trx, promo, userId, row.id);
    return row;
  });

  const answer = { order_no: order.order_no, total: fenToYuan(totalFen), discount: fenToYuan(discountFen) };
  if (totalFen === 0) {
    await settleOrder(deps.db, order.id, '');
    return { ...answer, is_paid: true };
  }
  return {
    ...answer,
    is_paid: false,
    pay_url: withPageLang(cashierUrlOf(siteUrl, order.pay_sign), lang),
    sign: order.pay_sign,
  };
}

/**
 * unpaid → cancelled, giving back the promo use. First every open trade of the order is closed at its
 * channel, so it cannot be paid afterwards; a trade found paid settles the order instead (false). Then the
 * conditional update, so the expiry job in several processes, the cashier's 取消 and a paying callback can
 * race safely: only the winner releases anything, and money that comes anyway is refunded (decision 025).
 */
export async function cancelOrder(
  deps: ChannelDeps,
  orderId: number,
  onlyExpiredBefore?: number,
): Promise<boolean> {
  const current = await deps.db
    .selectFrom('orders')
    .select(['status', 'expires_at'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  const open = current?.status === ORDER_STATUS.unpaid || current?.status === ORDER_STATUS.paying;
  if (!current || !open) return false;
  if (onlyExpiredBefore !== undefined && current.expires_at > onlyExpiredBefore) return false;
  if (await closeOpenTrades(deps, orderId)) return false;
  const now = Date.now();
  return deps.db.transaction().execute(async (trx) => {
    let update = trx
      .updateTable('orders')
      .set({ status: ORDER_STATUS.cancelled, cancelled_at: now, updated_at: now })
      .where('id', '=', orderId)
      .where('status', 'in', [ORDER_STATUS.unpaid, ORDER_STATUS.paying]);
    if (onlyExpiredBefore !== undefined) update = update.where('expires_at', '<=', onlyExpiredBefore);
    const won = await update.executeTakeFirst();
    if (Number(won.numUpdatedRows) === 0) return false;
    const order = await trx
      .selectFrom('orders')
      .select('promo_code_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    await releasePromoUse(trx, order.promo_code_id, orderId);
    return true;
  });
}

/** Own orders only: another member's order number answers as not found. */
export async function findOwnOrder(deps: Deps<'db'>, userId: number, orderNo: string): Promise<OrderRow> {
  const order = await deps.db
    .selectFrom('orders')
    .selectAll()
    .where('order_no', '=', orderNo)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!order) throw notFound();
  return order;
}

/** An order as its member reads it; the status and channel names in `lang` (decision 035). */
export function memberOrderView(order: OrderRow, lang: MessageLanguage = 'zh') {
  const charge = fenToYuan(order.total_fen);
  const open = order.status === ORDER_STATUS.unpaid || order.status === ORDER_STATUS.paying;
  return {
    id: order.id,
    user_id: order.user_id,
    order_id: order.order_no,
    charge,
    discount: fenToYuan(order.discount_fen),
    status: order.status as TOrderStatus,
    status_text: localizeMessage(ORDER_STATUS_TEXT[order.status as TOrderStatus] ?? '', lang),
    payment: order.payment,
    payment_method: order.payment_method,
    payment_text: localizeMessage(
      order.payment ? (PAY_CHANNEL_NAMES[order.payment as TPayChannel] ?? '') : '',
      lang,
    ),
    continue_pay: open && order.expires_at > Date.now(),
    is_refund: (order.is_refund ? 1 : 0) as 0 | 1,
    refund_amount: order.is_refund ? charge : 0,
    refunded_at:
      order.is_refund && order.refunded_at ? new Date(Number(order.refunded_at)).toISOString() : null,
    created_at: new Date(order.created_at).toISOString(),
    goods: [
      {
        goods_id: order.goods_id,
        goods_type: order.goods_type,
        goods_text: order.goods_type,
        goods_name: order.goods_name,
        goods_thumb: order.goods_thumb,
        goods_charge: fenToYuan(order.charge_fen),
        goods_ori_charge: fenToYuan(order.charge_fen),
        charge,
        num: 1,
      },
    ],
  };
}

export async function listOwnOrders(
  deps: Deps<'db'>,
  userId: number,
  query: { page?: number; page_size?: number; status?: number },
  lang: MessageLanguage = 'zh',
) {
  const page = query.page ?? 1;
  const size = query.page_size ?? 10;
  let base = deps.db.selectFrom('orders').where('user_id', '=', userId);
  if (query.status) base = base.where('status', '=', query.status);
  const { total, rows } = await readPage(base, { page, size }, (b) => b.selectAll().orderBy('id', 'desc'));
  return { data: rows.map((row) => memberOrderView(row, lang)), ...pageNumbers(total, { page, size }) };
}
