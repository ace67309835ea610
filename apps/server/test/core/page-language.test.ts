import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { setAppConfig } from '#test/helpers/app-config';
import { createMemberWithToken } from '#test/helpers/member';
import { approveOnSimulator, formFields, location, sitePath, TestBrowser } from '#test/helpers/oauth-browser';
import { forEachDatabase } from '#test/helpers/test-app';
import { sandboxBuyer } from '../../src/modules/commerce/testing/sandbox-buyer';
import { learner } from '../../src/modules/learning/testing/learner';

/*
 * The pages the server renders as HTML speak the member's language (decision 035): the address's `lang`
 * (en, cn), else the browser's Accept-Language, else Chinese; the addresses the API hands out carry the
 * language the caller stated, and the pages' links, forms and redirects keep it.
 */
const EN = { 'accept-language': 'en' };
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

function isEnglish(page: LightMyRequestResponse, ...texts: string[]) {
  expect(page.headers['content-type']).toContain('text/html');
  expect(page.body).toContain('<html lang="en">');
  for (const text of texts) expect(page.body).toContain(text);
}

function isChinese(page: LightMyRequestResponse, ...texts: string[]) {
  expect(page.body).toContain('<html lang="zh-CN">');
  for (const text of texts) expect(page.body).toContain(text);
}

