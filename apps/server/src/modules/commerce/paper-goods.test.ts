import { beforeAll, describe, expect, it } from 'vitest';
import { setFeatureSwitches } from '#test/helpers/app-config';
import { EXAM_API, singleChoice, useExamEditor } from '#test/helpers/exam-papers';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import { readRow, readRows } from '#test/helpers/rows';
import { forEachDatabase } from '#test/helpers/test-app';
import { refundOrder } from './admin';
import { orderFixtures, payBySandbox } from './testing/order-fixtures';

/*
 * A paid exam paper is a goods kind (issue 23): bought once through the order API (or MeEdu's Paper add-on
 * call), it lets the member start attempts; a full refund takes that back.
 */

const BUY_FIRST = '请购买试卷后参加考试';
const MEEDU_BUY = '/addons/Paper/api/v1/paper/buy';
const MINUTE = 60_000;

forEachDatabase((t) => {
  const editor = useExamEditor(t);
  orderFixtures(t);
  let question: number;

  beforeAll(async () => {
    question = await editor.question(singleChoice('购买', ['a', 'b'], 0));
  });

  /** A published paper at 5 yuan unless told otherwise. */
  const paper = (settings: Record<string, unknown> = {}) =>
    editor.paper({ title: '付费试卷', charge: 5, ...settings }, [question]);
  const order = (m: MemberWithToken, paperId: number, agree = 1) =>
    t.post('/api/v3/order', { goods_type: 'PAPER', goods_id: paperId, agree_protocol: agree }, m.headers);
  const detail = async (m: MemberWithToken, paperId: number) =>
    (await t.get(`${EXAM_API}/papers/${paperId}`, m.headers)).data;
  const start = (m: MemberWithToken, paperId: number) =>
    t.post(`${EXAM_API}/papers/${paperId}/attempts`, undefined, m.headers);
  const bought = (userId: number) => readRows(t.db, 'exam_paper_users', { user_id: userId });

  /** Orders the paper and pays at the sandbox cashier; the order's row. */
  async function buy(m: MemberWithToken, paperId: number) {
    const res = await order(m, paperId);
    expect(res.code, res.message).toBe(0);
    expect((await payBySandbox(t, res.data.order_no)).statusCode).toBe(200);
    return readRow(t.db, 'orders', { order_no: res.data.order_no });
  }

  describe('buying a paper', () => {
    it('is what lets a member start a paid paper: refused before paying, sat after', async () => {
      const p = await paper();
      const m = await createMemberWithToken(t);
      expect(await detail(m, p)).toMatchObject({ can_join: false, reason: BUY_FIRST, is_bought: false });
      expect(await start(m, p)).toMatchObject({ code: 1, message: BUY_FIRST });

      const res = await order(m, p);
      expect(res.code, res.message).toBe(0);
      expect(res.data).toMatchObject({ total: 5, is_paid: false });
      // Ordered but not paid: still refused.
      expect(await start(m, p)).toMatchObject({ code: 1, message: BUY_FIRST });
      expect((await payBySandbox(t, res.data.order_no)).statusCode).toBe(200);

      const row = await readRow(t.db, 'orders', { order_no: res.data.order_no });
      expect(row).toMatchObject({ goods_type: 'PAPER', goods_id: p, goods_name: '付费试卷', status: 9 });
      expect(await bought(m.user.id)).toMatchObject([{ paper_id: p, order_id: row.id, charge_fen: 500 }]);
      expect(await detail(m, p)).toMatchObject({ can_join: true, reason: '', is_bought: true });
      const attempt = await start(m, p);
      expect(attempt.code, attempt.message).toBe(0);
      expect(attempt.data.resumed).toBe(false);
      // Bought once: a second order is refused.
      expect(await order(m, p)).toMatchObject({ code: 1, message: '您已购买此试卷，无需重复购买' });
    });

    it('a full refund takes the paper back, and it can be bought again', async () => {
      const p = await paper();
      const m = await createMemberWithToken(t);
      const row = await buy(m, p);
      expect(await detail(m, p)).toMatchObject({ can_join: true, is_bought: true });
      await refundOrder(t.app, row.id, { adminId: 1, note: '试卷退款' });
      expect(await bought(m.user.id)).toEqual([]);
      expect(await detail(m, p)).toMatchObject({ can_join: false, reason: BUY_FIRST, is_bought: false });
      expect(await start(m, p)).toMatchObject({ code: 1, message: BUY_FIRST });
      expect((await order(m, p)).code).toBe(0);
    });

    it('gives the paper once when two orders for it are paid: the second payment is returned', async () => {
      const p = await paper();
      const m = await createMemberWithToken(t);
      const first = await order(m, p);
      const second = await order(m, p);
      expect([first.code, second.code]).toEqual([0, 0]);
      expect((await payBySandbox(t, first.data.order_no)).body).toBe('success');
      expect((await payBySandbox(t, second.data.order_no)).body).toBe('success');
      const firstRow = await readRow(t.db, 'orders', { order_no: first.data.order_no });
      const secondRow = await readRow(t.db, 'orders', { order_no: second.data.order_no });
      expect(secondRow.status).toBe(7);
      expect(await bought(m.user.id)).toMatchObject([{ paper_id: p, order_id: firstRow.id }]);
      expect(await readRows(t.db, 'payment_refunds', { order_id: secondRow.id })).toMatchObject([
        { reason: 'already_owned', status: 'success' },
      ]);
    });

    it('is refused for a free paper, without the agreement, for an unpublished or closed paper', async () => {
      const m = await createMemberWithToken(t);
      const free = await paper({ charge: 0 });
      expect(await order(m, free)).toMatchObject({ code: 1, message: '当前试卷无法购买' });
      expect(await detail(m, free)).toMatchObject({ can_join: true, is_bought: true });
      expect(await order(m, await paper(), 0)).toMatchObject({ code: 1, message: '请同意付费内容购买协议' });
      const hidden = await editor.paper({ charge: 5 }, [question], false);
      expect(await order(m, hidden)).toMatchObject({ code: 404, message: '试卷不存在' });
      const closed = await paper({ starts_at: 0, ends_at: Date.now() - MINUTE });
      expect(await order(m, closed)).toMatchObject({ code: 1, message: '考试已结束' });
    });

    it('a VIP-free paper: an active VIP holds it and is refused; anyone else may buy it', async () => {
      const p = await paper({ is_vip_free: true });
      const vip = await createMemberWithToken(t);
      await t.db
        .updateTable('users')
        .set({ role_id: 1, role_expired_at: Date.now() + 60 * MINUTE })
        .where('id', '=', vip.user.id)
        .execute();
      expect(await detail(vip, p)).toMatchObject({ can_join: true, is_bought: true });
      expect(await order(vip, p)).toMatchObject({ code: 1, message: '该试卷会员免费，您无需购买' });
      const m = await createMemberWithToken(t);
      expect(await detail(m, p)).toMatchObject({ can_join: false, is_bought: false });
      await buy(m, p);
      expect(await detail(m, p)).toMatchObject({ can_join: true, is_bought: true });
    });
  });

  describe("MeEdu's Paper add-on #8", () => {
    it('answers an order read like a core order; a free paper is refused', async () => {
      const p = await paper();
      const m = await createMemberWithToken(t);
      const res = await t.post(MEEDU_BUY, { goods_id: p, promo_code: '' }, m.headers);
      expect(res.code, res.message).toBe(0);
      expect(res.data).toMatchObject({ total: 5, is_paid: false, status: 5, status_text: '支付中' });
      expect(res.data.order_id).toBe(res.data.order_no);
      expect(res.data.pay_url).toContain('/payment/index?sign=');
      expect(await readRow(t.db, 'orders', { order_no: res.data.order_id })).toMatchObject({
        goods_type: 'PAPER',
        goods_id: p,
      });

      const free = await paper({ charge: 0 });
      expect(await t.post(MEEDU_BUY, { goods_id: free }, m.headers)).toMatchObject({
        code: 1,
        message: '当前试卷无法购买',
      });
      expect(await t.post(MEEDU_BUY, { goods_id: p }, {})).toMatchObject({ code: 401 });
    });

    it('is refused while the paper switch is off', async () => {
      const p = await paper();
      const m = await createMemberWithToken(t);
      await setFeatureSwitches(t.db, { paper: false });
      try {
        expect(await t.post(MEEDU_BUY, { goods_id: p }, m.headers)).toMatchObject({
          code: 403,
          message: '考试功能未开启',
        });
        expect((await order(m, p)).message).toBe('考试功能未开启');
      } finally {
        await setFeatureSwitches(t.db, { paper: true });
      }
    });
  });
});
