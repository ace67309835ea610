import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import type { TPayScene as TScene } from './user-agent';

export { MOBILE_USER_AGENT, payScene } from './user-agent';

/*
 * Paying an order (decision 025): the methods that fit the member's device, and starting one. The order is
 * made first (POST /api/v3/order); these calls name it by its number, as /api/v2/order/status does.
 */

/** Where the member is: a desktop browser, a phone browser, or WeChat's own browser (MeEdu's scenes). */
export const PAY_SCENES = ['pc', 'h5', 'wechat'] as const;
export const ZPayScene = z.enum(PAY_SCENES);
export type TPayScene = TScene;

/** The channels a site may enable; `sandbox` only outside production. */
export const PAY_CHANNELS = ['alipay', 'wechat', 'handpay', 'sandbox'] as const;
export const ZPayChannel = z.enum(PAY_CHANNELS);
export type TPayChannel = z.infer<typeof ZPayChannel>;

/**
 * How a channel takes the money in a scene: Alipay `page` (desktop) / `wap` (phone), WeChat `native` (QR) /
 * `h5` (phone browser) / `jsapi` (inside WeChat), hand pay `transfer`, the sandbox's own `cashier` page.
 */
export const PAY_METHODS = ['page', 'wap', 'native', 'h5', 'jsapi', 'transfer', 'cashier'] as const;
export const ZPayMethod = z.enum(PAY_METHODS);
export type TPayMethod = z.infer<typeof ZPayMethod>;

/** The channels' names as MeEdu's cashier shows them (the web app has its own per language). */
export const PAY_CHANNEL_NAMES: Record<TPayChannel, string> = {
  alipay: '支付宝',
  wechat: '微信支付',
  handpay: '线下转账',
  sandbox: '模拟支付',
};

/** Messages of the payment calls, exact: servers and tests share them. */
export const PaymentMessage = {
  methodUnavailable: '当前环境不支持该支付方式',
  sandboxInProduction: '模拟支付仅用于开发和测试，正式站点不能使用',
  orderPaid: '订单已支付',
  orderCancelled: '订单已取消',
  orderExpired: '订单已过期',
  channelDown: '支付渠道暂不可用，请稍后再试',
  badReturnUrl: '返回地址无效',
} as const;

const ZOrderNo = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[\w-]+$/);

export const ZPaymentOption = z.object({
  /** The channel (MeEdu's `sign`). */
  sign: ZPayChannel,
  name: z.string(),
  method: ZPayMethod,
});
export type TPaymentOption = z.infer<typeof ZPaymentOption>;

export const listPayments = defineEndpoint({
  id: 'listPayments',
  method: 'GET',
  path: '/api/v2/order/payments',
  summary:
    'The payment methods this site offers in a scene (pc, h5 = phone browser, wechat = inside WeChat): only configured channels whose method works there',
  area: 'commerce',
  auth: 'public',
  query: z.object({ scene: ZPayScene }),
  response: z.array(ZPaymentOption),
});

/** What WeixinJSBridge's getBrandWCPayRequest takes, signed by the merchant (RSA). */
export const ZJsapiParams = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.literal('RSA'),
  paySign: z.string(),
});
export type TJsapiParams = z.infer<typeof ZJsapiParams>;

/**
 * What the client does next: show `code_url` as a QR code (WeChat Native, or the sandbox cashier on a
 * desktop), go to `url` (Alipay, WeChat H5, the sandbox cashier on a phone, or the official account's
 * authorisation first when the member's openid is not known yet), call WeixinJSBridge with `params`, or show
 * the transfer instructions.
 */
export const ZPayAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('qrcode'), code_url: z.string() }),
  z.object({ type: z.literal('redirect'), url: z.string() }),
  z.object({ type: z.literal('jsapi'), params: ZJsapiParams }),
  z.object({ type: z.literal('transfer'), text: z.string() }),
]);
export type TPayAction = z.infer<typeof ZPayAction>;

export const startPayment = defineEndpoint({
  id: 'startPayment',
  method: 'POST',
  path: '/api/v2/order/pay',
  summary:
    "Starts paying one of the member's open orders with a channel in a scene; return_url (this site only) is where a phone comes back after paying",
  area: 'commerce',
  auth: 'member',
  body: z.object({
    order_id: ZOrderNo,
    payment: ZPayChannel,
    scene: ZPayScene,
    return_url: z.string().max(1024, { message: PaymentMessage.badReturnUrl }).optional(),
  }),
  response: ZPayAction,
});

/** MeEdu's older client calls, kept for MeEdu's clients: WeChat Native's code and hand pay's text. */
export const wechatScanPay = defineEndpoint({
  id: 'wechatScanPay',
  method: 'POST',
  path: '/api/v2/order/pay/wechatScan',
  summary: "WeChat Native code of one of the member's open orders (MeEdu's call)",
  area: 'commerce',
  auth: 'member',
  body: z.object({ order_id: ZOrderNo }),
  response: z.object({ code_url: z.string() }),
});

export const handPayInstructions = defineEndpoint({
  id: 'handPayInstructions',
  method: 'POST',
  path: '/api/v2/order/pay/handPay',
  summary:
    "Chooses hand pay for one of the member's open orders and answers the transfer instructions (MeEdu's call)",
  area: 'commerce',
  auth: 'member',
  body: z.object({ order_id: ZOrderNo }),
  response: z.object({ text: z.string() }),
});
