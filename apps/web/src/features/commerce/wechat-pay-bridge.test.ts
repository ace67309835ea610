import type { TJsapiParams } from '@shuyuan/contract/payments';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invokeWechatPay } from './wechat-pay-bridge';

const params: TJsapiParams = {
  appId: 'wx0123456789abcdef',
  timeStamp: '1767225600',
  nonceStr: 'n0nce',
  package: 'prepay_id=wx2026',
  signType: 'RSA',
  paySign: 'c2lnbmVk',
};

/** A bridge that answers every invoke with `errMsg`, recording what it was asked. */
function fakeBridge(errMsg: string) {
  return {
    invoke: vi.fn((_name: string, _p: object, cb: (r: { err_msg: string }) => void) =>
      cb({ err_msg: errMsg }),
    ),
  };
}

afterEach(() => {
  delete window.WeixinJSBridge;
  vi.useRealTimers();
});

describe('invokeWechatPay', () => {
  it('asks getBrandWCPayRequest with the signed parameters and reports ok', async () => {
    const bridge = fakeBridge('get_brand_wcpay_request:ok');
    window.WeixinJSBridge = bridge;
    await expect(invokeWechatPay(params)).resolves.toBe('ok');
    expect(bridge.invoke).toHaveBeenCalledWith('getBrandWCPayRequest', params, expect.any(Function));
  });

  it('reports a cancel and a failure apart', async () => {
    window.WeixinJSBridge = fakeBridge('get_brand_wcpay_request:cancel');
    await expect(invokeWechatPay(params)).resolves.toBe('cancel');
    window.WeixinJSBridge = fakeBridge('get_brand_wcpay_request:fail');
    await expect(invokeWechatPay(params)).resolves.toBe('fail');
    window.WeixinJSBridge = fakeBridge('something:else');
    await expect(invokeWechatPay(params)).resolves.toBe('fail');
  });

  it('waits for WeixinJSBridgeReady when WeChat has not injected the bridge yet', async () => {
    const bridge = fakeBridge('get_brand_wcpay_request:ok');
    const result = invokeWechatPay(params);
    await Promise.resolve();
    expect(bridge.invoke).not.toHaveBeenCalled();
    window.WeixinJSBridge = bridge;
    document.dispatchEvent(new Event('WeixinJSBridgeReady'));
    await expect(result).resolves.toBe('ok');
    expect(bridge.invoke).toHaveBeenCalledTimes(1);
  });

  it('gives up when no bridge comes (not WeChat’s browser)', async () => {
    vi.useFakeTimers();
    const result = invokeWechatPay(params, { waitMs: 5000 });
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toBe('unavailable');
  });
});
