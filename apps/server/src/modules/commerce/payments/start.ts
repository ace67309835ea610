import { type MessageLanguage, withPageLang } from '@shuyuan/contract';
import { ORDER_STATUS } from '@shuyuan/contract/commerce';
import {
  PaymentMessage,
  type TPayAction,
  type TPayChannel,
  type TPayScene,
} from '@shuyuan/contract/payments';
import type { Kysely } from 'kysely';
import type { Database, OrderRow } from '#core/db/schema';
import { AppError } from '#core/errors';
import {
  type ChannelDeps,
  type ChannelName,
  getChannel,
  readPaymentSettings,
} from '#providers/payment/index';
import { HANDPAY_TTL_MS } from '../order-no';
import { cashierUrlOf } from '../orders';
import { offersFor } from './offers';
import { knownOpenid, openidAuthorizeUrl } from './openid';
import { channelOrderOf, ensureTrade, notifyUrlOf } from './trades';

/*
 * Starting a method for an open order (decision 025): the one place that decides whether a channel may be
 * used here, makes or reuses the trade and asks the channel how the browser pays. Called by
 * POST /api/v2/order/pay, MeEdu's older calls and the cashier page.
 */

export interface StartInput {
  order: OrderRow;
  channel: TPayChannel;
  scene: TPayScene;
  /** Checked by the caller: this site only; '' when none. */
  returnUrl: string;
  /** MeEdu's f_url at the cashier (checked by the caller): where giving up at the channel leads. */
  quitUrl?: string;
  clientIp: string;
  siteUrl: string;
  /** The language the cashier's address carries (decision 035); none for MeEdu's clients, which state none. */
  lang?: MessageLanguage;
}

/** Refuses an order that can no longer be paid, with the reason the member should read. */
export function assertPayable(order: OrderRow, now = Date.now()): void {
  if (order.status === ORDER_STATUS.paid) throw new AppError(PaymentMessage.orderPaid);
  if (order.status === ORDER_STATUS.cancelled)
    throw new AppError(
      order.cancelled_at !== null && order.cancelled_at >= order.expires_at
        ? PaymentMessage.orderExpired
        : PaymentMessage.orderCancelled,
    );
  if (order.expires_at <= now) throw new AppError(PaymentMessage.orderExpired);
}

async function chooseHandPay(db: Kysely<Database>, order: OrderRow, text: string): Promise<TPayAction> {
  const now = Date.now();
  // A transfer takes days: the order waits for an administrator instead of 15 minutes.
  await db
    .updateTable('orders')
    .set({
      payment: 'handpay',
      payment_method: 'transfer',
      expires_at: Math.max(order.expires_at, order.created_at + HANDPAY_TTL_MS),
      updated_at: now,
    })
    .where('id', '=', order.id)
    .where('status', 'in', [ORDER_STATUS.unpaid, ORDER_STATUS.paying])
    .execute();
  return { type: 'transfer', text };
}

export async function startOrderPayment(deps: ChannelDeps, input: StartInput): Promise<TPayAction> {
  const { order, channel: sign, scene } = input;
  assertPayable(order);
  const production = deps.config.nodeEnv === 'production';
  if (sign === 'sandbox' && production) throw new AppError(PaymentMessage.sandboxInProduction);
  const settings = await readPaymentSettings(deps.db);
  const offer = offersFor(settings, { production }, scene).find((o) => o.sign === sign);
  if (!offer) throw new AppError(PaymentMessage.methodUnavailable);
  if (sign === 'handpay') return chooseHandPay(deps.db, order, settings.handpay.text);

  let openid: string | undefined;
  if (offer.method === 'jsapi') {
    openid = (await knownOpenid(deps.db, order.user_id, settings.wechat.appId)) ?? undefined;
    if (!openid) {
      const url = await openidAuthorizeUrl(deps, settings, {
        userId: order.user_id,
        returnUrl: input.returnUrl || `${input.siteUrl}/h5/order/pay?order_id=${order.order_no}`,
        siteUrl: input.siteUrl,
      });
      if (!url) throw new AppError(PaymentMessage.methodUnavailable);
      return { type: 'redirect', url };
    }
  }

  const name = sign as ChannelName;
  const trade = await ensureTrade(deps.db, order, name, offer.method, input.siteUrl);
  if (trade.status === 'paid') throw new AppError(PaymentMessage.orderPaid);
  if (trade.status !== 'open') throw new AppError(PaymentMessage.channelDown);
  const now = Date.now();
  await deps.db
    .updateTable('orders')
    .set({ status: ORDER_STATUS.paying, payment: name, payment_method: offer.method, updated_at: now })
    .where('id', '=', order.id)
    .where('status', 'in', [ORDER_STATUS.unpaid, ORDER_STATUS.paying])
    .execute();

  // The sandbox's cashier is our own page; a phone comes back to the return URL after paying there.
  const cashier = withPageLang(cashierUrlOf(input.siteUrl, order.pay_sign), input.lang);
  const cashierUrl =
    scene !== 'pc' && input.returnUrl ? `${cashier}&s_url=${encodeURIComponent(input.returnUrl)}` : cashier;
  try {
    const channel = await getChannel(deps, name);
    const action = await channel.start(channelOrderOf(order, trade), offer.method, {
      notifyUrl: notifyUrlOf(input.siteUrl, name),
      returnUrl: input.returnUrl,
      quitUrl: input.quitUrl,
      clientIp: input.clientIp,
      openid,
      cashierUrl,
    });
    // On a desktop the sandbox cashier is shown as a QR code too (a phone can open it), like WeChat's.
    if (name === 'sandbox' && scene === 'pc' && action.type === 'redirect')
      return { type: 'qrcode', code_url: action.url };
    return action;
  } catch (error) {
    deps.log.error(
      { err: error, orderNo: order.order_no, channel: name },
      'payment channel refused the trade',
    );
    throw new AppError(PaymentMessage.channelDown);
  }
}
