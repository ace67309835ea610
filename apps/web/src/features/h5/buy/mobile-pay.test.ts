import { describe, expect, it } from 'vitest';
import { mobilePayStep } from './mobile-pay';

const course = { type: 'COURSE' as const, id: 3 };
const base = { order_no: 'A1', total: 99, discount: 0, is_paid: false };

describe('mobilePayStep', () => {
  it('sends a web pay_url (the cashier) to the browser instead of a QR', () => {
    const url = 'http://site.test/payment/index?sign=abc';
    expect(mobilePayStep({ ...base, pay_url: url, payment: 'sandbox' }, course)).toEqual({
      kind: 'cashier',
      url,
    });
    expect(mobilePayStep({ ...base, pay_url: '/payment/index?sign=abc' }, course).kind).toBe('cashier');
  });

  it('has nothing to pay for a free order', () => {
    expect(mobilePayStep({ ...base, total: 0, is_paid: true }, course)).toEqual({ kind: 'paid' });
  });

  it('falls back to the QR pay page for an app-only code', () => {
    const step = mobilePayStep(
      { ...base, pay_url: 'weixin://wxpay/bizpayurl?pr=x', payment: 'wechat' },
      course,
    );
    expect(step.kind).toBe('qr');
    if (step.kind === 'qr') {
      expect(step.path.startsWith('/order/pay?')).toBe(true);
      expect(new URLSearchParams(step.path.slice(step.path.indexOf('?'))).get('order_id')).toBe('A1');
    }
  });

  it('refuses anything else (a script address, nothing at all)', () => {
    expect(mobilePayStep({ ...base, pay_url: 'javascript:alert(1)' }, course)).toEqual({ kind: 'error' });
    expect(mobilePayStep(base, course)).toEqual({ kind: 'error' });
  });
});
