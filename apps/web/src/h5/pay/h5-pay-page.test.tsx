import type { TPaymentOption } from '@shuyuan/contract/payments';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#lib/i18n/index';
import { toastError } from '#lib/notify';
import { installForEachTest } from '#web-test/fake-api';
import commerceCn from '../../features/commerce/i18n/cn.json';
import { leavePageFor } from '../../features/commerce/leave-page';
import { fakePayApi, orderNoAt } from '../../features/commerce/test-support/pay-api';
import { renderAt } from '../../features/commerce/test-support/render-route';
import h5Cn from '../i18n/cn.json';
import { registerH5Strings } from '../i18n/register';
import { H5OrderPayPage } from './h5-pay-page';

vi.mock('../../features/commerce/leave-page', () => ({ leavePageFor: vi.fn() }));
vi.mock('#lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/notify')>()),
  toastError: vi.fn(),
}));

const P = commerceCn.pay;
const H = h5Cn.pay;
const fake = fakePayApi();
const api = fake.api;
const orderNo = orderNoAt(1);
const query = (over: Record<string, string> = {}) =>
  new URLSearchParams({
    order_id: orderNo,
    total: '99',
    discount: '0',
    goods_type: 'vod',
    goods_id: '3',
    ...over,
  });
const open = (over: Record<string, string> = {}) =>
  renderAt(`/h5/order/pay?${query(over)}`, { '/h5/order/pay': <H5OrderPayPage /> });
const status = () => screen.getByRole('status');
const starts = () => api.callsTo('/api/v2/order/pay').map((c) => c.body);
const phoneMethods: TPaymentOption[] = [
  { sign: 'alipay', name: '支付宝', method: 'wap' },
  { sign: 'wechat', name: '微信支付', method: 'h5' },
  { sign: 'handpay', name: '线下转账', method: 'transfer' },
];
const jsapi = {
  appId: 'wx1',
  timeStamp: '1767225600',
  nonceStr: 'n',
  package: 'prepay_id=p',
  signType: 'RSA' as const,
  paySign: 's',
};

beforeAll(async () => {
  await initI18n('cn');
  registerH5Strings();
});

installForEachTest(fake);
beforeEach(() => {
  api.status = 1;
  api.options = () => phoneMethods;
  api.start = (body) =>
    body.payment === 'handpay'
      ? { type: 'transfer', text: '请转账至：书院银行 6222 0000 1111' }
      : body.payment === 'wechat'
        ? { type: 'jsapi', params: jsapi }
        : { type: 'redirect', url: 'https://openapi.alipay.com/gateway.do?wap=1' };
  vi.mocked(leavePageFor).mockClear();
  vi.mocked(toastError).mockClear();
});

afterEach(() => {
  delete window.WeixinJSBridge;
});

