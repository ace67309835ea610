import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '#lib/i18n/index';
import { type FakeCall, fakeApi, installForEachTest, notFound, ok } from '#web-test/fake-api';
import { paperDetailOf } from '../../exams/test-support/exam-api';
import cn from '../i18n/cn.json';
import { renderAt } from '../test-support/render-route';
import { OrderPage } from './order-page';

/*
 * /order for an exam paper (goods kind PAPER, issue 23): the goods are read from the paper's own detail,
 * never from the address, and the order names goods PAPER; a free or already open paper is not sold.
 */

const O = cn.order;
let paper = paperDetailOf(99);
const server = fakeApi((c: FakeCall) => {
  if (c.method === 'GET' && c.url === '/api/v3/exam/papers/3') return ok(paper);
  if (c.method === 'POST' && c.url === '/api/v3/order')
    return ok({ order_no: 'A20260101', total: 99, discount: 0, is_paid: false });
  return notFound();
});
const open = () => renderAt('/order?goods_type=paper&goods_id=3', { '/order': <OrderPage /> });

beforeAll(async () => {
  await initI18n('cn');
});
installForEachTest(server);
beforeEach(() => {
  paper = paperDetailOf(99);
});

describe('/order?goods_type=paper', () => {
  it('shows the paper (kind 试卷, name, price) and orders goods PAPER, then goes on to pay', async () => {
    const { router } = open();
    expect(await screen.findByText('期中测验')).toBeTruthy();
    expect(screen.getByText(cn.kinds.PAPER)).toBeTruthy();
    expect(screen.getAllByText('￥99').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(O.protocolPaid) }));
    fireEvent.click(screen.getByRole('button', { name: O.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/pay'));
    const order = server.calls.find((c) => c.method === 'POST' && c.url === '/api/v3/order');
    expect(order?.body).toMatchObject({ goods_type: 'PAPER', goods_id: 3, agree_protocol: 1 });
    const back = new URLSearchParams(router.state.location.search);
    expect([back.get('goods_type'), back.get('goods_id')]).toEqual(['paper', '3']);
  });

  it('does not sell a paper the member may sit already, and leads back to it', async () => {
    paper = paperDetailOf(99, { is_bought: true });
    open();
    expect(await screen.findByText(O.blocked.canSit)).toBeTruthy();
    expect(screen.getByRole('link', { name: O.toGoods }).getAttribute('href')).toBe('/exam/papers/3');
    expect(screen.queryByRole('button', { name: O.submit })).toBeNull();
  });

  it('does not sell a free paper', async () => {
    paper = paperDetailOf(0);
    open();
    expect(await screen.findByText(O.blocked.free)).toBeTruthy();
    expect(screen.queryByRole('button', { name: O.submit })).toBeNull();
  });
});
