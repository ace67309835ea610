import { type KeyObject, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml, readBody, redirect, sendPage } from './fake-http';
import { checkPaySign, type JsapiPayParams } from './wechat-crypto';
import { openidFor } from './wechat-keys';
import { type FakeWechatTransaction, unpayable, type WechatBook } from './wechat-orders';

/*
 * What a buyer's phone does with WeChat Pay, played over HTTP so browser stories and the load test (another
 * process) can pay:
 * - H5 (MWEB): the h5_url opens a cashier (the merchant appends &redirect_url=…); 确认支付 pays, WeChat Pay
 *   notifies the merchant, the browser goes to redirect_url. The link works 5 minutes ("支付请求已失效" after).
 *   Not mirrored: WeChat's Referer check against the merchant's H5 domain.
 * - Native: scanning the code_url (payCodeUrl in tests, or /fake/wechat/native?code_url=… for a browser).
 * - JSAPI: POST /fake/jsapi/pay takes what the page would give WeixinJSBridge.invoke('getBrandWCPayRequest'),
 *   checks paySign with the merchant's key, the AppID and the prepay_id, pays and answers
 *   {err_msg: 'get_brand_wcpay_request:ok'} (or ':fail'; err_desc, the reason, is the fake's own addition).
 * - Official-account OAuth, snsapi_base: /connect/oauth2/authorize redirects with a code (5 minutes, one use);
 *   /sns/oauth2/access_token exchanges it for the openid, with WeChat's errcodes (40013 invalid appid,
 *   40125 invalid appsecret, 40029 invalid code, 40163 code been used). Which person is "logged in to WeChat"
 *   is the query parameter fake_user (default "buyer"), a test hook the real WeChat does not have.
 */

export const CASHIER_TITLE = '微信支付 · 测试收银台';

export interface PagesContext {
  book: WechatBook;
  merchantPublicKey: KeyObject;
  officialAccount: { app_id: string; app_secret: string };
  /** Pays and posts the notification (waiting for the merchant); the reason when it cannot be paid. */
  pay(t: FakeWechatTransaction, payerOpenid: string): Promise<string | undefined>;
  oauthCodes: Map<string, { openid: string; issuedAt: number; used: boolean }>;
}

export function payerOpenid(ctx: PagesContext, person: string | null): string {
  const openid = openidFor(ctx.book.appId, person || 'buyer');
  ctx.book.knownOpenids.add(openid);
  return openid;
}

function failPage(res: ServerResponse, reason: string): void {
  sendPage(res, 400, '微信支付', `<p data-error="${escapeHtml(reason)}">${escapeHtml(reason)}</p>`);
}

function paidPage(res: ServerResponse, t: FakeWechatTransaction): void {
  sendPage(
    res,
    200,
    '微信支付 · 支付成功',
    `<p data-trade-state="SUCCESS">支付成功</p><p>¥${escapeHtml((t.total / 100).toFixed(2))}</p>`,
  );
}

function cashier(
  res: ServerResponse,
  t: FakeWechatTransaction,
  action: string,
  hidden: Record<string, string>,
): void {
  const inputs = Object.entries(hidden)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  sendPage(
    res,
    200,
    CASHIER_TITLE,
    `<dl><dt>商品</dt><dd data-field="description">${escapeHtml(t.description)}</dd>` +
      `<dt>金额</dt><dd data-field="total">¥${escapeHtml((t.total / 100).toFixed(2))}</dd>` +
      `<dt>商户订单号</dt><dd data-field="out_trade_no">${escapeHtml(t.outTradeNo)}</dd></dl>` +
      `<form method="post" action="${escapeHtml(action)}">${inputs}<button type="submit">确认支付</button></form>`,
  );
}

const find = (ctx: PagesContext, pick: (t: FakeWechatTransaction) => boolean) =>
  [...ctx.book.transactions.values()].find(pick);

const H5_LIFETIME_MS = 5 * 60_000;

function corsJson(res: ServerResponse, status: number, body?: object): void {
  res.writeHead(status, {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': 'POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
    ...(body ? { 'content-type': 'application/json; charset=utf-8' } : {}),
  });
  res.end(body ? JSON.stringify(body) : undefined);
}

async function jsapiPay(ctx: PagesContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const fail = (reason: string) =>
    corsJson(res, 200, { err_msg: 'get_brand_wcpay_request:fail', err_desc: reason });
  let p: JsapiPayParams;
  try {
    p = JSON.parse((await readBody(req)).toString('utf8')) as JsapiPayParams;
  } catch {
    return fail('请求不是 JSON');
  }
  if (p.appId !== ctx.book.appId) return fail('appId 与下单的 AppID 不一致');
  const prepayId = /^prepay_id=(.+)$/.exec(String(p.package))?.[1];
  const t = prepayId && find(ctx, (x) => x.tradeType === 'JSAPI' && x.prepayId === prepayId);
  if (!t) return fail('prepay_id 无效');
  if (!checkPaySign(p, ctx.merchantPublicKey)) return fail('支付验证签名失败');
  const refused = await ctx.pay(t, t.openid ?? payerOpenid(ctx, null));
  return refused ? fail(refused) : corsJson(res, 200, { err_msg: 'get_brand_wcpay_request:ok' });
}