describe('/h5/order/pay', () => {
  it('while open: 正在确认支付结果…, the time left, and 已完成支付 asks again now', async () => {
    open();
    await waitFor(() => expect(api.callsTo('/api/v2/order/status')).toHaveLength(1));
    expect(status().textContent).toBe(H.confirming);
    expect(screen.getByText(P.timeLeft)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: P.done }));
    await waitFor(() => expect(api.callsTo('/api/v2/order/status')).toHaveLength(2));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(P.notYet));
  });

  it('更换支付方式 lists the phone’s methods and 去支付 leaves for the chosen one, coming back here', async () => {
    open({ payment: 'wechat' });
    const change = await screen.findByRole('button', { name: H.change });
    expect(change.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(change);
    expect(change.getAttribute('aria-expanded')).toBe('true');
    // The channel chosen last is selected first.
    const wechat = (await screen.findByRole('radio', { name: P.channels.wechat })) as HTMLInputElement;
    expect(wechat.checked).toBe(true);
    expect(api.callsTo('/api/v2/order/payments')[0]?.query).toEqual({ scene: 'h5' });
    fireEvent.click(screen.getByRole('radio', { name: P.channels.alipay }));
    fireEvent.click(screen.getByRole('button', { name: H.payNow }));
    await waitFor(() =>
      expect(leavePageFor).toHaveBeenCalledWith('https://openapi.alipay.com/gateway.do?wap=1'),
    );
    const [body] = starts();
    expect(body).toMatchObject({ order_id: orderNo, payment: 'alipay', scene: 'h5' });
    const back = new URL(String(body?.return_url));
    expect(back.pathname).toBe('/h5/order/pay');
    expect(back.searchParams.get('goods_type')).toBe('vod');
    expect(back.searchParams.get('goods_id')).toBe('3');
  });

  it('paid: 支付成功！ with the course and 查看订单', async () => {
    api.status = 9;
    open();
    await waitFor(() => expect(status().textContent).toBe(commerceCn.success.heading));
    expect(screen.getByRole('link', { name: commerceCn.success.goods.COURSE }).getAttribute('href')).toBe(
      '/h5/courses/detail/3',
    );
    expect(screen.getByRole('link', { name: commerceCn.success.orders }).getAttribute('href')).toBe(
      '/h5/member/orders',
    );
    expect(screen.queryByRole('button', { name: P.done })).toBeNull();
  });

  it('paid VIP leads to the member tab', async () => {
    api.status = 9;
    open({ goods_type: 'role', goods_id: '2' });
    const link = await screen.findByRole('link', { name: commerceCn.success.goods.ROLE });
    expect(link.getAttribute('href')).toBe('/h5/member');
  });

  it('cancelled: says so, with 重新购买 on the course page', async () => {
    api.status = 7;
    open();
    await waitFor(() => expect(status().textContent).toBe(P.cancelled));
    expect(screen.getByText(P.cancelledHint)).toBeTruthy();
    expect(screen.getByRole('link', { name: H.rebuy }).getAttribute('href')).toBe('/h5/courses/detail/3');
  });

  it('expired: past its 15 minutes, even before the server cancels it', async () => {
    api.status = 1;
    renderAt(`/h5/order/pay?${query({ order_id: orderNoAt(16) })}`, { '/h5/order/pay': <H5OrderPayPage /> });
    await waitFor(() => expect(status().textContent).toBe(P.expired));
    expect(screen.getByRole('link', { name: H.rebuy })).toBeTruthy();
  });

  it('hand pay: the transfer text, no countdown', async () => {
    open({ payment: 'handpay' });
    expect(await screen.findByText('请转账至：书院银行 6222 0000 1111')).toBeTruthy();
    expect(status().textContent).toBe(P.handpayWaiting);
    expect(screen.queryByText(P.timeLeft)).toBeNull();
    expect(starts()[0]).toMatchObject({ payment: 'handpay', scene: 'h5' });
  });

  it('pay_resume=wechat starts WeChat Pay once in the wechat scene and opens WeChat’s sheet', async () => {
    const invoke = vi.fn((_n: string, _p: object, cb: (r: { err_msg: string }) => void) =>
      cb({ err_msg: 'get_brand_wcpay_request:cancel' }),
    );
    window.WeixinJSBridge = { invoke };
    const { router } = open({ payment: 'wechat', pay_resume: 'wechat' });
    await waitFor(() => expect(invoke).toHaveBeenCalledTimes(1));
    expect(invoke.mock.calls[0]?.[1]).toEqual(jsapi);
    expect(starts()).toHaveLength(1);
    expect(starts()[0]).toMatchObject({ order_id: orderNo, payment: 'wechat', scene: 'wechat' });
    // Cancelled in WeChat: say so and stay, open; a reload must not open the sheet again.
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(P.payCancelled));
    expect(new URLSearchParams(router.state.location.search).get('pay_resume')).toBeNull();
    expect(status().textContent).toBe(H.confirming);
  });

  it('someone else’s order (or none) is not found', async () => {
    api.status = null;
    open();
    await waitFor(() => expect(status().textContent).toBe(H.notFound));
    expect(screen.getByRole('link', { name: h5Cn.orders.title }).getAttribute('href')).toBe(
      '/h5/member/orders',
    );
  });

  it('an address without an order says the link is not valid', async () => {
    renderAt('/h5/order/pay?total=9', { '/h5/order/pay': <H5OrderPayPage /> });
    expect(await screen.findByText(P.badLink)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
