// A site that takes money through Alipay and WeChat Pay, for the payment stories: the repository's fake
// channels (written from the channels' public documentation, apps/server/src/providers/payment/testing) run
// in the spec's own process, and the spec's own server is configured to use them the way a site owner would,
// so the rest of the run keeps the demo's sandbox-only site.
import { after, before } from 'node:test';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  type FakeAlipay,
  startFakeAlipay,
} from '../../apps/server/src/providers/payment/testing/fake-alipay';
import {
  type FakeWechat,
  startFakeWechat,
} from '../../apps/server/src/providers/payment/testing/fake-wechat';
import { adminApi, adminToken } from './admin';
import { launchBrowser } from './browser';
import { type RunningServer, startServer, writeAppConfig } from './server';

export interface PaymentSite {
  server: RunningServer;
  baseUrl: string;
  alipay: FakeAlipay;
  wechat: FakeWechat;
  /** The super admin's token on this site. */
  admin: string;
  stop(): Promise<void>;
}

/**
 * Starts the fake Alipay (public-key mode) and the fake WeChat Pay (platform certificates), then a server of
 * the spec's own with both channels enabled through the console's call, the official account for JSAPI,
 * and the sandbox switched off, so members see the real channels only.
 */
export async function startPaymentSite(): Promise<PaymentSite> {
  const [alipay, wechat] = await Promise.all([
    startFakeAlipay({ mode: 'key' }),
    startFakeWechat({ mode: 'certificate' }),
  ]);
  let server: RunningServer | null = null;
  const stop = async () => {
    await server?.stop();
    await Promise.all([alipay.close(), wechat.close()]);
  };
  try {
    server = await startServer();
    const admin = await adminToken(server.baseUrl, 'admin', 'shuyuan123');
    await adminApi(server.baseUrl, admin, 'PUT', '/settings', {
      values: {
        'payment.alipay': alipay.settings,
        'payment.wechat': wechat.settings,
        'socialite.wechat_app': {
          app_id: wechat.officialAccount.app_id,
          app_secret: wechat.officialAccount.app_secret,
        },
        'payment.sandbox': { enabled: false },
      },
    });
    // Where the official account's OAuth lives (oauth_base, api_base) is no console field (the settings
    // schema drops it): it is written where the server reads it, pointing at the fake.
    writeAppConfig(server.dataDir, { 'socialite.wechat_app': wechat.officialAccount });
    return { server, baseUrl: server.baseUrl, alipay, wechat, admin, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * startPaymentSite and a browser for the calling spec file: registers before/after hooks and returns a handle
 * that `before` fills in.
 */
export function usePaymentSite(): PaymentSite & { browser: Browser } {
  const handle = {} as PaymentSite & { browser: Browser };
  before(async () => {
    const [site, browser] = await Promise.all([startPaymentSite(), launchBrowser()]);
    Object.assign(handle, site, { browser });
  });
  after(async () => {
    await handle.browser?.close();
    await handle.stop?.();
  });
  return handle;
}

/** What the page handed WeChat's pay sheet, and what the (fake) WeChat answered. */
export interface BridgeCall {
  params: Record<string, unknown>;
  errMsg: string;
}

/**
 * WeChat's in-app JavaScript bridge, played in every page of the context: `WeixinJSBridge` is there before
 * the page's scripts run and `WeixinJSBridgeReady` fires once the document is parsed, as WeChat does.
 * `invoke('getBrandWCPayRequest', params, cb)` hands the signed parameters to the test process, which pays
 * at the fake WeChat Pay as the buyer (POST /fake/jsapi/pay; the page's CSP rightly forbids the page to call
 * it) and gives the page WeChat's `err_msg`. Each call is recorded.
 */
export async function playWeixinBridge(context: BrowserContext, wechat: FakeWechat): Promise<BridgeCall[]> {
  const calls: BridgeCall[] = [];
  await context.exposeFunction('__e2eWechatPay', async (params: Record<string, unknown>) => {
    const res = await fetch(`${wechat.apiBase}/fake/jsapi/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(params),
    });
    const answer = (await res.json()) as { err_msg: string; err_desc?: string };
    calls.push({ params, errMsg: answer.err_msg });
    return { err_msg: answer.err_msg };
  });
  // A string, not a function: tsx wraps named functions in a `__name` helper the page does not have.
  await context.addInitScript({
    content: `
(() => {
  window.WeixinJSBridge = {
    invoke(name, params, callback) {
      if (name !== 'getBrandWCPayRequest') {
        callback({ err_msg: name + ':fail' });
        return;
      }
      window.__e2eWechatPay(params).then(callback, () => callback({ err_msg: 'get_brand_wcpay_request:fail' }));
    },
  };
  document.addEventListener('DOMContentLoaded', () => {
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
  });
})();
`,
  });
  return calls;
}
