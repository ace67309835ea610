import { describe, expect, it } from 'vitest';
import { continuePayParams, type MemberOrder, orderLine, orderStatusKey } from './order-view';

const order = (goods: Partial<MemberOrder['goods'][number]>[]): MemberOrder => ({
  id: 1,
  user_id: 1,
  order_id: '202601010000001234',
  charge: 49.9,
  discount: 0,
  status: 9,
  status_text: '已支付',
  payment: 'sandbox',
  payment_method: '',
  payment_text: '',
  continue_pay: false,
  is_refund: 0,
  refund_amount: 0,
  refunded_at: null,
  created_at: '2026-01-01T00:00:00.000000Z',
  goods: goods.map((g) => ({
    goods_id: 7,
    goods_type: 'COURSE',
    goods_text: 'COURSE',
    goods_name: 'Vue 3 从入门到实战',
    goods_thumb: '/storage/demo/vue.png',
    goods_charge: 49.9,
    goods_ori_charge: 49.9,
    charge: 49.9,
    num: 1,
    ...g,
  })),
});

describe('orderLine', () => {
  it('a course: its cover, and a click goes to the course', () => {
    expect(orderLine(order([{}]))).toEqual({
      type: 'COURSE',
      name: 'Vue 3 从入门到实战',
      thumb: '/storage/demo/vue.png',
      href: '/courses/detail/7',
    });
  });
  it('an offline course goes to its page', () => {
    expect(orderLine(order([{ goods_type: 'ACTIVATE', goods_id: 3 }])).href).toBe('/activates/detail/3');
  });
  it('VIP: drawn as a badge (no cover) and leads to the plans', () => {
    expect(orderLine(order([{ goods_type: 'ROLE', goods_id: 2, goods_thumb: '/x.png' }]))).toMatchObject({
      type: 'ROLE',
      thumb: '',
      href: '/vip',
    });
  });
  it('an exam paper: drawn as a badge (papers have no cover) and leads to the paper', () => {
    expect(orderLine(order([{ goods_type: 'PAPER', goods_id: 4 }]))).toMatchObject({
      type: 'PAPER',
      thumb: '',
      href: '/exam/papers/4',
    });
  });
  it('goods of a type the site does not know, or none at all, are shown without a link', () => {
    expect(orderLine(order([{ goods_type: 'VIDEO' }]))).toMatchObject({ type: null, href: null });
    expect(orderLine(order([]))).toEqual({ type: null, name: '202601010000001234', thumb: '', href: null });
  });
});

describe('continuePayParams (继续支付)', () => {
  it('is null for an order that cannot be paid any more', () => {
    expect(continuePayParams(order([{}]))).toBeNull();
  });

  it('carries the number, amount, last channel and goods, and no pay_url', () => {
    const open = {
      ...order([{ goods_type: 'ROLE', goods_id: 2 }]),
      status: 1 as const,
      continue_pay: true,
      discount: 5,
    };
    expect(continuePayParams(open)).toEqual({
      orderId: '202601010000001234',
      payUrl: '',
      total: 49.9,
      discount: 5,
      payment: 'sandbox',
      goods: { type: 'ROLE', id: 2 },
    });
  });

  it('leaves out goods the site does not know', () => {
    const open = { ...order([{ goods_type: 'BOOK' }]), status: 1 as const, continue_pay: true };
    expect(continuePayParams(open)?.goods).toBeNull();
    expect(continuePayParams({ ...open, goods: [] })?.goods).toBeNull();
  });
});

describe('orderStatusKey', () => {
  it('reads a refunded order as refunded, whatever its paid status says', () => {
    expect(orderStatusKey({ status: 9, is_refund: 0 })).toBe('paid');
    expect(orderStatusKey({ status: 9, is_refund: 1 })).toBe('refunded');
    expect(orderStatusKey({ status: 7, is_refund: 0 })).toBe('cancelled');
  });
});
