import { PaymentMessage, type TPaymentOption } from '@shuyuan/contract/payments';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#lib/i18n/index';
import { installForEachTest } from '#web-test/fake-api';
import commerceCn from '../i18n/cn.json';
import { leavePageFor } from '../leave-page';
import { fakePayApi, orderNoAt } from '../test-support/pay-api';
import { renderAt } from '../test-support/render-route';
import { OrderPayPage } from './order-pay-page';

vi.mock('../leave-page', () => ({ leavePageFor: vi.fn() }));

const P = commerceCn.pay;
const fake = fakePayApi();
const api = fake.api;
const orderNo = orderNoAt(1);
const entry = `/order/pay?order_id=${orderNo}&total=99&discount=0&goods_type=vod&goods_id=3`;
const cashier = 'http://127.0.0.1:9/payment/index?sign=abc';

const option = (sign: TPaymentOption['sign'], method: TPaymentOption['method']): TPaymentOption => ({
  sign,
  method,
  name: sign,
});
const realSite = [option('alipay', 'page'), option('wechat', 'native'), option('handpay', 'transfer')];

const open = (at = entry) => renderAt(at, { '/order/pay': <OrderPayPage /> });
const starts = () => fake.api.callsTo('/api/v2/order/pay').map((c) => c.body);

beforeAll(async () => {
  await initI18n('cn');
});

installForEachTest(fake);
beforeEach(() => {
  api.status = 1;
  api.options = () => [option('sandbox', 'cashier')];
  api.start = (body) =>
    body.payment === 'sandbox'
      ? { type: 'qrcode', code_url: cashier }
      : body.payment === 'wechat'
        ? { type: 'qrcode', code_url: 'weixin://wxpay/bizpayurl?pr=abc' }
        : body.payment === 'alipay'
          ? { type: 'redirect', url: 'https://openapi.alipay.com/gateway.do?sign=x' }
          : { type: 'transfer', text: '开户行：书院银行\n账号：6222 0000 1111' };
  vi.mocked(leavePageFor).mockClear();
});

describe('/order/pay: choosing and starting a method', () => {
  it('asks for the desktop scene’s methods and starts the sandbox at once: its QR and the cashier link', async () => {
    open();
    // The site's own cashier opens in the interface's language (decision 035).
    const link = await screen.findByRole('link', { name: P.openCashier });
    expect(link.getAttribute('href')).toBe(`${cashier}&lang=cn`);
    expect(screen.getByRole('img', { name: P.qrAlt })).toBeTruthy();
    expect(api.callsTo('/api/v2/order/payments')[0]?.query).toEqual({ scene: 'pc' });
    expect(screen.getByRole('group', { name: P.methods })).toBeTruthy();
    expect((screen.getByRole('radio', { name: P.channels.sandbox }) as HTMLInputElement).checked).toBe(true);
    // The member pays here; return_url is this page's own address, with the channel and without pay_url.
    const [body] = starts();
    expect(body).toMatchObject({ order_id: orderNo, payment: 'sandbox', scene: 'pc' });
    const back = new URL(String(body?.return_url));
    expect(back.origin + back.pathname).toBe(`${window.location.origin}/order/pay`);
    expect(back.searchParams.get('order_id')).toBe(orderNo);
    expect(back.searchParams.get('payment')).toBe('sandbox');
    expect(back.searchParams.get('goods_id')).toBe('3');
    expect(screen.getByText(P.timeLeft)).toBeTruthy();
  });

  it('does not leave for Alipay by itself: its button does, with this page as return_url', async () => {
    api.options = () => realSite;
    open();
    const go = await screen.findByRole('button', { name: P.goPay.alipay });
    expect((screen.getByRole('radio', { name: P.channels.alipay }) as HTMLInputElement).checked).toBe(true);
    expect(starts()).toEqual([]);
    fireEvent.click(go);
    await waitFor(() =>
      expect(leavePageFor).toHaveBeenCalledWith('https://openapi.alipay.com/gateway.do?sign=x'),
    );
    expect(starts()[0]).toMatchObject({ payment: 'alipay', scene: 'pc' });
  });

  it('switching to WeChat Pay starts it: a code for the phone’s WeChat only, no link', async () => {
    api.options = () => realSite;
    open();
    await screen.findByRole('button', { name: P.goPay.alipay });
    fireEvent.click(screen.getByRole('radio', { name: P.channels.wechat }));
    expect(await screen.findByText(P.wechatHint)).toBeTruthy();
    expect(screen.getByRole('img', { name: P.qrAlt })).toBeTruthy();
    expect(screen.queryByRole('link', { name: P.openCashier })).toBeNull();
    expect(starts().map((b) => b.payment)).toEqual(['wechat']);
  });

  it('hand pay shows the transfer text and no 15-minute countdown', async () => {
    api.options = () => realSite;
    open(`${entry}&payment=handpay`);
    expect(await screen.findByRole('heading', { name: P.transferTitle })).toBeTruthy();
    expect(screen.getByText(/账号：6222 0000 1111/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: P.channels.handpay }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toContain(P.handpayWaiting);
    expect(screen.queryByText(P.timeLeft)).toBeNull();
  });

  it('says so when the site offers no method at all', async () => {
    api.options = () => [];
    open();
    expect(await screen.findByText(P.noMethods)).toBeTruthy();
    expect(screen.queryByRole('group', { name: P.methods })).toBeNull();
    expect(screen.queryByRole('button', { name: P.done })).toBeNull();
    expect(starts()).toEqual([]);
  });

  it('a refused start asks the order’s status again and offers a retry (no message text compared)', async () => {
    api.start = () => ({ code: 1, message: PaymentMessage.channelDown, data: [] });
    open();
    expect(await screen.findByText(P.startFailed)).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/api/v2/order/status').length).toBeGreaterThanOrEqual(2));
    api.start = () => ({ type: 'qrcode', code_url: cashier });
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByRole('link', { name: P.openCashier })).toBeTruthy();
  });

  it('moves to /order/success once the server says paid', async () => {
    api.status = 9;
    const { router } = open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/success'));
    expect(router.state.location.search).toContain(`order_id=${orderNo}`);
  });

  it('an order past its 15 minutes is expired, with 重新下单', async () => {
    api.status = 7;
    open(entry.replace(orderNo, orderNoAt(20)));
    expect(await screen.findByRole('heading', { name: P.expired })).toBeTruthy();
    expect(screen.getByRole('link', { name: P.reorder })).toBeTruthy();
  });
});
