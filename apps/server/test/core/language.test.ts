import { msg } from '@shuyuan/contract';
import { expect, it } from 'vitest';
import { grantCredit } from '#core/db/credits';
import { notify } from '#core/db/notify';
import { createOrderRow } from '#seed/factories/index';
import { createMemberWithToken } from '#test/helpers/member';
import { forEachDatabase } from '#test/helpers/test-app';

/*
 * The server answers in the caller's language (decision 035): English when Accept-Language prefers it,
 * Chinese otherwise and when the header is absent (MeEdu's clients send none).
 */
const EN = { 'accept-language': 'en' };
const ZH = { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' };
const CJK = /[\u3400-\u9fff]/;

forEachDatabase((t) => {
  it('answers a wrong password in English, in Chinese, and in Chinese without the header', async () => {
    const m = await createMemberWithToken(t);
    const body = { mobile: m.user.mobile, password: 'not-the-password' };
    expect(await t.post('/api/v2/login/password', body, EN)).toEqual({
      code: 1,
      message: 'Wrong mobile number or password',
      data: [],
    });
    expect((await t.post('/api/v2/login/password', body, ZH)).message).toBe('手机号或密码错误');
    expect((await t.post('/api/v2/login/password', body)).message).toBe('手机号或密码错误');
    expect(
      (await t.post('/api/v2/login/password', body, { 'accept-language': 'en-GB,en;q=0.9' })).message,
    ).toBe('Wrong mobile number or password');
  });

  it('localises the envelope of every kind of error: schema, login, unknown route', async () => {
    const empty = await t.post('/api/v2/login/password', {}, EN);
    expect(empty.code).toBe(1);
    expect(empty.message).not.toMatch(CJK);
    expect(await t.get('/api/v2/member/messages', EN)).toEqual({
      code: 401,
      message: 'Please log in',
      data: [],
    });
    expect(await t.get('/api/v2/member/messages')).toEqual({ code: 401, message: '请登录', data: [] });
    expect((await t.get('/api/v2/no-such-route', EN)).message).toBe('No such route');
  });

  it('shows stored messages and credit remarks in the language of the reader', async () => {
    const m = await createMemberWithToken(t);
    const remark = msg('auth.registerReward', { sum: 7 });
    await t.db
      .transaction()
      .execute((trx) => grantCredit(trx, { userId: m.user.id, sum: 7, remark, uniqueKey: 'language-test' }));
    await notify(t.db, m.user.id, { type: 'order', message: msg('order.paidNotice', { orderNo: 'N42' }) });

    const messagesEn = await t.get('/api/v2/member/messages?page_size=20', { ...m.headers, ...EN });
    const textsEn = messagesEn.data.data.map((n: { data: { message: string } }) => n.data.message);
    expect(textsEn).toContain('Order N42 is paid');
    expect(textsEn).toContain('Points changed: 7, note: 7 points for registering');
    const messagesZh = await t.get('/api/v2/member/messages?page_size=20', m.headers);
    const textsZh = messagesZh.data.data.map((n: { data: { message: string } }) => n.data.message);
    expect(textsZh).toContain('订单N42已支付');
    expect(textsZh).toContain('积分变动:7，备注:注册送7积分');

    const creditsEn = await t.get('/api/v2/member/credit1Records', { ...m.headers, ...EN });
    expect(creditsEn.data.data[0]).toMatchObject({ sum: 7, remark: '7 points for registering' });
    const creditsZh = await t.get('/api/v2/member/credit1Records', m.headers);
    expect(creditsZh.data.data[0]).toMatchObject({ sum: 7, remark: '注册送7积分' });
  });

  it("names an order's status and channel in the caller's language", async () => {
    const m = await createMemberWithToken(t);
    await createOrderRow(t.db, {
      user_id: m.user.id,
      goods_id: 1,
      payment: 'alipay',
      payment_method: 'page',
    });
    const en = await t.get('/api/v2/member/orders', { ...m.headers, ...EN });
    expect(en.data.data[0]).toMatchObject({ status: 9, status_text: 'Paid', payment_text: 'Alipay' });
    const zh = await t.get('/api/v2/member/orders', m.headers);
    expect(zh.data.data[0]).toMatchObject({ status: 9, status_text: '已支付', payment_text: '支付宝' });
  });

  it("names the payment channels in the caller's language", async () => {
    const en = await t.get('/api/v2/order/payments?scene=pc', EN);
    expect(en.code).toBe(0);
    expect(en.data.length).toBeGreaterThan(0);
    for (const option of en.data) expect(option.name).not.toMatch(CJK);
    const zh = await t.get('/api/v2/order/payments?scene=pc');
    expect(zh.data.map((o: { sign: string }) => o.sign)).toEqual(
      en.data.map((o: { sign: string }) => o.sign),
    );
  });
});
