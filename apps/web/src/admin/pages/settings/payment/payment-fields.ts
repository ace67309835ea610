import type { adminUpdateSettings } from '@shuyuan/contract/admin-settings';
import type { EndpointBody } from '@shuyuan/contract/endpoint';
import type paymentCn from './i18n/cn.json';

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

/** The channels with merchant keys: one card each, drawn from MERCHANT_FIELDS. */
export type Merchant = 'alipay' | 'wechat';
type Text = typeof paymentCn;

/**
 * A merchant card's field, by its label's key in the card's strings (its name unless told). `when` shows
 * it in one mode of the card only; `secret` is write-only (the server says whether one is stored).
 */
export type MerchantField<M extends Merchant> =
  | {
      kind: 'text' | 'pem' | 'password';
      name: Field<`payment.${M}`>;
      label?: keyof Text[M];
      secret?: boolean;
      /** Labelled 选填. */
      optional?: boolean;
      help?: keyof Text[M];
      placeholder?: string;
      when?: string;
    }
  | { kind: 'mode'; name: Field<`payment.${M}`>; options: (keyof Text[M] & string)[] }
  | { kind: 'methods'; names: (Field<`payment.${M}`> & keyof Text['methods'])[]; help?: keyof Text[M] }
  /** The platform certificates the server downloaded (WeChat Pay's certificate mode). */
  | { kind: 'certificates'; when: string };

/** Each merchant card's fields in order, and which of them picks the card's mode. */
export const MERCHANT_FIELDS: {
  [M in Merchant]: { mode: Field<`payment.${M}`>; fields: MerchantField<M>[] };
} = {
  // Public-key or certificate signing: only the chosen mode's keys are shown and saved.
  alipay: {
    mode: 'signMode',
    fields: [
      { kind: 'text', name: 'appId' },
      { kind: 'text', name: 'sellerId', help: 'sellerIdHelp' },
      { kind: 'mode', name: 'signMode', options: ['key', 'cert'] },
      { kind: 'pem', name: 'appPrivateKey', secret: true },
      { kind: 'pem', name: 'appCert', when: 'cert' },
      { kind: 'pem', name: 'alipayCert', when: 'cert' },
      { kind: 'pem', name: 'alipayRootCert', when: 'cert' },
      { kind: 'pem', name: 'alipayPublicKey', when: 'key' },
      {
        kind: 'text',
        name: 'gateway',
        optional: true,
        help: 'gatewayHelp',
        placeholder: 'https://openapi.alipay.com/gateway.do',
      },
      { kind: 'methods', names: ['page', 'wap'] },
    ],
  },
  // APIv3: reports are verified with platform certificates the server downloads, or a public key pasted in.
  wechat: {
    mode: 'verifyMode',
    fields: [
      { kind: 'text', name: 'appId' },
      { kind: 'text', name: 'mchId' },
      { kind: 'text', name: 'serialNo' },
      { kind: 'pem', name: 'privateKey', secret: true },
      { kind: 'password', name: 'apiV3Key', secret: true },
      { kind: 'mode', name: 'verifyMode', options: ['certificate', 'publicKey'] },
      { kind: 'text', name: 'publicKeyId', placeholder: 'PUB_KEY_ID_…', when: 'publicKey' },
      { kind: 'pem', name: 'publicKey', label: 'publicKeyPem', when: 'publicKey' },
      { kind: 'certificates', when: 'certificate' },
      {
        kind: 'text',
        name: 'apiBase',
        optional: true,
        help: 'apiBaseHelp',
        placeholder: 'https://api.mch.weixin.qq.com',
      },
      { kind: 'methods', names: ['native', 'h5', 'jsapi'], help: 'jsapiHelp' },
    ],
  },
};

/** Whether a merchant card shows `field` in `mode`. */
export const isShown = (field: { kind: string; when?: string }, mode: unknown) =>
  !field.when || field.when === mode;

/** The fields a merchant card shows (and saves) in `mode`. */
function merchantFields<M extends Merchant>(merchant: M, mode: unknown): Field<`payment.${M}`>[] {
  const fields = (MERCHANT_FIELDS[merchant].fields as MerchantField<M>[]).filter((f) => isShown(f, mode));
  return [
    'enabled',
    ...fields.flatMap((f) => (f.kind === 'methods' ? f.names : f.kind === 'certificates' ? [] : [f.name])),
  ];
}

export const HANDPAY_FIELDS: Field<'payment.handpay'>[] = ['enabled', 'text'];
export const SANDBOX_FIELDS: Field<'payment.sandbox'>[] = ['enabled'];

/** The fields a card shows for what its form holds now (the mode picks the key fields). */
export function shownFields<K extends PaymentKey>(key: K, values: PaymentValues<K>): Field<K>[] {
  switch (key) {
    case 'payment.alipay':
      return merchantFields('alipay', (values as AlipayValues).signMode) as Field<K>[];
    case 'payment.wechat':
      return merchantFields('wechat', (values as WechatValues).verifyMode) as Field<K>[];
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
