import { z } from 'zod';
import { ADMIN_API_PREFIX } from './admin';
import { adminGuard, idParams, okEmpty, paged, pageQuery } from './admin-common';
import { keywords } from './admin-fields';
import { defineEndpoint } from './endpoint';
import { ZPayChannel, ZPayMethod, ZPayScene } from './payments';

/*
 * Payment channels in the console (decision 025): what each channel offers where, the WeChat Pay platform
 * certificates the server keeps, 测试连接, and the refunds the site made (automatic ones included).
 * The channels' fields themselves are site settings (admin-settings.ts, keys payment.*).
 */

const P = ADMIN_API_PREFIX;
const settings = adminGuard('settings.manage');
const view = adminGuard('orders.view');
const manage = adminGuard('orders.manage');

export const AdminPaymentChannel = z.object({
  sign: ZPayChannel,
  enabled: z.boolean(),
  /** Every field the enabled methods need is filled in. */
  ready: z.boolean(),
  /** What is missing or wrong, in the console's words (empty when nothing). */
  problems: z.array(z.string()),
  /** The methods members are offered now, with the scene each serves. */
  offered: z.array(z.object({ scene: ZPayScene, method: ZPayMethod })),
});

export const AdminWechatCertificate = z.object({
  serial: z.string(),
  effective_at: z.number().int(),
  expire_at: z.number().int(),
});

export const adminPaymentOverview = defineEndpoint({
  ...settings,
  id: 'adminPaymentOverview',
  method: 'GET',
  path: `${P}/payments/overview`,
  summary: '支付渠道概览：启用状态、各场景提供的支付方式、微信支付平台证书',
  response: z.object({
    /** false in production: the sandbox cannot be enabled there. */
    sandbox_allowed: z.boolean(),
    /** What members get when no channel is enabled ('' when one is). */
    fallback: z.enum(['sandbox', 'handpay', '']),
    channels: z.array(AdminPaymentChannel),
    wechat_certificates: z.array(AdminWechatCertificate),
    wechat_certificates_fetched_at: z.number().int().nullable(),
  }),
});

export const adminTestPayment = defineEndpoint({
  ...settings,
  id: 'adminTestPayment',
  method: 'POST',
  path: `${P}/payments/test`,
  summary: '测试连接：用已保存的设置向渠道发一次签名请求，返回渠道的应答',
  body: z.object({ channel: z.enum(['alipay', 'wechat']) }),
  response: z.object({ ok: z.boolean(), message: z.string() }),
});

export const REFUND_REASONS = [
  'admin',
  'order_closed',
  'already_paid',
  'already_owned',
  'seat_full',
] as const;
export const REFUND_STATUSES = ['pending', 'processing', 'success', 'failed', 'abnormal'] as const;

export const AdminRefundItem = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  user_id: z.number().int(),
  user_nick_name: z.string(),
  goods_name: z.string(),
  payment: ZPayChannel.or(z.literal('')),
  out_trade_no: z.string(),
  refund_no: z.string(),
  /** Yuan. */
  amount: z.number(),
  reason: z.enum(REFUND_REASONS),
  /** The administrator's note, or why the site refunded by itself. */
  note: z.string(),
  status: z.enum(REFUND_STATUSES),
  /** What the channel said (a refusal, a hand-pay reminder). */
  message: z.string(),
  created_at: z.number().int(),
  finished_at: z.number().int().nullable(),
});
export type TAdminRefundItem = z.infer<typeof AdminRefundItem>;

export const adminListRefunds = defineEndpoint({
  ...view,
  id: 'adminListRefunds',
  method: 'GET',
  path: `${P}/refunds`,
  summary: '退款记录（含站点自动退回的迟到、重复付款）',
  query: z.object({
    ...pageQuery,
    order_no: keywords,
    status: z.enum(REFUND_STATUSES).optional(),
    reason: z.enum(REFUND_REASONS).optional(),
  }),
  response: paged(AdminRefundItem),
});

export const adminRetryRefund = defineEndpoint({
  ...manage,
  id: 'adminRetryRefund',
  method: 'POST',
  path: `${P}/refunds/:id/retry`,
  summary: '重新向渠道提交未成功的退款（同一退款单号，渠道不会退两次）',
  params: idParams,
  response: okEmpty,
});

/** One trade of an order at a channel (order detail). */
export const AdminOrderPayment = z.object({
  id: z.number().int(),
  provider: ZPayChannel,
  method: ZPayMethod,
  out_trade_no: z.string(),
  status: z.enum(['open', 'closed', 'paid']),
  amount: z.number(),
  trade_no: z.string(),
  created_at: z.number().int(),
  paid_at: z.number().int().nullable(),
  closed_at: z.number().int().nullable(),
});
export type TAdminOrderPayment = z.infer<typeof AdminOrderPayment>;
