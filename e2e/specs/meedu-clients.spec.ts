import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newMemberToken } from '../support/accounts';
import { IPHONE_UA, newContext, openPage, PHONE } from '../support/browser';
import { unownedPaidCourses } from '../support/commerce';
import { lessonsOf } from '../support/learning';
import { memberApi } from '../support/member-session';
import { orderOf } from '../support/pay-screens';
import { shootScreen } from '../support/shots';
import { useSite } from '../support/site';

/*
 * MeEdu's own clients against our API (issue 20), as they behave, without our web app: the H5 sends the
 * phone to pay_url with s_url and f_url in the same tab and waits to be sent back there; DPlayer and the
 * other players MeEdu uses play the trial address in a plain <video>, which must reach the preview's end
 * cleanly. Each story is a new member.
 */

describe('MeEdu’s clients: the cashier’s way back and a trial played to its end', () => {
  const site = useSite();

  /** A new member with an unpaid order of a paid course, made as MeEdu's H5 makes it (POST /api/v3/order). */
  async function newOrder() {
    const token = await newMemberToken(site.baseUrl);
    const [course] = await unownedPaidCourses(site.baseUrl, token);
    assert.ok(course, 'the demo seed has a paid course');
    const order = await memberApi<{ order_no: string; pay_url: string; is_paid: boolean }>(
      site.baseUrl,
      token,
      '/api/v3/order',
      { method: 'POST', body: { goods_type: 'COURSE', goods_id: course.id, agree_protocol: 1 } },
    );
    assert.equal(order.is_paid, false);
    return { token, order };
  }

  /** The H5's pay step: leave its own page for pay_url + s_url + f_url in the same tab. */
  async function goToPayUrl(payUrl: string, back: { s_url: string; f_url: string }) {
    const context = await newContext(site.browser, site.baseUrl, { viewport: PHONE, userAgent: IPHONE_UA });
    const { page } = await openPage(context);
    await page.goto('/h5');
    await page.evaluate(
      (href) => {
        window.location.href = href;
      },
      `${payUrl}&${new URLSearchParams(back)}`,
    );
    await page.waitForURL((u) => u.pathname === '/payment/index');
    await page.getByRole('heading', { name: '收银台' }).waitFor();
    return { context, page };
  }

  it('pays at the sandbox cashier and lands on s_url; 取消 lands on f_url', async () => {
    const paid = await newOrder();
    const sUrl = `${site.baseUrl}/h5/member/orders?meedu=success&order_id=${paid.order.order_no}`;
    const fUrl = `${site.baseUrl}/h5/courses?meedu=fail`;
    const { context, page } = await goToPayUrl(paid.order.pay_url, { s_url: sUrl, f_url: fUrl });
    await shootScreen(page, 'meedu-h5-cashier');
    await page.getByRole('button', { name: '支付', exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get('meedu') === 'success');
    assert.equal(page.url(), sUrl);
    assert.equal((await orderOf(site.baseUrl, paid.token, paid.order.order_no))?.status, 9);
    await context.close();

    const cancelled = await newOrder();
    const second = await goToPayUrl(cancelled.order.pay_url, { s_url: sUrl, f_url: fUrl });
    await second.page.getByRole('button', { name: '取消', exact: true }).click();
    await second.page.waitForURL((u) => u.searchParams.get('meedu') === 'fail');
    assert.equal(second.page.url(), fUrl);
    assert.equal((await orderOf(site.baseUrl, cancelled.token, cancelled.order.order_no))?.status, 7);
    await second.context.close();
  });

  it('never follows a foreign s_url: the cashier says 支付成功 and stays on this site', async () => {
    const { order } = await newOrder();
    const { context, page } = await goToPayUrl(order.pay_url, {
      s_url: 'https://evil.test/stolen',
      f_url: '//evil.test/f',
    });
    await page.getByRole('button', { name: '支付', exact: true }).click();
    await page.getByRole('heading', { name: '支付成功' }).waitFor();
    assert.equal(new URL(page.url()).origin, site.baseUrl);
    await context.close();
  });

  it('a plain <video> plays a trial address to the preview’s end, without an error', async () => {
    const token = await newMemberToken(site.baseUrl);
    let lesson: { id: number; free_seconds: number; duration: number } | undefined;
    for (const course of await unownedPaidCourses(site.baseUrl, token)) {
      lesson = (await lessonsOf(site.baseUrl, course.id, token)).find(
        (l) => l.free_seconds > 0 && l.free_seconds < l.duration,
      );
      if (lesson) break;
    }
    assert.ok(lesson, 'the demo seed has a paid lesson with a preview');
    const info = await memberApi<{ urls: { url: string; format: string }[] }>(
      site.baseUrl,
      token,
      `/api/v2/video/${lesson.id}/playinfo?is_try=1`,
    );
    const mp4 = info.urls.find((u) => u.format === 'mp4') ?? info.urls[0];
    assert.ok(mp4, 'play info has an address');

    const context = await newContext(site.browser, site.baseUrl);
    const { page } = await openPage(context);
    await page.goto('/');
    // What MeEdu's players do underneath: a <video> with the address, played (muted, faster, to keep it short).
    // A string, so that the test runner's transform adds no helpers the page lacks.
    const result = (await page.evaluate(`new Promise((resolve) => {
      const video = document.createElement('video');
      video.muted = true;
      video.src = ${JSON.stringify(mp4.url)};
      const done = (ended) =>
        resolve({ ended, error: video.error ? video.error.code : null, duration: video.duration, at: video.currentTime });
      video.addEventListener('ended', () => done(true));
      video.addEventListener('error', () => done(false));
      video.addEventListener('loadedmetadata', () => {
        video.playbackRate = 4;
        video.play();
      });
      document.body.append(video);
    })`)) as { ended: boolean; error: number | null; duration: number; at: number };
    assert.deepEqual({ ended: result.ended, error: result.error }, { ended: true, error: null });
    assert.ok(Math.abs(result.duration - lesson.free_seconds) < 0.2, `duration ${result.duration}`);
    assert.ok(result.at >= lesson.free_seconds - 0.2, `ended at ${result.at}`);
    await context.close();
  });
});
