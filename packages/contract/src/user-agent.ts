/*
 * Which kind of browser a request or a page comes from, by user agent: one rule for the web app's mobile
 * redirect, the pay screens and the server's cashier. Kept free of zod so the web's first load can use it.
 */

/** Upstream MeEdu's test for a phone or tablet (spec §1: mobile devices are detected by user agent). */
export const MOBILE_USER_AGENT =
  /phone|pad|pod|iPhone|iPod|ios|iPad|Android|Mobile|BlackBerry|IEMobile|MQQBrowser|JUC|Fennec|wOSBrowser|BrowserNG|WebOS|Symbian|Windows Phone/i;

/** Where a payment happens: a desktop browser, a phone browser, or WeChat's own browser (MeEdu's scenes). */
export type TPayScene = 'pc' | 'h5' | 'wechat';

/** The scene of a browser: WeChat's own (JSAPI works only there), another phone browser, or a desktop. */
export function payScene(userAgent: string): TPayScene {
  if (/MicroMessenger/i.test(userAgent)) return 'wechat';
  return MOBILE_USER_AGENT.test(userAgent) ? 'h5' : 'pc';
}
