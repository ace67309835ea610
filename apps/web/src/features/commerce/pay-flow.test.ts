import { describe, expect, it } from 'vitest';
import {
  type PayParams,
  payPath,
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

  it('is refused without an order or with a pay_url that is not a payment link', () => {
    expect(readPayParams(params('/order/pay?pay_url=http://x/'))).toBeNull();
    expect(readPayParams(params('/order/pay?order_id=1'))).toBeNull();
    const evil = payPath({ ...order, payUrl: 'javascript:alert(1)' });
    expect(readPayParams(params(evil))).toBeNull();
    expect(readPayParams(params('/order/pay?order_id=a%20b&pay_url=http://x/'))).toBeNull();
  });

  it('ignores a tampered amount or channel instead of showing it', () => {
    const p = readPayParams(
      params(`${payPath(order)}`.replace('total=189', 'total=-5').replace('payment=sandbox', 'payment=<b>')),
    );
    expect(p?.total).toBe(0);
    expect(p?.payment).toBe('');
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
