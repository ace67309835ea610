import type { TJsapiParams, TPayScene } from '@shuyuan/contract/payments';
import type { PaymentOption } from './api/payment-options';
import type { PayAction } from './api/start-payment';
import { type PayUrlKind, payUrlKind } from './pay-flow';

/**
 * What a screen does with the answer of POST /api/v2/order/pay:
 * - `code`: draw a QR code (WeChat Native's `weixin://` code is for the phone's WeChat only; the sandbox
 *   cashier's page also gets a link). Only a desktop can: a phone would have to scan its own screen;
 * - `go`: leave for the channel's page in this tab (Alipay, WeChat H5, the sandbox cashier on a phone, or
 *   the official account's authorisation before JSAPI);
 * - `bridge`: WeChat's in-app sheet (JSAPI);
 * - `transfer`: show hand pay's instructions;
 * - `unusable`: nothing this device can do (a QR on a phone, an address that is not a web page).
 */
export type PayNext =
  | { kind: 'code'; url: string; urlKind: PayUrlKind }
  | { kind: 'go'; url: string }
  | { kind: 'bridge'; params: TJsapiParams }
  | { kind: 'transfer'; text: string }
  | { kind: 'unusable' };

export function payNext(action: PayAction, device: 'desktop' | 'phone'): PayNext {
  switch (action.type) {
    case 'qrcode': {
      const urlKind = payUrlKind(action.code_url);
      return device === 'desktop' && urlKind
        ? { kind: 'code', url: action.code_url, urlKind }
        : { kind: 'unusable' };
    }
    case 'redirect':
      return payUrlKind(action.url) === 'web' ? { kind: 'go', url: action.url } : { kind: 'unusable' };
    case 'jsapi':
      return { kind: 'bridge', params: action.params };
    case 'transfer':
      return { kind: 'transfer', text: action.text };
    default:
      return { kind: 'unusable' };
  }
}

/**
 * Whether a method's answer is shown on the page (a QR code, transfer instructions), so the desktop page may
 * start it as soon as it is selected; the others leave the page or open WeChat's sheet, which waits for a
 * click (decision 025's table: the sandbox cashier is a QR on a desktop and a page to go to on a phone).
 */
export function showsInPlace(option: PaymentOption, scene: TPayScene): boolean {
  if (option.method === 'native' || option.method === 'transfer') return true;
  return option.method === 'cashier' && scene === 'pc';
}

/** The option to select first: the channel chosen last when it is still offered, else the first one. */
export function initialOption(options: readonly PaymentOption[], lastChannel: string): PaymentOption | null {
  return options.find((o) => o.sign === lastChannel) ?? options[0] ?? null;
}
