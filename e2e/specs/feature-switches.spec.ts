import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { adminApi, adminToken } from '../support/admin';
import { call, data } from '../support/api';
import { DESKTOP, openPage, PHONE } from '../support/browser';
import { goodsShown, memberMenu } from '../support/commerce';
import { assertNoProblems } from '../support/expect-page';
import { phone, shot } from '../support/h5';
import { freshMemberToken, memberContext, waitForToast } from '../support/member';
import { shoot } from '../support/shots';
import { useSite } from '../support/site';
import { catalogueCn, commerceCn, commerceEn, h5Cn, h5En } from '../support/strings';

/*
 * Decision 031: the feature switches gate their modules in both storefronts. With promoCode, vip and cert
 * off there is no promo-code box (/order, the /h5 buy sheet), no VIP link, VIP page, 会员免费看 or VIP tag,
 * and the certificate page says certificates are off; switched on again, they are back. A page opened
 * before a switch went off learns it from the server's 403 and drops the box.
 */

type Switches = Partial<Record<'promoCode' | 'vip' | 'cert', boolean>>;
interface CourseRow {
  id: number;
  title: string;
  charge: number;
  is_free: number;
  is_vip_free: number;
}

describe('feature switches in the storefronts', () => {
  const site = useSite();
  let admin = '';
  let member = '';
  let course: CourseRow;
  let original: Record<string, boolean> = {};

  /** Sets switches through the console's settings API, as a site owner would. */
  const setSwitches = async (switches: Switches) => {
    const stored = await adminApi<{ values: { func: Record<string, boolean> } }>(
      site.baseUrl,
      admin,
      'GET',
      '/settings',
    );
    await adminApi(site.baseUrl, admin, 'PUT', '/settings', {
      values: { func: { ...stored.values.func, ...switches } },
    });
  };

  before(async () => {
    admin = await adminToken(site.baseUrl, 'admin', 'shuyuan123');
    member = await freshMemberToken(site.baseUrl);
    original = (
      await adminApi<{ values: { func: Record<string, boolean> } }>(site.baseUrl, admin, 'GET', '/settings')
    ).values.func;
    const courses = await data<{ data: CourseRow[] }>(
      site.baseUrl,
      null,
      'GET',
      '/api/v2/courses?page_size=50',
    );
    const vipFree = courses.data.find((c) => c.is_vip_free === 1 && c.is_free === 0 && c.charge > 0);
    assert.ok(vipFree, 'the demo has a paid VIP-free course');
    course = vipFree;
  });
  after(async () => {
    await adminApi(site.baseUrl, admin, 'PUT', '/settings', { values: { func: original } });
  });

  const orderPath = () => `/order?goods_id=${course.id}&goods_type=vod`;
  const promoBox = (page: Page) => page.getByRole('textbox', { name: commerceCn.order.promo });
  const vipFreeLink = (page: Page) => page.getByRole('link', { name: catalogueCn.course.vipFree });

  it('PC: switched off, nothing of promo codes, VIP or certificates shows; switched on, they are back', async () => {
    await setSwitches({ promoCode: false, vip: false, cert: false });
    const context = await memberContext(site, member);
    const { page, problems } = await openPage(context);

    await page.goto(`/courses/detail/${course.id}`);
    await page.getByRole('heading', { level: 1, name: course.title }).waitFor();
    await page.getByRole('link', { name: new RegExp(`^${catalogueCn.course.buy.split('{')[0]}`) }).waitFor();
    assert.equal(await vipFreeLink(page).count(), 0, 'no 会员免费看');
    assert.equal(await page.getByText(catalogueCn.course.vipTag, { exact: true }).count(), 0, 'no VIP tag');
    await memberMenu(page).click();
    await page.getByRole('menuitem').first().waitFor();
    assert.equal(await page.getByRole('menuitem', { name: commerceCn.vip.menu }).count(), 0, 'no VIP link');
    await page.keyboard.press('Escape');

    await page.goto(orderPath());
    await goodsShown(page, course.title);
    assert.equal(await promoBox(page).count(), 0, 'no promo-code box on /order');
    await shoot(page, 'switches-off-order', DESKTOP.width);
    await page.setViewportSize(PHONE);
    await shoot(page, 'switches-off-order', PHONE.width);
    await page.setViewportSize(DESKTOP);

    await page.goto('/vip');
    await page.getByRole('heading', { level: 1, name: commerceCn.vip.off }).waitFor();
    await shoot(page, 'switches-off-vip', DESKTOP.width);
    await page.setViewportSize(PHONE);
    await shoot(page, 'switches-off-vip', PHONE.width);
    await page.setViewportSize(DESKTOP);

    // The public check of a certificate says the module is off rather than showing or denying one.
    const certificate = await fetch(`${site.baseUrl}/certificate/ABCDEFGHJKMNPQRS`);
    assert.equal(certificate.status, 403);
    assert.match(await certificate.text(), /<h1>证书功能未开启<\/h1>/);
    const refused = await call(site.baseUrl, member, 'GET', '/api/v2/promoCode/ANY/check');
    assert.deepEqual([refused.code, refused.message], [403, '优惠码功能未开启']);

    // English: the same screens, in English.
    await page.evaluate(() => window.localStorage.setItem('shuyuan-lang', 'en'));
    await page.goto('/vip');
    await page.getByRole('heading', { level: 1, name: commerceEn.vip.off }).waitFor();
    await shoot(page, 'switches-off-vip-en', DESKTOP.width);
    await page.setViewportSize(PHONE);
    await shoot(page, 'switches-off-vip-en', PHONE.width);
    await page.setViewportSize(DESKTOP);
    await page.goto(orderPath());
    await page.getByRole('heading', { level: 1, name: commerceEn.order.title }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: commerceEn.order.promo }).count(), 0);
    await shoot(page, 'switches-off-order-en', DESKTOP.width);
    await page.setViewportSize(PHONE);
    await shoot(page, 'switches-off-order-en', PHONE.width);
    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => window.localStorage.setItem('shuyuan-lang', 'cn'));

    await setSwitches({ promoCode: true, vip: true, cert: true });
    await page.goto(`/courses/detail/${course.id}`);
    await vipFreeLink(page).waitFor();
    await page.goto(orderPath());
    await goodsShown(page, course.title);
    await promoBox(page).waitFor();
    await page.goto('/vip');
    await page.getByRole('heading', { level: 1, name: commerceCn.vip.title }).waitFor();
    assert.equal(await page.getByRole('heading', { name: commerceCn.vip.off }).count(), 0);

    // A page opened while the switch was on: the server's refusal (403) tells it, and the box goes.
    await page.goto(orderPath());
    await promoBox(page).waitFor();
    await setSwitches({ promoCode: false });
    await promoBox(page).fill('SOMECODE');
    await page.getByRole('button', { name: commerceCn.order.promoCheck }).click();
    await waitForToast(page, '优惠码功能未开启');
    await promoBox(page).waitFor({ state: 'detached' });
    await setSwitches({ promoCode: true });
    assertNoProblems(problems, 'the PC switches story');
    await context.close();
  });

  it('/h5: switched off, the buy sheet has no promo code and the course and me screens no VIP', async () => {
    await setSwitches({ promoCode: false, vip: false });
    const context = await phone(site);
    await context.addInitScript((token) => window.localStorage.setItem('meedu-user-token', token), member);
    const { page, problems } = await openPage(context);

    await page.goto(`/h5/courses/detail/${course.id}`);
    const buy = page.getByRole('button', { name: h5Cn.course.buy });
    await buy.waitFor();
    assert.equal(await page.getByRole('link', { name: h5Cn.course.vipFree }).count(), 0, 'no 会员免费');
    await shot(page, 'switches-off-course');
    await buy.click();
    const sheet = page.getByRole('dialog', { name: h5Cn.buy.title });
    await sheet.getByRole('checkbox').waitFor();
    assert.equal(await sheet.getByRole('textbox', { name: commerceCn.order.promo }).count(), 0);
    await shot(page, 'switches-off-buy-sheet');
    await page.keyboard.press('Escape');

    await page.goto('/h5/member');
    await page.getByRole('link', { name: h5Cn.me.orders }).first().waitFor();
    assert.equal(await page.getByRole('link', { name: h5Cn.me.vipPlans }).count(), 0, 'no 开通会员');
    await shot(page, 'switches-off-me');

    await page.evaluate(() => window.localStorage.setItem('shuyuan-lang', 'en'));
    await page.goto(`/h5/courses/detail/${course.id}`);
    await page.getByRole('button', { name: h5En.course.buy }).click();
    await page.getByRole('dialog').getByRole('checkbox').waitFor();
    assert.equal(
      await page.getByRole('dialog').getByRole('textbox', { name: commerceEn.order.promo }).count(),
      0,
    );
    await shot(page, 'switches-off-buy-sheet-en');
    await page.evaluate(() => window.localStorage.setItem('shuyuan-lang', 'cn'));

    await setSwitches({ promoCode: true, vip: true });
    await page.goto(`/h5/courses/detail/${course.id}`);
    await page.getByRole('link', { name: h5Cn.course.vipFree }).waitFor();
    await page.getByRole('button', { name: h5Cn.course.buy }).click();
    await page.getByRole('dialog').getByRole('textbox', { name: commerceCn.order.promo }).waitFor();
    await page.goto('/h5/member');
    await page.getByRole('link', { name: h5Cn.me.vipPlans }).waitFor();
    assertNoProblems(problems, 'the /h5 switches story');
    await context.close();
  });
});
