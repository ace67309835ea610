import { describe, expect, it } from 'vitest';
import { setHashMode } from '#lib/site-url';
import {
  h5PayPath,
  type PayParams,
  payPath,
  payReturnUrl,
  payUrlKind,
  readPayParams,
  readSuccessParams,
  successPath,
} from './pay-flow';

const params = (path: string) => new URL(path, 'http://site.test').searchParams;

const order: PayParams = {
  orderId: '20260101120000123456789012',
  payUrl: 'http://site.test/payment/index?sign=order-abc_D-1',
  total: 189,
  discount: 10,
  payment: 'sandbox',
  goods: { type: 'COURSE', id: 3 },
};

describe('the pay page address', () => {
  it('carries what the order call answered, and reads it back', () => {
    const path = payPath(order);
    expect(path.startsWith('/order/pay?order_id=20260101120000123456789012&pay_url=')).toBe(true);
    expect(readPayParams(params(path))).toEqual(order);
  });

  it('works without goods or channel', () => {
    const path = payPath({ ...order, goods: null, payment: '' });
    expect(readPayParams(params(path))).toEqual({ ...order, goods: null, payment: '' });
  });

  it('is refused without an order number', () => {
    expect(readPayParams(params('/order/pay?pay_url=http://x/'))).toBeNull();
    expect(readPayParams(params('/order/pay?order_id=a%20b&pay_url=http://x/'))).toBeNull();
  });

  it('needs no pay_url (继续支付, a channel’s return) and drops one that is not a payment link', () => {
    expect(readPayParams(params('/order/pay?order_id=A1'))).toEqual({
      orderId: 'A1',
      payUrl: '',
      total: 0,
      discount: 0,
      payment: '',
      goods: null,
    });
    expect(readPayParams(params(payPath({ ...order, payUrl: 'javascript:alert(1)' })))?.payUrl).toBe('');
  });

  it('reads the query a channel appends to its return as noise', () => {
    const back = `${payPath(order)}&out_trade_no=x_AP&sign=abc&pay_resume=wechat`;
    expect(readPayParams(params(back))).toEqual(order);
  });

  it('ignores a tampered amount or channel instead of showing it', () => {
    const p = readPayParams(
      params(`${payPath(order)}`.replace('total=189', 'total=-5').replace('payment=sandbox', 'payment=<b>')),
    );
    expect(p?.total).toBe(0);
    expect(p?.payment).toBe('');
  });
});

describe('the phone twin and return_url', () => {
  it('puts the same query under /h5', () => {
    expect(h5PayPath(order)).toBe(payPath(order).replace('/order/pay?', '/h5/order/pay?'));
  });

  it('is this site’s absolute address of the page, with the chosen channel and without pay_url', () => {
    const back = payReturnUrl(order, 'alipay', false, 'https://edu.example.com');
    const url = new URL(back);
    expect(url.origin + url.pathname).toBe('https://edu.example.com/order/pay');
    expect(url.searchParams.get('pay_url')).toBeNull();
    expect(readPayParams(url.searchParams)).toEqual({ ...order, payUrl: '', payment: 'alipay' });
    expect(payReturnUrl(order, 'wechat', true, 'https://edu.example.com')).toBe(
      `https://edu.example.com${h5PayPath({ ...order, payUrl: '', payment: 'wechat' })}`,
    );
  });

  it('follows hash addresses', () => {
    setHashMode(true);
    try {
      expect(
        payReturnUrl(order, 'alipay', true, 'https://x.test').startsWith('https://x.test/#/h5/order/pay?'),
      ).toBe(true);
    } finally {
      setHashMode(false);
    }
  });
});

describe('payUrlKind', () => {
  it('opens web pages and our own relative cashier', () => {
    expect(payUrlKind('https://openapi.alipay.com/gateway.do?x=1')).toBe('web');
    expect(payUrlKind('http://127.0.0.1:3000/payment/index?sign=s')).toBe('web');
    expect(payUrlKind('/payment/index?sign=s')).toBe('web');
  });

  it('keeps WeChat code_url for scanning only', () => {
    expect(payUrlKind('weixin://wxpay/bizpayurl?pr=abc')).toBe('app');
  });

  it('refuses scripts, data, protocol-relative and junk', () => {
    expect(payUrlKind('javascript:alert(1)')).toBeNull();
    expect(payUrlKind('data:text/html,hi')).toBeNull();
    expect(payUrlKind('//evil.test/x')).toBeNull();
    expect(payUrlKind('not a url')).toBeNull();
    expect(payUrlKind('')).toBeNull();
  });
});

describe('the success page address', () => {
  it('uses upstream total_amount and reads it back', () => {
    const path = successPath({ total: 0, orderId: order.orderId, goods: { type: 'ROLE', id: 1 } });
    expect(path).toBe(`/order/success?total_amount=0&order_id=${order.orderId}&goods_type=role&goods_id=1`);
    expect(readSuccessParams(params(path))).toEqual({
      total: 0,
      orderId: order.orderId,
      goods: { type: 'ROLE', id: 1 },
    });
  });

  it('shows nothing it cannot trust', () => {
    expect(readSuccessParams(params('/order/success?total_amount=abc&order_id=<x>'))).toEqual({
      total: null,
      orderId: '',
      goods: null,
    });
  });
});
