import type { adminUpdateSettings } from '@shuyuan/contract/admin-settings';
import type { EndpointBody } from '@shuyuan/contract/endpoint';

/*
 * Which fields each payment card shows, and the body its 保存 sends. The body holds only the fields on
 * screen: the server merges an object setting over the fields a request names, so the other mode's keys
 * (an Alipay public key kept while trying certificates) stay stored, and a secret left empty is left out
 * so the stored one stays (the console never has it to send back).
 */

type SettingValues = NonNullable<EndpointBody<typeof adminUpdateSettings>['values']>;
export type PaymentKey = 'payment.alipay' | 'payment.wechat' | 'payment.handpay' | 'payment.sandbox';
export type PaymentValues<K extends PaymentKey> = NonNullable<SettingValues[K]>;
type Field<K extends PaymentKey> = keyof PaymentValues<K> & string;

export type AlipayValues = PaymentValues<'payment.alipay'>;
export type WechatValues = PaymentValues<'payment.wechat'>;

/** The write-only fields of each card (the contract's SECRET_SETTING_FIELDS, as the cards need them). */
export const SECRET_FIELDS: { [K in PaymentKey]: Field<K>[] } = {
  'payment.alipay': ['appPrivateKey'],
  'payment.wechat': ['privateKey', 'apiV3Key'],
  'payment.handpay': [],
  'payment.sandbox': [],
};

export function alipayFields(signMode: AlipayValues['signMode']): Field<'payment.alipay'>[] {
  const keys: Field<'payment.alipay'>[] =
    signMode === 'cert' ? ['appCert', 'alipayCert', 'alipayRootCert'] : ['alipayPublicKey'];
  return ['enabled', 'appId', 'sellerId', 'signMode', 'appPrivateKey', ...keys, 'gateway', 'page', 'wap'];
}

export function wechatFields(verifyMode: WechatValues['verifyMode']): Field<'payment.wechat'>[] {
  const keys: Field<'payment.wechat'>[] = verifyMode === 'publicKey' ? ['publicKeyId', 'publicKey'] : [];
  return [
    'enabled',
    'appId',
    'mchId',
    'serialNo',
    'privateKey',
    'apiV3Key',
    'verifyMode',
    ...keys,
    'apiBase',
    'native',
    'h5',
    'jsapi',
  ];
}

export const HANDPAY_FIELDS: Field<'payment.handpay'>[] = ['enabled', 'text'];
export const SANDBOX_FIELDS: Field<'payment.sandbox'>[] = ['enabled'];

/** The fields a card shows for what its form holds now (the mode picks the key fields). */
export function shownFields<K extends PaymentKey>(key: K, values: PaymentValues<K>): Field<K>[] {
  switch (key) {
    case 'payment.alipay':
      return alipayFields((values as AlipayValues).signMode) as Field<K>[];
    case 'payment.wechat':
      return wechatFields((values as WechatValues).verifyMode) as Field<K>[];
    case 'payment.handpay':
      return HANDPAY_FIELDS as Field<K>[];
    default:
      return SANDBOX_FIELDS as Field<K>[];
  }
}

/** The value of `key` a 保存 sends: the shown fields, without secrets left empty. */
export function paymentBody<K extends PaymentKey>(key: K, values: PaymentValues<K>): PaymentValues<K> {
  const secrets: string[] = SECRET_FIELDS[key];
  const body: Record<string, unknown> = {};
  const all = values as Record<string, unknown>;
  for (const field of shownFields(key, values)) {
    const value = all[field];
    if (value === undefined) continue;
    if (secrets.includes(field) && (typeof value !== 'string' || value.trim() === '')) continue;
    body[field] = value;
  }
  return body as PaymentValues<K>;
}

/**
 * What a card's form starts with: the stored value over the defaults a site has before anyone saved
 * (channel off, public-key signing, platform certificates, every method ticked: a merchant unticks the
 * ones the channel has not granted), secrets blank.
 */
const DEFAULTS: { [K in PaymentKey]: PaymentValues<K> } = {
  'payment.alipay': { enabled: false, signMode: 'key', page: true, wap: true },
  'payment.wechat': { enabled: false, verifyMode: 'certificate', native: true, h5: true, jsapi: true },
  'payment.handpay': { enabled: false, text: '' },
  'payment.sandbox': { enabled: false },
};

export function initialValues<K extends PaymentKey>(key: K, stored: unknown): PaymentValues<K> {
  const value = stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {};
  const merged: Record<string, unknown> = { ...DEFAULTS[key], ...value };
  for (const field of SECRET_FIELDS[key] as string[]) merged[field] = '';
  return merged as PaymentValues<K>;
}
