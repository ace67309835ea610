/** One payment channel behind the commerce module (decision 013). Amounts are fen. */

export type ProviderName = 'sandbox' | 'alipay' | 'wechat' | 'handpay';

export interface PayableOrder {
  orderNo: string;
  paySign: string;
  totalFen: number;
  subject: string;
}

export interface CreateContext {
  /** Site base URL without a trailing slash (callbacks and the cashier live under it). */
  siteUrl: string;
}

/** What the channel says happened to one order, after its signature was verified. */
export interface ChannelTrade {
  orderNo: string;
  totalFen: number;
  /** Alipay app_id / WeChat appid. */
  appId: string;
  /** Alipay seller_id / WeChat mchid. */
  merchantId: string;
  tradeNo: string;
  success: boolean;
}

/** What a refund needs to name the paid trade at the channel. */
export interface RefundableOrder {
  orderNo: string;
  totalFen: number;
  /** The channel's trade number, when the order was settled by one. */
  tradeNo?: string;
}

/** The channel's answer to a full refund; `accepted` only after the answer's signature was verified. */
export interface ChannelRefund {
  refundNo: string;
  accepted: boolean;
  channelRefundId?: string;
  /** Why the channel refused, or a note for the admin (hand pay: the money goes back by hand). */
  message?: string;
}

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

export interface PaymentProvider {
  readonly name: ProviderName;
  /** app id / merchant id the callback must carry ('' when the channel has none). */
  readonly expected: { appId: string; merchantId: string };
  /** The URL the member pays at (rendered as a QR on PC). May call the channel. */
  createPayment(order: PayableOrder, ctx: CreateContext): Promise<{ payUrl: string }>;
  /** Verifies the signature and decodes the trade; throws CallbackRejected when it is not authentic. */
  verifyCallback(raw: RawCallback): Promise<ChannelTrade>;
  /** Asks the channel about an order when no callback came; null when it knows nothing yet. */
  queryTrade(order: PayableOrder): Promise<ChannelTrade | null>;
  /**
   * Asks the channel to return the whole amount. `refundNo` is deterministic per order, so a retry after
   * a crash is the same refund to the channel (Alipay out_request_no, WeChat out_refund_no), not a second one.
   */
  refund(order: RefundableOrder, refundNo: string): Promise<ChannelRefund>;
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
