import type { Kysely } from 'kysely';
import { readConfigValues } from '#core/config-values';
import type { Database } from '#core/db/schema';

/*
 * The payment settings (app_config, private rows edited in the console; decision 025): each channel has its
 * own `enabled` switch, its keys and the methods it may offer. Read per call, never cached in a process, so
 * an administrator's change applies to the next order in every process.
 */

export const PAYMENT_SETTING_KEYS = [
  'payment.alipay',
  'payment.wechat',
  'payment.handpay',
  'payment.sandbox',
  'socialite.wechat_app',
] as const;

export interface AlipaySettings {
  enabled: boolean;
  appId: string;
  sellerId: string;
  signMode: 'key' | 'cert';
  appPrivateKey: string;
  alipayPublicKey: string;
  appCert: string;
  alipayCert: string;
  alipayRootCert: string;
  gateway: string;
  page: boolean;
  wap: boolean;
}

export interface WechatSettings {
  enabled: boolean;
  appId: string;
  mchId: string;
  serialNo: string;
  privateKey: string;
  apiV3Key: string;
  verifyMode: 'certificate' | 'publicKey';
  publicKeyId: string;
  publicKey: string;
  apiBase: string;
  native: boolean;
  h5: boolean;
  jsapi: boolean;
}

/** The official account that tells JSAPI the payer's openid (socialite.wechat_app). */
export interface OfficialAccount {
  app_id: string;
  app_secret: string;
  oauth_base: string;
  api_base: string;
}

export interface PaymentSettings {
  alipay: AlipaySettings;
  wechat: WechatSettings;
  handpay: { enabled: boolean; text: string };
  sandbox: { enabled: boolean };
  officialAccount: OfficialAccount;
}

export const DEFAULT_ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';
export const DEFAULT_WECHAT_API = 'https://api.mch.weixin.qq.com';
export const DEFAULT_HANDPAY_TEXT = '请通过银行转账支付，并联系客服提供订单号，管理员确认收款后订单即完成。';

type Obj = Record<string, unknown>;
const str = (o: Obj, k: string) => (typeof o[k] === 'string' ? (o[k] as string).trim() : '');
/** Method switches default to on: a merchant unticks what its account cannot do. */
const on = (o: Obj, k: string) => o[k] !== false;

export function alipaySettingsOf(o: Obj): AlipaySettings {
  return {
    enabled: o.enabled === true,
    appId: str(o, 'appId'),
    sellerId: str(o, 'sellerId'),
    signMode: o.signMode === 'cert' ? 'cert' : 'key',
    appPrivateKey: str(o, 'appPrivateKey'),
    alipayPublicKey: str(o, 'alipayPublicKey'),
    appCert: str(o, 'appCert'),
    alipayCert: str(o, 'alipayCert'),
    alipayRootCert: str(o, 'alipayRootCert'),
    gateway: str(o, 'gateway') || DEFAULT_ALIPAY_GATEWAY,
    page: on(o, 'page'),
    wap: on(o, 'wap'),
  };
}

export function wechatSettingsOf(o: Obj): WechatSettings {
  const publicKeyId = str(o, 'publicKeyId');
  const verifyMode =
    o.verifyMode === 'publicKey' || o.verifyMode === 'certificate'
      ? o.verifyMode
      : publicKeyId
        ? 'publicKey'
        : 'certificate';
  return {
    enabled: o.enabled === true,
    appId: str(o, 'appId'),
    mchId: str(o, 'mchId'),
    serialNo: str(o, 'serialNo'),
    privateKey: str(o, 'privateKey'),
    // Not trimmed: the APIv3 key is 32 exact characters.
    apiV3Key: typeof o.apiV3Key === 'string' ? o.apiV3Key : '',
    verifyMode,
    publicKeyId,
    publicKey: str(o, 'publicKey'),
    apiBase: (str(o, 'apiBase') || DEFAULT_WECHAT_API).replace(/\/+$/, ''),
    native: on(o, 'native'),
    h5: on(o, 'h5'),
    jsapi: on(o, 'jsapi'),
  };
}

export async function readPaymentSettings(db: Kysely<Database>): Promise<PaymentSettings> {
  const values = await readConfigValues(db, PAYMENT_SETTING_KEYS);
  const handpay = values.obj('payment.handpay');
  const account = values.obj('socialite.wechat_app');
  return {
    alipay: alipaySettingsOf(values.obj('payment.alipay')),
    wechat: wechatSettingsOf(values.obj('payment.wechat')),
    handpay: { enabled: handpay.enabled === true, text: str(handpay, 'text') || DEFAULT_HANDPAY_TEXT },
    sandbox: { enabled: values.obj('payment.sandbox').enabled === true },
    officialAccount: {
      app_id: str(account, 'app_id'),
      app_secret: str(account, 'app_secret'),
      oauth_base: str(account, 'oauth_base'),
      api_base: str(account, 'api_base'),
    },
  };
}
