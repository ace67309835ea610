import { describe, expect, it } from 'vitest';
import { runPeriodicJobOnce } from '#core/jobs/periodic-job';
import { sandboxSettings } from '#providers/payment/index';
import { sandboxNotification, sandboxPay, signSandbox } from '#providers/payment/sandbox';
import { createPromoCode } from '#seed/factories/index';
import { createMemberWithToken } from '#test/helpers/member';
import { messagesOf } from '#test/helpers/notifications';
import { readRow, readRows } from '#test/helpers/rows';
import { forEachDatabase } from '#test/helpers/test-app';
import { cancelExpiredOrders } from '../expiry';
import { payBySandbox } from '../testing/order-fixtures';
import { sandboxBuyer } from '../testing/sandbox-buyer';
import { reconcileJob, reconcilePayments } from './reconcile';

/*
 * Money that cannot be kept, on the sandbox channel over HTTP (decision 025): a payment after the order was
 * cancelled, a second order for a course already owned, notifications repeated, a lost notification, and the
 * reconciliation job's one runner.
 */
forEachDatabase((t) => {
  const { buy, orderOf, refundsOf, owned, courseId } = sandboxBuyer(t);

  describe('money that cannot be kept is returned', () => {
    it('a payment after the order expired is refunded, the order stays cancelled, the promo use stays given back', async () => {
      const m = await createMemberWithToken(t);
      const code = `LATE${Date.now()}`;
      await createPromoCode(t.db, { code, use_times: 1 });
      const { res, order } = await buy(m, code);
      await t.post(
        '/api/v2/order/pay',
        { order_id: res.order_no, payment: 'sandbox', scene: 'pc' },
        m.headers,
      );
      expect(await cancelExpiredOrders(t.app, Date.now() + 16 * 60_000)).toBeGreaterThanOrEqual(1);
      expect((await orderOf(order.id)).status).toBe(7);
      const trade = await readRow(t.db, 'payments', { order_id: order.id });
      // Closed at the channel: its cashier will not take the money any more.
      expect(trade.status).toBe('closed');
      expect(
        await sandboxPay(sandboxSettings(t.app), t.store, trade.out_trade_no, trade.amount_fen),
      ).toBeNull();
      // A channel that took it anyway (its notification arrives late): refunded, never settled.
      expect((await payBySandbox(t, res.order_no, { late: true })).body).toBe('success');
      expect((await payBySandbox(t, res.order_no, { late: true })).body).toBe('success');
      expect((await orderOf(order.id)).status).toBe(7);
      expect(await owned(m.user.id)).toHaveLength(0);
      expect(await refundsOf(order.id)).toMatchObject([
        { reason: 'order_closed', status: 'success', amount_fen: 8900, refund_no: `R${trade.out_trade_no}` },
      ]);
      const promo = await t.db
        .selectFrom('promo_codes')
        .select('used_times')
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      expect(promo.used_times).toBe(0);
      expect(await messagesOf(t.db, m.user.id)).toContain(
        `订单${res.order_no}的付款已原路退回（订单已取消或过期后才到账）`,
      );
    });

    it('a second order for a course already owned is refused at creation and refunded at settlement', async () => {
      const m = await createMemberWithToken(t);
      const first = await buy(m);
      const second = await buy(m);
      expect((await payBySandbox(t, first.res.order_no)).body).toBe('success');
      expect(
        (
          await t.post(
            '/api/v3/order',
            { goods_type: 'COURSE', goods_id: courseId(), agree_protocol: 1 },
            m.headers,
          )
        ).message,
      ).toBe('您已购买此课程，无需重复购买');
      expect((await payBySandbox(t, second.res.order_no)).body).toBe('success');
      expect((await orderOf(second.order.id)).status).toBe(7);
      expect(await owned(m.user.id)).toHaveLength(1);
      expect(await refundsOf(second.order.id)).toMatchObject([
        { reason: 'already_owned', status: 'success' },
      ]);
      const credits = await readRows(t.db, 'credit1_records', { user_id: m.user.id });
      expect(credits).toHaveLength(1);
    });

    it('five repeated and five concurrent notifications deliver once', async () => {
      const m = await createMemberWithToken(t);
      const { res, order } = await buy(m);
      const trade =
        (await payBySandbox(t, res.order_no)) && (await readRow(t.db, 'payments', { order_id: order.id }));
      const paid = sandboxNotification(sandboxSettings(t.app), {
        outTradeNo: trade.out_trade_no,
        totalFen: 9900,
        tradeNo: `SB${trade.out_trade_no}`,
      });
      const send = () =>
        t.inject({
          method: 'POST',
          url: '/payment/callback/sandbox',
          headers: { 'content-type': 'application/json', 'x-sandbox-signature': paid.signature },
          payload: paid.body,
        });
      const answers = await Promise.all(Array.from({ length: 5 }, send));
      for (let i = 0; i < 5; i++) answers.push(await send());
      for (const a of answers) expect([a.statusCode, a.body]).toEqual([200, 'success']);
      expect(await owned(m.user.id)).toHaveLength(1);
      expect(await refundsOf(order.id)).toHaveLength(0);
      const credits = await readRows(t.db, 'credit1_records', { user_id: m.user.id });
      expect(credits).toHaveLength(1);
      const forged = await t.inject({
        method: 'POST',
        url: '/payment/callback/sandbox',
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': signSandbox('guessed', paid.body),
        },
        payload: paid.body,
      });
      expect(forged.statusCode).toBe(400);
    });
  });

  describe('lost notifications', () => {
    it('the reconciliation job settles a trade whose notification never came, through the same path', async () => {
      const m = await createMemberWithToken(t);
      const { res, order } = await buy(m);
      await t.post(
        '/api/v2/order/pay',
        { order_id: res.order_no, payment: 'sandbox', scene: 'pc' },
        m.headers,
      );
      const trade = await readRow(t.db, 'payments', { order_id: order.id });
      // The channel took the money; its notification was lost.
      await sandboxPay(sandboxSettings(t.app), t.store, trade.out_trade_no, trade.amount_fen);
      const early = await reconcilePayments(t.app, Date.now());
      expect(early.settled).toBe(0);
      const report = await reconcilePayments(t.app, Date.now() + 3 * 60_000);
      expect(report.settled).toBeGreaterThanOrEqual(1);
      expect((await orderOf(order.id)).status).toBe(9);
      expect(await owned(m.user.id)).toHaveLength(1);
    });

    it('runs in one process per interval however many try (a lock in the shared store)', async () => {
      const runs = await Promise.all([1, 2, 3].map(() => runPeriodicJobOnce(t.app, reconcileJob)));
      expect(runs.filter(Boolean)).toHaveLength(1);
      expect(await runPeriodicJobOnce(t.app, reconcileJob)).toBe(false);
    });
  });
});
