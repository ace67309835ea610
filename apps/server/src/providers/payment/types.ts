import type { TJsapiParams, TPayMethod } from '@shuyuan/contract/payments';

/** A payment channel behind the commerce module (decisions 013, 025). Amounts are fen. */

/** Channels that hold trades; hand pay has none (an administrator confirms the transfer). */
export type ChannelName = 'sandbox' | 'alipay' | 'wechat';

/** One trade as the site asks a channel for it. */
export interface ChannelOrder {
  /** `<order_no>_<method code>`: what the channel knows the trade by. */
  outTradeNo: string;
  totalFen: number;
  subject: string;
  /** The order's expiry (ms), sent to the channel so it refuses a payment after it. */
  expiresAt: number;
}

export interface StartContext {
  /** Where the channel posts its notifications (PUBLIC_URL or the request's origin + /payment/callback/…). */
  notifyUrl: string;
  /** Where a browser comes back after paying at the channel (this site only); '' when none. */
  returnUrl: string;
  /** Where a browser goes when the member gives up at the channel (MeEdu's f_url; this site only); else returnUrl. */
  quitUrl?: string;
  /** The payer's IP (WeChat H5 requires it). */
  clientIp: string;
  /** JSAPI: the member's openid at the merchant's official account. */
  openid?: string;
  /** The sandbox: our cashier page, which plays the channel. */
  cashierUrl?: string;
}

/** What the member's browser does to pay: the channel's half of the contract's TPayAction. */
export type ChannelAction =
  | { type: 'qrcode'; code_url: string }
  | { type: 'redirect'; url: string }
  | { type: 'jsapi'; params: TJsapiParams };

/** What the channel says happened to one trade, after its signature was verified. */
export interface ChannelTrade {
  outTradeNo: string;
  totalFen: number;
  /** Alipay app_id / WeChat appid. */
  appId: string;
  /** Alipay seller_id / WeChat mchid. */
  merchantId: string;
  tradeNo: string;
  /** paid: the money arrived; open: waiting for the payer; closed: closed or refunded at the channel. */
  state: 'paid' | 'open' | 'closed';
}

/** A refund's state at the channel. */
export type RefundState = 'processing' | 'success' | 'abnormal' | 'closed';

/** The channel's answer to a refund request; a refusal only after nothing was sent back. */
export interface ChannelRefund {
  refundNo: string;
  /** refused: the channel said no (nothing moved); otherwise where the refund stands. */
  state: RefundState | 'refused';
  channelRefundId?: string;
  /** Why it was refused, or a note (hand pay: the money goes back by hand). */
  message?: string;
}

/** A verified notification: a trade's state, or a refund's outcome (WeChat REFUND.*). */
export type ChannelNotice =
  | { kind: 'trade'; trade: ChannelTrade }
  | { kind: 'refund'; refundNo: string; state: RefundState; message?: string };

export interface RawCallback {
  /** The request body exactly as received: signatures are over these bytes. */
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface CallbackAck {
  status: number;
  contentType: string;
  body: string;
}

/** A trade to refund: the number the channel knows it by and how much it holds. */
export interface RefundableTrade {
  outTradeNo: string;
  totalFen: number;
  tradeNo: string;
  /** notify_url for the refund's outcome ('' when none can be given). */
  notifyUrl: string;
}

export interface PaymentChannel {
  readonly name: ChannelName;
  /** app id / merchant id every report must carry ('' when the channel has none). */
  readonly expected: { appId: string; merchantId: string };
  /** Creates (or re-creates with the same parameters) the trade and says how the browser pays it. */
  start(order: ChannelOrder, method: TPayMethod, ctx: StartContext): Promise<ChannelAction>;
  /** Verifies the signature and decodes the notice; throws CallbackRejected when it is not authentic. */
  verifyCallback(raw: RawCallback): Promise<ChannelNotice>;
  /** Asks the channel about a trade; null when it knows nothing of it (never opened, never created). */
  query(outTradeNo: string): Promise<ChannelTrade | null>;
  /** Closes an unpaid trade: closed (or never existed), or paid (too late to close). */
  close(outTradeNo: string): Promise<'closed' | 'paid'>;
  /**
   * Returns the whole amount of a paid trade. `refundNo` is deterministic, so a retry after a crash is the
   * same refund to the channel (Alipay out_request_no, WeChat out_refund_no), not a second one.
   */
  refund(trade: RefundableTrade, refundNo: string): Promise<ChannelRefund>;
  /** Where a refund stands at the channel. */
  queryRefund(trade: RefundableTrade, refundNo: string): Promise<RefundState>;
  /** One signed call that proves keys and addresses (测试连接); the answer in the console's words. */
  testConnection(): Promise<string>;
  ack(ok: boolean): CallbackAck;
}

export class CallbackRejected extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'CallbackRejected';
  }
}

/** Fen → the channel's yuan string with two decimals ("12.30"). */
export function fenToYuanString(fen: number): string {
  return `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}

/** The channel's yuan string → fen, exactly (no float rounding); NaN when malformed. */
export function yuanStringToFen(value: string): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) return Number.NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

export function header(raw: RawCallback, name: string): string {
  const value = raw.headers[name.toLowerCase()];
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

/** Beijing time as the channels write it: "yyyy-MM-dd HH:mm:ss" (Alipay) or RFC 3339 with +08:00 (WeChat). */
export function beijingTime(ms: number, style: 'alipay' | 'rfc3339'): string {
  const t = new Date(ms + 8 * 3600_000).toISOString();
  return style === 'alipay' ? `${t.slice(0, 10)} ${t.slice(11, 19)}` : `${t.slice(0, 19)}+08:00`;
}
