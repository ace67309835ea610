import { fenToYuan, type TAdminRefundItem } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { readPage } from '#core/db/read-page';
import type { Database, PaymentRefundRow } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import { channelStates, fallbackChannel, submitRefund } from '#modules/commerce';
import { ChannelUnavailable, getChannel, readPaymentSettings } from '#providers/payment/index';
import {
  readPlatformCertificates,
  refreshPlatformCertificates,
} from '#providers/payment/wechat-certificates';
import { type AdminActor, audit } from '../context';
import { likePattern } from '../courses/course-list';
import { findRow } from '../find-row';

/* The console's payment pages (decision 025): the channels at a glance, 测试连接, the refunds. */

export async function paymentOverview(deps: Deps<'db' | 'config'>) {
  const production = deps.config.nodeEnv === 'production';
  const settings = await readPaymentSettings(deps.db);
  const stored = await readPlatformCertificates(deps.db);
  const mine = stored && stored.mchId === settings.wechat.mchId ? stored : null;
  return {
    sandbox_allowed: !production,
    fallback: fallbackChannel(settings, { production }),
    channels: channelStates(settings, { production }),
    wechat_certificates: (mine?.certs ?? []).map((c) => ({
      serial: c.serial,
      effective_at: c.effectiveAt,
      expire_at: c.expireAt,
    })),
    wechat_certificates_fetched_at: mine?.fetchedAt ?? null,
  };
}

/** 测试连接 with the saved settings: WeChat in certificate mode downloads the certificates first. */
export async function testPaymentChannel(actor: AdminActor, channel: 'alipay' | 'wechat') {
  const { deps } = actor;
  let result: { ok: boolean; message: string };
  try {
    let prefix = '';
    if (channel === 'wechat') {
      const s = (await readPaymentSettings(deps.db)).wechat;
      const certs = await refreshPlatformCertificates(deps.db, deps.store, s, { force: true });
      if (certs) prefix = `已下载 ${certs.length} 个平台证书；`;
    }
    const message = await (await getChannel(deps, channel)).testConnection();
    result = { ok: true, message: `${prefix}${message}` };
  } catch (error) {
    const message =
      error instanceof ChannelUnavailable
        ? '渠道设置不完整：请先填写并保存必填项'
        : error instanceof Error
          ? error.message
          : String(error);
    result = { ok: false, message };
  }
  await audit(actor, 'payments.test', `payment:${channel}`, null, result);
  return result;
}

type RefundRow = PaymentRefundRow & {
  order_no: string | null;
  user_id: number | null;
  goods_name: string | null;
  nick_name: string | null;
  provider: string | null;
  out_trade_no: string | null;
};

function refundItem(r: RefundRow): TAdminRefundItem {
  return {
    id: r.id,
    order_id: r.order_id,
    order_no: r.order_no ?? '',
    user_id: r.user_id ?? 0,
    user_nick_name: r.nick_name ?? '',
    goods_name: r.goods_name ?? '',
    payment: (r.provider ?? '') as TAdminRefundItem['payment'],
    out_trade_no: r.out_trade_no ?? '',
    refund_no: r.refund_no,
    amount: fenToYuan(r.amount_fen),
    reason: r.reason as TAdminRefundItem['reason'],
    note: r.note,
    status: r.status as TAdminRefundItem['status'],
    message: r.message,
    created_at: Number(r.created_at),
    finished_at: r.finished_at === null ? null : Number(r.finished_at),
  };
}

function refundsWithOrder(db: Kysely<Database>) {
  return db
    .selectFrom('payment_refunds')
    .leftJoin('orders', 'orders.id', 'payment_refunds.order_id')
    .leftJoin('users', 'users.id', 'orders.user_id')
    .leftJoin('payments', 'payments.id', 'payment_refunds.payment_id')
    .selectAll('payment_refunds')
    .select([
      'orders.order_no',
      'orders.user_id',
      'orders.goods_name',
      'users.nick_name',
      'payments.provider',
      'payments.out_trade_no',
    ]);
}

export async function listRefunds(
  deps: Deps<'db'>,
  q: { page: number; size: number; order_no?: string; status?: string; reason?: string },
) {
  let base = deps.db
    .selectFrom('payment_refunds')
    .leftJoin('orders', 'orders.id', 'payment_refunds.order_id');
  if (q.order_no)
    base = base.where(sql<boolean>`orders.order_no like ${likePattern(q.order_no)} escape '\\'`);
  if (q.status) base = base.where('payment_refunds.status', '=', q.status);
  if (q.reason) base = base.where('payment_refunds.reason', '=', q.reason);
  const ids = base.select('payment_refunds.id');
  const { total, rows } = await readPage(base, q, () =>
    refundsWithOrder(deps.db).where('payment_refunds.id', 'in', ids).orderBy('payment_refunds.id', 'desc'),
  );
  return { total, data: rows.map((r) => refundItem(r as RefundRow)) };
}

export async function refundsOfOrder(db: Kysely<Database>, orderId: number) {
  const rows = await refundsWithOrder(db)
    .where('payment_refunds.order_id', '=', orderId)
    .orderBy('payment_refunds.id')
    .execute();
  return rows.map((r) => refundItem(r as RefundRow));
}

export async function tradesOfOrder(db: Kysely<Database>, orderId: number) {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((p) => ({
    id: p.id,
    provider: p.provider as 'alipay' | 'wechat' | 'sandbox',
    method: p.method as 'page' | 'wap' | 'native' | 'h5' | 'jsapi' | 'cashier',
    out_trade_no: p.out_trade_no,
    status: p.status as 'open' | 'closed' | 'paid',
    amount: fenToYuan(p.amount_fen),
    trade_no: p.trade_no,
    created_at: Number(p.created_at),
    paid_at: p.paid_at === null ? null : Number(p.paid_at),
    closed_at: p.closed_at === null ? null : Number(p.closed_at),
  }));
}

/** 重试: sends a refund the channel has not accepted again, under its same number. */
export async function retryRefund(actor: AdminActor, id: number): Promise<void> {
  const before = await findRow(actor.deps.db, 'payment_refunds', id, '退款记录不存在');
  if (before.status === 'success' || before.status === 'processing') throw new AppError('该退款无需重试');
  const after = await submitRefund(actor.deps, before);
  await audit(
    actor,
    'refund.retry',
    `refund:${id}`,
    { status: before.status },
    { status: after.status, message: after.message },
  );
  if (after.status !== 'success' && after.status !== 'processing')
    throw new AppError(`退款失败：${after.message || '支付渠道拒绝退款'}`);
}