forEachDatabase((t) => {
  describe('the cashier and its result pages', () => {
    const { buy, courseId } = sandboxBuyer(t);
    const cashier = (sign: string, query = '') => `/payment/index?sign=${sign}${query}`;

    it('shows the sandbox cashier by lang=en, by Accept-Language, and in Chinese without either', async () => {
      const { order } = await buy(await createMemberWithToken(t));
      const byQuery = await t.inject(cashier(order.pay_sign, '&lang=en'));
      isEnglish(byQuery, '<h1>Cashier</h1>', 'Amount due', '>Pay</button>', '>Cancel</button>');
      expect(byQuery.body).not.toContain('收银台');
      // Its two forms carry the language to the result page.
      expect(byQuery.body.match(/name="lang" value="en"/g)).toHaveLength(2);
      isEnglish(await t.inject({ url: cashier(order.pay_sign), headers: EN }), '>Pay</button>');
      const plain = await t.inject(cashier(order.pay_sign));
      isChinese(plain, '<h1>收银台</h1>', '>支付</button>', '>取消</button>', 'name="lang" value="cn"');
      // The address wins over the browser; a value that is no language falls back to it.
      isChinese(await t.inject({ url: cashier(order.pay_sign, '&lang=cn'), headers: EN }), '>支付</button>');
      isEnglish(await t.inject({ url: cashier(order.pay_sign, '&lang=fr'), headers: EN }), '>Pay</button>');
      isChinese(await t.inject(cashier(order.pay_sign, '&lang[]=en')), '>支付</button>');
    });

    it('lists the methods in English with links that keep the language', async () => {
      await setAppConfig(t.db, 'payment.handpay', { enabled: true, text: '请转账至测试账户' });
      const { order } = await buy(await createMemberWithToken(t));
      const list = await t.inject(cashier(order.pay_sign, '&lang=en'));
      isEnglish(list, 'Choose a payment method', '>Bank transfer</a>', '>Sandbox payment</a>');
      expect(list.body).toContain('aria-label="Payment methods"');
      const links = [...list.body.matchAll(/href="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
      expect(links).toHaveLength(2);
      isChinese(await t.inject(cashier(order.pay_sign)), '请选择支付方式', '>线下转账</a>');
      for (const link of links) expect(new URL(link, 'http://x').searchParams.get('lang')).toBe('en');
      // Hand pay shows the administrator's own text, around English labels.
      const transfer = await t.inject(links.find((l) => l.includes('handpay')) as string);
      isEnglish(transfer, 'Order no.', '请转账至测试账户');
    });

    it('answers paying and cancelling in the language of the form, of the browser, or in Chinese', async () => {
      const m = await createMemberWithToken(t);
      const pay = (sign: string, lang: string, headers = {}) =>
        t.inject({
          method: 'POST',
          url: '/payment/sandbox/pay',
          headers: { ...FORM, ...headers },
          payload: `sign=${sign}${lang}`,
        });
      const first = (await buy(m)).order;
      const paid = await pay(first.pay_sign, '&lang=en');
      isEnglish(paid, '<h1>Payment successful</h1>', 'The order is paid. You can close this page.');
      // Back at the cashier of a paid order, and paying it again.
      isEnglish(await t.inject(cashier(first.pay_sign, '&lang=en')), '<h1>Payment successful</h1>');
      isEnglish(await pay(first.pay_sign, '', EN), '<h1>Payment successful</h1>');
      isChinese(await pay(first.pay_sign, ''), '<h1>支付成功</h1>', '订单已支付，可以关闭此页面。');

      const second = (await buy(await createMemberWithToken(t))).order;
      const cancel = (lang: string, headers = {}) =>
        t.inject({
          method: 'POST',
          url: '/payment/sandbox/cancel',
          headers: { ...FORM, ...headers },
          payload: `sign=${second.pay_sign}${lang}`,
        });
      isEnglish(await cancel('&lang=en'), '<h1>The order is cancelled</h1>');
      isEnglish(await cancel('', EN), '<h1>The order is cancelled</h1>');
      isChinese(await cancel(''), '<h1>订单已取消</h1>');
      // The cashier of a cancelled order says why it cannot be paid, in the page's language.
      isEnglish(await t.inject(cashier(second.pay_sign, '&lang=en')), '<h1>The order is cancelled</h1>');
      isEnglish(await t.inject('/payment/index?sign=nope&lang=en'), '<h1>Invalid parameters</h1>');
    });

    it('puts the caller’s stated language on pay_url and the cashier’s addresses; none without one', async () => {
      const m = await createMemberWithToken(t);
      const english = await t.post(
        '/api/v3/order',
        { goods_type: 'COURSE', goods_id: courseId(), agree_protocol: 1 },
        { ...m.headers, ...EN },
      );
      expect(english.data.pay_url).toBe(
        `http://localhost:80/payment/index?sign=${english.data.sign}&lang=en`,
      );
      const back = `http://localhost:3000/h5/order/pay?order_id=${english.data.order_no}`;
      const h5 = await t.post(
        '/api/v2/order/pay',
        { order_id: english.data.order_no, payment: 'sandbox', scene: 'h5', return_url: back },
        { ...m.headers, ...EN },
      );
      expect(h5.data).toEqual({
        type: 'redirect',
        url: `${english.data.pay_url}&s_url=${encodeURIComponent(back)}`,
      });
      const pc = await t.post(
        '/api/v2/order/pay',
        { order_id: english.data.order_no, payment: 'sandbox', scene: 'pc' },
        { ...m.headers, 'accept-language': 'zh-CN' },
      );
      expect(pc.data.code_url).toBe(`http://localhost:80/payment/index?sign=${english.data.sign}&lang=cn`);
      // MeEdu's clients send no header and get MeEdu's address.
      const { res } = await buy(m);
      expect(res.pay_url).toBe(`http://localhost:80/payment/index?sign=${res.sign}`);
    });
  });

  describe('the certificate page', () => {
    const { ownedCourse, watchThrough } = learner(t);

    it('is English by lang=en and by Accept-Language, Chinese without either; so is its not-found page', async () => {
      const { m, courseId, videos } = await ownedCourse(1, 10);
      await watchThrough(m, videos[0] as number, 10);
      const mine = await t.get(`/api/v3/member/certificate/${courseId}`, m.headers);
      expect(mine.code, mine.message).toBe(0);
      const path = new URL(mine.data.url).pathname;
      const byQuery = await t.inject(`${path}?lang=en`);
      isEnglish(byQuery, '<h1>Certificate of Completion</h1>', 'Press Ctrl+P to print', 'and is awarded');
      expect(byQuery.body).not.toContain('结业证书');
      isEnglish(await t.inject({ url: path, headers: EN }), '<h1>Certificate of Completion</h1>');
      isChinese(await t.inject(path), '<h1>结业证书</h1>', '特发此证');
      isEnglish(await t.inject('/certificate/ABCDEFGHJKMNPQRS?lang=en'), 'No such certificate');
      isChinese(await t.inject('/certificate/ABCDEFGHJKMNPQRS'), '证书不存在');
    });
  });

  describe('face verification', () => {
    it('sends the phone to an English simulator and end page when the member speaks English', async () => {
      const m = await createMemberWithToken(t);
      const started = await t.post(
        '/api/v3/member/tencent/faceVerify',
        { s_url: 'PC' },
        { ...m.headers, ...EN },
      );
      expect(started.code, started.message).toBe(0);
      const { url, biz_token } = started.data;
      expect(url).toBe(`http://localhost:80/api/dev/face/verify?biz_token=${biz_token}&lang=en`);
      const phone = new TestBrowser(t);
      const page = await phone.get(sitePath(url));
      isEnglish(page, '<h1>Simulated identity verification</h1>', '>Pass</button>', '>Fail</button>');
      const ended = location(
        await phone.post('/api/dev/face/verify', { ...formFields(page.body), decision: 'fail' }),
      );
      expect(ended).toBe('http://localhost:80/face-verify-success?lang=en');
      isEnglish(await phone.get(ended), 'Go back to your computer to see the result');
      isEnglish(await t.inject({ url: '/face-verify-success', headers: EN }), 'Identity verification');
      isChinese(await t.inject('/face-verify-success'), '请返回电脑端查看认证结果');
      const gone = await t.inject(`/api/dev/face/verify?biz_token=${'u'.repeat(32)}&lang=en`);
      isEnglish(gone, 'This verification does not exist or has expired');
    });
  });

  describe('WeChat scan', () => {
    beforeAll(() => setAppConfig(t.db, 'socialite.wechat_oauth', 1));

    it('gives the PC an English page address, and the phone keeps English through WeChat and back', async () => {
      const started = await t.post('/api/v3/auth/login/wechat-scan/url', { action: 'login' }, EN);
      const { url, key } = started.data as { url: string; key: string };
      expect(url).toBe(
        `http://localhost:80/api/v3/auth/login/wechat-scan/page?key=${key}&action=login&lang=en`,
      );
      const phone = new TestBrowser(t);
      const authorize = location(await phone.get(url));
      const back = location(await approveOnSimulator(phone, authorize, {}));
      expect(new URL(back, 'http://x').searchParams.get('lang')).toBe('en');
      isEnglish(await phone.get(back), '<h1 class="ok">Scanned</h1>', 'go back to your computer to continue');
      const expired = await t.inject(`/api/v3/auth/login/wechat-scan/page?key=${'k'.repeat(24)}&lang=en`);
      isEnglish(expired, 'Scan login failed');
      isChinese(await t.inject(`/api/v3/auth/login/wechat-scan/page?key=${'k'.repeat(24)}`), '扫码登录失败');
    });
  });
});
