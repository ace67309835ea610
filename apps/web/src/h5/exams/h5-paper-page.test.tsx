import { DEFAULT_CONFIG_FUNC } from '@shuyuan/contract/system';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '#lib/i18n/index';
import { createAppStore } from '#lib/store/app-store';
import { saveConfigFuncAction } from '#lib/store/system-config-slice';
import { type FakeCall, fakeApi, installForEachTest, notFound, ok } from '#web-test/fake-api';
import { renderRoutes } from '#web-test/render-routes';
import commerceCn from '../../features/commerce/i18n/cn.json';
import examsCn from '../../features/exams/i18n/cn.json';
import { paperDetailOf } from '../../features/exams/test-support/exam-api';
import { renderExam } from '../../features/exams/test-support/render-exam';
import h5Cn from '../i18n/cn.json';
import { registerH5Strings } from '../i18n/register';
import { H5PaperPage } from './h5-paper-page';

/*
 * /h5's paper bar (issue 23): a paid paper not bought offers 购买试卷, through the same buy sheet as a
 * course or a 专栏 (goods kind PAPER); once paid, the paper is read again and the bar offers 开始考试.
 */

const P = examsCn.paper;
let paper = paperDetailOf(99);
const server = fakeApi((c: FakeCall) => {
  if (c.method === 'GET' && c.url === '/api/v3/exam/papers/3') return ok(paper);
  if (c.url === '/api/v3/exam/papers/3/ranking') return ok({ total: 0, data: [], mine: null });
  if (c.url === '/api/v2/order/payments')
    return ok([{ sign: 'sandbox', method: 'cashier', name: '模拟支付' }]);
  if (c.method === 'POST' && c.url === '/api/v3/order') {
    // As when a promo code pays it all: paid at once, and the member may sit the paper from now on.
    paper = paperDetailOf(99, { is_bought: true });
    return ok({ order_no: 'A20260101', total: 0, discount: 99, is_paid: true });
  }
  return notFound();
});
const screens = { '/h5/exam/papers/:paperId': <H5PaperPage /> };
const orders = () => server.calls.filter((c) => c.method === 'POST' && c.url === '/api/v3/order');

beforeAll(async () => {
  registerH5Strings();
  await initI18n('cn');
});
installForEachTest(server);
beforeEach(() => {
  paper = paperDetailOf(99);
});

describe('/h5/exam/papers/:paperId: the bar of a paid paper', () => {
  it('offers the price and 购买试卷; the sheet orders goods PAPER, then the bar offers 开始考试', async () => {
    renderExam('/h5/exam/papers/3', screens);
    fireEvent.click(await screen.findByRole('button', { name: P.buyShort }));
    const sheet = await screen.findByRole('dialog');
    expect(within(sheet).getByText('期中测验')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('checkbox', { name: new RegExp(commerceCn.order.protocolPaid) }));
    const pay = within(sheet).getByRole('button', { name: new RegExp(h5Cn.buy.pay) });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    await waitFor(() => expect(orders()).toHaveLength(1));
    expect(orders()[0]?.body).toMatchObject({ goods_type: 'PAPER', goods_id: 3, agree_protocol: 1 });
    expect(await screen.findByRole('button', { name: P.start })).toBeTruthy();
    expect(screen.queryByRole('button', { name: P.buyShort })).toBeNull();
  });

  it('offers 开始考试 for a paper already bought', async () => {
    paper = paperDetailOf(99, { is_bought: true });
    renderExam('/h5/exam/papers/3', screens);
    expect(await screen.findByRole('button', { name: P.start })).toBeTruthy();
    expect(screen.queryByRole('button', { name: P.buyShort })).toBeNull();
  });

  it('sends a visitor to log in first, back to the paper after', async () => {
    const visitor = createAppStore();
    visitor.dispatch(saveConfigFuncAction({ ...DEFAULT_CONFIG_FUNC, paper: true }));
    renderRoutes(
      [
        { path: '/h5/exam/papers/:paperId', element: <H5PaperPage /> },
        { path: '*', element: null },
      ],
      '/h5/exam/papers/3',
      visitor,
    );
    const login = await screen.findByRole('link', { name: P.loginToStart });
    expect(login.getAttribute('href')).toBe(`/h5/login?redirect=${encodeURIComponent('/h5/exam/papers/3')}`);
    expect(screen.queryByRole('button', { name: P.buyShort })).toBeNull();
  });
});
