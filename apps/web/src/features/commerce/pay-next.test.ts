import { describe, expect, it } from 'vitest';
import type { PaymentOption } from './api/payment-options';
import { initialOption, payNext, showsInPlace } from './pay-next';

const jsapi = {
  appId: 'wx1',
  timeStamp: '1',
  nonceStr: 'n',
  package: 'prepay_id=p',
  signType: 'RSA' as const,
  paySign: 's',
};

describe('payNext', () => {
  it('draws QR codes on a desktop only: a phone cannot scan its own screen', () => {
    const native = { type: 'qrcode' as const, code_url: 'weixin://wxpay/bizpayurl?pr=abc' };
    const cashier = { type: 'qrcode' as const, code_url: 'http://site.test/payment/index?sign=s' };
    expect(payNext(native, 'desktop')).toEqual({ kind: 'code', url: native.code_url, urlKind: 'app' });
    expect(payNext(cashier, 'desktop')).toEqual({ kind: 'code', url: cashier.code_url, urlKind: 'web' });
    expect(payNext(native, 'phone')).toEqual({ kind: 'unusable' });
    expect(payNext(cashier, 'phone')).toEqual({ kind: 'unusable' });
  });

  it('leaves only for web pages', () => {
    const url = 'https://openapi.alipay.com/gateway.do?x=1';
    expect(payNext({ type: 'redirect', url }, 'phone')).toEqual({ kind: 'go', url });
    expect(payNext({ type: 'redirect', url: '/payment/index?sign=s' }, 'desktop').kind).toBe('go');
    expect(payNext({ type: 'redirect', url: 'javascript:alert(1)' }, 'phone')).toEqual({ kind: 'unusable' });
    expect(payNext({ type: 'redirect', url: 'weixin://x' }, 'phone')).toEqual({ kind: 'unusable' });
    expect(payNext({ type: 'qrcode', code_url: 'data:text/html,x' }, 'desktop')).toEqual({
      kind: 'unusable',
    });
  });

  it('hands JSAPI parameters to the bridge and shows transfer text', () => {
    expect(payNext({ type: 'jsapi', params: jsapi }, 'phone')).toEqual({ kind: 'bridge', params: jsapi });
    expect(payNext({ type: 'transfer', text: '开户行：…' }, 'desktop')).toEqual({
      kind: 'transfer',
      text: '开户行：…',
    });
  });
});

const option = (sign: PaymentOption['sign'], method: PaymentOption['method']): PaymentOption => ({
  sign,
  method,
  name: sign,
});

describe('showsInPlace', () => {
  it('is true for what the desktop page shows itself', () => {
    expect(showsInPlace(option('wechat', 'native'), 'pc')).toBe(true);
    expect(showsInPlace(option('handpay', 'transfer'), 'pc')).toBe(true);
    expect(showsInPlace(option('handpay', 'transfer'), 'h5')).toBe(true);
    expect(showsInPlace(option('sandbox', 'cashier'), 'pc')).toBe(true);
  });

  it('is false for what leaves the page or opens WeChat’s sheet', () => {
    expect(showsInPlace(option('alipay', 'page'), 'pc')).toBe(false);
    expect(showsInPlace(option('alipay', 'wap'), 'h5')).toBe(false);
    expect(showsInPlace(option('wechat', 'h5'), 'h5')).toBe(false);
    expect(showsInPlace(option('wechat', 'jsapi'), 'wechat')).toBe(false);
    expect(showsInPlace(option('sandbox', 'cashier'), 'h5')).toBe(false);
  });
});

describe('initialOption', () => {
  const offered = [option('alipay', 'page'), option('wechat', 'native'), option('handpay', 'transfer')];
  it('prefers the channel chosen last, else the first', () => {
    expect(initialOption(offered, 'wechat')?.sign).toBe('wechat');
    expect(initialOption(offered, '')?.sign).toBe('alipay');
    expect(initialOption(offered, 'sandbox')?.sign).toBe('alipay');
    expect(initialOption([], 'alipay')).toBeNull();
  });
});