function oauthAuthorize(ctx: PagesContext, res: ServerResponse, q: URLSearchParams) {
  const target = q.get('redirect_uri');
  if (q.get('appid') !== ctx.officialAccount.app_id) return failPage(res, '10016 appid 错误');
  if (
    q.get('response_type') !== 'code' ||
    !['snsapi_base', 'snsapi_userinfo'].includes(q.get('scope') ?? '')
  ) {
    return failPage(res, '10003 参数错误：response_type=code，scope=snsapi_base 或 snsapi_userinfo');
  }
  if (!target || !/^https?:\/\//.test(target)) return failPage(res, '10003 redirect_uri 参数错误');
  const code = randomBytes(16).toString('hex');
  ctx.oauthCodes.set(code, {
    openid: payerOpenid(ctx, q.get('fake_user')),
    issuedAt: ctx.book.clock.now(),
    used: false,
  });
  const back = new URL(target);
  back.searchParams.set('code', code);
  back.searchParams.set('state', q.get('state') ?? '');
  redirect(res, back.toString());
}

function oauthToken(ctx: PagesContext, res: ServerResponse, q: URLSearchParams) {
  const json = (body: object) => {
    res.writeHead(200, { 'content-type': 'application/json; encoding=utf-8' });
    res.end(JSON.stringify(body));
  };
  if (q.get('appid') !== ctx.officialAccount.app_id) return json({ errcode: 40013, errmsg: 'invalid appid' });
  if (q.get('secret') !== ctx.officialAccount.app_secret)
    return json({ errcode: 40125, errmsg: 'invalid appsecret' });
  if (q.get('grant_type') !== 'authorization_code')
    return json({ errcode: 40002, errmsg: 'invalid grant_type' });
  const entry = ctx.oauthCodes.get(q.get('code') ?? '');
  if (!entry || ctx.book.clock.now() - entry.issuedAt > 5 * 60_000)
    return json({ errcode: 40029, errmsg: 'invalid code' });
  if (entry.used) return json({ errcode: 40163, errmsg: 'code been used' });
  entry.used = true;
  json({
    access_token: randomBytes(32).toString('base64url'),
    expires_in: 7200,
    refresh_token: randomBytes(32).toString('base64url'),
    openid: entry.openid,
    scope: 'snsapi_base',
  });
}

type Route = (
  ctx: PagesContext,
  req: IncomingMessage,
  res: ServerResponse,
  q: URLSearchParams,
) => Promise<void> | void;

const form = async (req: IncomingMessage) => new URLSearchParams((await readBody(req)).toString('utf8'));

function h5Cashier(ctx: PagesContext, _req: IncomingMessage, res: ServerResponse, q: URLSearchParams) {
  const t = find(ctx, (x) => x.tradeType === 'MWEB' && x.prepayId === q.get('prepay_id'));
  if (!t) return failPage(res, '商家参数格式有误，请联系商家解决');
  if (ctx.book.clock.now() - t.orderedAt > H5_LIFETIME_MS)
    return failPage(res, '支付请求已失效，请重新发起支付');
  const refused = unpayable(ctx.book, t);
  if (refused) return failPage(res, refused);
  const hidden = {
    prepay_id: t.prepayId,
    redirect_url: q.get('redirect_url') ?? '',
    fake_user: q.get('fake_user') ?? '',
  };
  cashier(res, t, '/fake/wechat/h5/pay', hidden);
}

function nativeCashier(ctx: PagesContext, _req: IncomingMessage, res: ServerResponse, q: URLSearchParams) {
  const t = find(ctx, (x) => x.tradeType === 'NATIVE' && x.codeUrl === q.get('code_url'));
  if (!t) return failPage(res, '二维码无效');
  const refused = unpayable(ctx.book, t);
  if (refused) return failPage(res, refused);
  cashier(res, t, '/fake/wechat/native/pay', {
    code_url: t.codeUrl ?? '',
    fake_user: q.get('fake_user') ?? '',
  });
}

/** 确认支付 on either cashier: pays, notifies, then goes back to redirect_url (H5) or shows success. */
async function cashierPay(ctx: PagesContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const f = await form(req);
  const t = f.has('code_url')
    ? find(ctx, (x) => x.tradeType === 'NATIVE' && x.codeUrl === f.get('code_url'))
    : find(ctx, (x) => x.tradeType === 'MWEB' && x.prepayId === f.get('prepay_id'));
  if (!t) return failPage(res, '订单不存在');
  const refused = await ctx.pay(t, payerOpenid(ctx, f.get('fake_user')));
  if (refused) return failPage(res, refused);
  const back = f.get('redirect_url');
  if (back) redirect(res, back);
  else paidPage(res, t);
}

const ROUTES: Record<string, Route> = {
  'GET /fake/wechat/h5': h5Cashier,
  'GET /fake/wechat/native': nativeCashier,
  'POST /fake/wechat/h5/pay': cashierPay,
  'POST /fake/wechat/native/pay': cashierPay,
  'OPTIONS /fake/jsapi/pay': (_ctx, _req, res) => corsJson(res, 204),
  'POST /fake/jsapi/pay': (ctx, req, res) => jsapiPay(ctx, req, res),
  'GET /connect/oauth2/authorize': (ctx, _req, res, q) => oauthAuthorize(ctx, res, q),
  'GET /sns/oauth2/access_token': (ctx, _req, res, q) => oauthToken(ctx, res, q),
};

/** Serves the buyer-side routes; false when the path is not one of them. */
export async function handlePage(
  ctx: PagesContext,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  const route = ROUTES[`${req.method} ${url.pathname}`];
  if (!route) return false;
  await route(ctx, req, res, url.searchParams);
  return true;
}
