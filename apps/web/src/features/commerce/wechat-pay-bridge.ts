import type { TJsapiParams } from '@shuyuan/contract/payments';

/** WeChat's in-app JavaScript bridge, present only in WeChat's browser (injected after the page starts). */
interface WeixinJSBridge {
  invoke(name: string, params: object, callback: (res: { err_msg?: string }) => void): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

/**
 * How the member left WeChat's pay sheet. `ok` only means they confirmed: the order is paid when the server
 * says so (the status poll), never on the client's word. `unavailable`: no bridge came (not WeChat's browser,
 * or it never got ready).
 */
export type BridgeResult = 'ok' | 'cancel' | 'fail' | 'unavailable';

/** WeChat documents these `err_msg` values for getBrandWCPayRequest. */
const RESULTS: Record<string, BridgeResult> = {
  'get_brand_wcpay_request:ok': 'ok',
  'get_brand_wcpay_request:cancel': 'cancel',
  'get_brand_wcpay_request:fail': 'fail',
};

/** How long to wait for `WeixinJSBridgeReady` when the bridge is not there yet. */
export const BRIDGE_WAIT_MS = 10_000;

/** The bridge, now or once WeChat fires `WeixinJSBridgeReady` on the document; null after `waitMs`. */
function whenBridgeReady(win: Window, waitMs: number): Promise<WeixinJSBridge | null> {
  if (win.WeixinJSBridge) return Promise.resolve(win.WeixinJSBridge);
  return new Promise((resolve) => {
    const ready = () => {
      win.clearTimeout(timer);
      resolve(win.WeixinJSBridge ?? null);
    };
    const timer = win.setTimeout(() => {
      win.document.removeEventListener('WeixinJSBridgeReady', ready);
      resolve(null);
    }, waitMs);
    win.document.addEventListener('WeixinJSBridgeReady', ready, { once: true });
  });
}

/** Opens WeChat's pay sheet with the merchant-signed parameters the server answered (JSAPI). */
export async function invokeWechatPay(
  params: TJsapiParams,
  { win = window, waitMs = BRIDGE_WAIT_MS }: { win?: Window; waitMs?: number } = {},
): Promise<BridgeResult> {
  const bridge = await whenBridgeReady(win, waitMs);
  if (!bridge) return 'unavailable';
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', params, (res) => resolve(RESULTS[res.err_msg ?? ''] ?? 'fail'));
  });
}
