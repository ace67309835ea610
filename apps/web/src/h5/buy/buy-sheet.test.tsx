import type { TPaymentOption } from '@shuyuan/contract/payments';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#lib/i18n/index';
import { toastError } from '#lib/notify';
import { installForEachTest } from '#web-test/fake-api';
import commerceCn from '../../features/commerce/i18n/cn.json';
import { leavePageFor } from '../../features/commerce/leave-page';
import { fakePayApi } from '../../features/commerce/test-support/pay-api';
import { renderAt } from '../../features/commerce/test-support/render-route';
import h5Cn from '../i18n/cn.json';
import { registerH5Strings } from '../i18n/register';
import { BuySheet } from './buy-sheet';

vi.mock('../../features/commerce/leave-page', () => ({ leavePageFor: vi.fn() }));
vi.mock('#lib/notify', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/notify')>()),
  toastError: vi.fn(),
}));

const P = commerceCn.pay;
const fake = fakePayApi();
const api = fake.api;
const course = { ref: { type: 'COURSE' as const, id: 3 }, name: 'Vue 3 从入门到实战', thumb: '', charge: 99 };
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323a) NetType/WIFI';

const open = () =>
  renderAt('/h5/courses/detail/3', {
    '/h5/courses/detail/3': <BuySheet goods={course} open onClose={() => undefined} />,
  });

/** Ticks the agreement and presses 去支付 ￥99. */
async function agreeAndPay() {
  fireEvent.click(await screen.findByRole('checkbox', { name: new RegExp(commerceCn.order.protocolPaid) }));
  const pay = screen.getByRole('button', { name: new RegExp(h5Cn.buy.pay) });
  await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(pay);
}

beforeAll(async () => {
  await initI18n('cn');
  registerH5Strings();
});

installForEachTest(fake);
beforeEach(() => {
  api.order = {
    order_no: 'A20260101',
    total: 99,
    discount: 0,
    is_paid: false,
    pay_url: '/payment/index?sign=s',
  };
  vi.mocked(leavePageFor).mockClear();
  vi.mocked(toastError).mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
  delete window.WeixinJSBridge;
});

describe('the /h5 buy sheet', () => {
  it('lists the phone’s methods, first selected; 去支付 creates the order and leaves for the chosen one', async () => {
    api.options = (): TPaymentOption[] => [
      { sign: 'alipay', name: '支付宝', method: 'wap' },
      { sign: 'wechat', name: '微信支付', method: 'h5' },
    ];
    api.start = (body) => ({ type: 'redirect', url: `https://pay.test/${String(body.payment)}` });
    open();
    const alipay = (await screen.findByRole('radio', { name: P.channels.alipay })) as HTMLInputElement;
    expect(alipay.checked).toBe(true);
    expect(api.callsTo('/api/v2/order/payments')[0]?.query).toEqual({ scene: 'h5' });
    fireEvent.click(screen.getByRole('radio', { name: P.channels.wechat }));
    await agreeAndPay();
    await waitFor(() => expect(leavePageFor).toHaveBeenCalledWith('https://pay.test/wechat'));
    expect(api.callsTo('/api/v3/order')).toHaveLength(1);
    const start = api.callsTo('/api/v2/order/pay')[0]?.body;
    expect(start).toMatchObject({ order_id: 'A20260101', payment: 'wechat', scene: 'h5' });
    const back = new URL(String(start?.return_url));
    expect(back.pathname).toBe('/h5/order/pay');
    expect(back.searchParams.get('order_id')).toBe('A20260101');
    expect(back.searchParams.get('goods_id')).toBe('3');
  });

  it('hides the list when there is one method, and says none when the site has none', async () => {
    api.options = (): TPaymentOption[] => [{ sign: 'sandbox', name: '模拟支付', method: 'cashier' }];
    open();
    expect(await screen.findByText(P.channels.sandbox)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('with no method offered 去支付 stays off', async () => {
    api.options = () => [];
    open();
    expect(await screen.findByText(P.noMethods)).toBeTruthy();
    const pay = screen.getByRole('button', { name: new RegExp(h5Cn.buy.pay) }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
  });

  it('inside WeChat: JSAPI opens WeChat’s sheet, then the pay screen waits for the server', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    api.options = (scene) =>
      scene === 'wechat' ? [{ sign: 'wechat', name: '微信支付', method: 'jsapi' }] : [];
    api.start = () => ({
      type: 'jsapi',
      params: {
        appId: 'wx1',
        timeStamp: '1',
        nonceStr: 'n',
        package: 'prepay_id=p',
        signType: 'RSA',
        paySign: 's',
      },
    });
    const invoke = vi.fn((_n: string, _p: object, cb: (r: { err_msg: string }) => void) =>
      cb({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    window.WeixinJSBridge = { invoke };
    const { router } = open();
    await agreeAndPay();
    await waitFor(() => expect(router.state.location.pathname).toBe('/h5/order/pay'));
    expect(invoke).toHaveBeenCalledTimes(1);
    expect(api.callsTo('/api/v2/order/pay')[0]?.body).toMatchObject({ payment: 'wechat', scene: 'wechat' });
    expect(new URLSearchParams(router.state.location.search).get('order_id')).toBe('A20260101');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('a QR answer cannot be used on a phone: it says so and goes on at the pay screen', async () => {
    api.options = (): TPaymentOption[] => [{ sign: 'wechat', name: '微信支付', method: 'h5' }];
    api.start = () => ({ type: 'qrcode', code_url: 'weixin://wxpay/bizpayurl?pr=x' });
    const { router } = open();
    await agreeAndPay();
    await waitFor(() => expect(router.state.location.pathname).toBe('/h5/order/pay'));
    expect(toastError).toHaveBeenCalledWith(P.unusable);
    expect(leavePageFor).not.toHaveBeenCalled();
  });
});
