import type { TAdminRefundItem } from '@shuyuan/contract/admin-payments';
import type { Endpoint } from '@shuyuan/contract/endpoint';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callAdmin } from '../../admin-http';
import { renderAdmin, setUpAdminScreens } from '../../test-support/render-admin';
import { RefundListPage } from './refund-list-page';

vi.mock('../../admin-http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../admin-http')>()),
  callAdmin: vi.fn(),
}));

const refund = (id: number, over: Partial<TAdminRefundItem>): TAdminRefundItem => ({
  id,
  order_id: 100 + id,
  order_no: `20250101000000${id}`,
  user_id: 7,
  user_nick_name: '小书',
  goods_name: 'TypeScript 入门',
  payment: 'alipay',
  out_trade_no: `20250101000000${id}_AP`,
  refund_no: `R20250101000000${id}_AP`,
  amount: 99,
  reason: 'admin',
  note: '',
  status: 'success',
  message: '',
  created_at: 1_760_000_000_000,
  finished_at: 1_760_000_060_000,
  ...over,
});

const REFUNDS = [
  refund(1, { reason: 'admin', note: '学员申请', status: 'success' }),
  refund(2, { reason: 'order_closed', status: 'processing', finished_at: null }),
  refund(3, { reason: 'already_paid', status: 'failed', message: '交易已关闭', finished_at: null }),
  refund(4, { reason: 'already_owned', status: 'abnormal', payment: 'wechat', finished_at: null }),
  refund(5, { reason: 'seat_full', status: 'pending', payment: 'handpay', finished_at: null }),
];

let calls: { id: string; args: unknown }[] = [];

async function fakeCallAdmin(endpoint: Endpoint, args: unknown = {}) {
  calls.push({ id: endpoint.id, args });
  switch (endpoint.id) {
    case 'adminListRefunds':
      return { total: REFUNDS.length, data: REFUNDS };
    case 'adminRetryRefund':
      return [];
    case 'adminGetOrder':
      return {
        ...REFUNDS[2],
        id: 103,
        user_mobile: '138****8000',
        goods_type: 'COURSE',
        goods_id: 1,
        charge: 99,
        discount: 0,
        total: 99,
        status: 9,
        payment: 'wechat',
        payment_method: 'native',
        is_refund: false,
        paid_at: 1_760_000_000_000,
        refunded_at: null,
        trade_no: '4200000001',
        promo_code: '',
        credit1_reward: 0,
        expires_at: 1_760_000_900_000,
        cancelled_at: null,
        delivery: '',
        payments: [
          {
            id: 1,
            provider: 'alipay',
            method: 'page',
            out_trade_no: '202501010000003_AP',
            status: 'paid',
            amount: 99,
            trade_no: '2025010122001',
            created_at: 1_760_000_000_000,
            paid_at: 1_760_000_030_000,
            closed_at: null,
          },
          {
            id: 2,
            provider: 'wechat',
            method: 'native',
            out_trade_no: '202501010000003_WN',
            status: 'paid',
            amount: 99,
            trade_no: '4200000001',
            created_at: 1_760_000_000_000,
            paid_at: 1_760_000_040_000,
            closed_at: null,
          },
        ],
        refunds: [REFUNDS[2]],
      };
    default:
      throw new Error(`unexpected call ${endpoint.id}`);
  }
}

const renderPage = (permissions: string[]) => renderAdmin(<RefundListPage />, permissions);

const row = (orderNo: string) => screen.getByRole('button', { name: orderNo }).closest('tr') as HTMLElement;

setUpAdminScreens();

beforeEach(() => {
  calls = [];
  vi.mocked(callAdmin).mockImplementation(fakeCallAdmin as typeof callAdmin);
});

describe('refunds page', () => {
  it('names every reason and status, with the channel and its message', async () => {
    renderPage(['orders.view', 'orders.manage']);
    await screen.findByRole('button', { name: '202501010000001' });
    for (const [orderNo, reason, status] of [
      ['202501010000001', '管理员退款', '已退款'],
      ['202501010000002', '订单已取消或过期后到账', '退款中'],
      ['202501010000003', '重复支付', '退款失败'],
      ['202501010000004', '已拥有该商品', '退款异常'],
      ['202501010000005', '名额已满', '待提交'],
    ]) {
      const cells = within(row(orderNo));
      expect(cells.getByText(reason)).toBeTruthy();
      expect(cells.getByText(status).closest('.ant-tag')).toBeTruthy();
    }
    expect(within(row('202501010000001')).getByText('学员申请')).toBeTruthy();
    expect(within(row('202501010000003')).getByText('交易已关闭')).toBeTruthy();
    expect(within(row('202501010000004')).getByText('微信支付')).toBeTruthy();
    expect(within(row('202501010000005')).getByText('线下转账')).toBeTruthy();
  });

  it('offers 重试 on refunds the channel has not taken, after a confirmation', async () => {
    renderPage(['orders.view', 'orders.manage']);
    await screen.findByRole('button', { name: '202501010000001' });
    expect(within(row('202501010000001')).queryByRole('button', { name: /重\s?试/ })).toBeNull();
    expect(within(row('202501010000002')).queryByRole('button', { name: /重\s?试/ })).toBeNull();
    for (const orderNo of ['202501010000003', '202501010000004', '202501010000005'])
      expect(within(row(orderNo)).getByRole('button', { name: /重\s?试/ })).toBeTruthy();

    fireEvent.click(within(row('202501010000003')).getByRole('button', { name: /重\s?试/ }));
    await screen.findByText(/重新向渠道提交这笔退款/);
    expect(calls.some((c) => c.id === 'adminRetryRefund')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /确\s?定|OK/ }));

    await waitFor(() =>
      expect(calls.filter((c) => c.id === 'adminRetryRefund')).toEqual([
        { id: 'adminRetryRefund', args: { params: { id: 3 } } },
      ]),
    );
  });

  it('has no 重试 for a role that may only look', async () => {
    renderPage(['orders.view']);
    await screen.findByRole('button', { name: '202501010000003' });
    expect(screen.queryByRole('button', { name: /重\s?试/ })).toBeNull();
  });

  it("opens the order's drawer with its trades and refunds", async () => {
    renderPage(['orders.view']);
    fireEvent.click(await screen.findByRole('button', { name: '202501010000003' }));

    const trades = within(await screen.findByRole('region', { name: '支付交易' }));
    expect(trades.getByText('支付宝 · 电脑网站支付')).toBeTruthy();
    expect(trades.getByText('微信支付 · Native 扫码')).toBeTruthy();
    expect(trades.getByText('202501010000003_WN')).toBeTruthy();
    const refunds = within(screen.getByRole('region', { name: '退款' }));
    expect(refunds.getByText('重复支付')).toBeTruthy();
    expect(refunds.getByText('R202501010000003_AP')).toBeTruthy();
    expect(refunds.getByText('交易已关闭')).toBeTruthy();
    // The order's own payment: the channel and method that paid it.
    expect(screen.getAllByText('微信支付 · Native 扫码').length).toBeGreaterThan(1);
  });
});
