import { localizeMessage, type MessageLanguage, withPageLang } from '@shuyuan/contract';
import type { TJsapiParams, TPaymentOption } from '@shuyuan/contract/payments';
import { escapeHtml, htmlPage } from '#core/http/html-page';

/*
 * The cashier's HTML (server-rendered: MeEdu's clients and phones open pay_url outside the web app).
 * Titles and buttons are exact strings the browser stories click: 收银台, 支付, 取消, 支付成功. Every text is
 * the Chinese, shown in the page's language (`lang`, decision 035); links and forms that stay on the cashier
 * carry the language on.
 */

const STYLE = `<style>.row{display:flex;justify-content:space-between;gap:12px;margin:10px 0}.row>span:first-child{flex:none;white-space:nowrap}.row>span:last-child{text-align:right;min-width:0;overflow-wrap:anywhere}
.num{font-size:14px;font-variant-numeric:tabular-nums}.amount{font-size:28px;color:#d4380d;font-weight:600}.methods{display:grid;gap:12px;margin-top:20px}
.method{display:flex;align-items:center;justify-content:center;min-height:48px;border:1px solid #2e7d4f;border-radius:8px;color:#2e7d4f;text-decoration:none;font-size:16px}
.method:focus,.method:hover{background:#f0f7f2;outline:2px solid #2e7d4f;outline-offset:2px}
.note{background:#f6faf7;border-radius:8px;padding:12px;white-space:pre-wrap}.qr{display:block;margin:16px auto;width:220px;height:220px}
.center{text-align:center}a{color:#2e7d4f}</style>`;

export interface CashierOrder {
  sign: string;
  orderNo: string;
  goodsName: string;
  total: string;
}

/** The page's own address with the member's way back and language, for links that stay on the cashier. */
export interface CashierBack {
  sUrl: string;
  fUrl: string;
  lang: MessageLanguage;
}

/** A server text (the Chinese) in the page's language, escaped. */
const say = (back: CashierBack, zh: string) => escapeHtml(localizeMessage(zh, back.lang));

function head(o: CashierOrder, back: CashierBack): string {
  const t = (zh: string) => say(back, zh);
  return `${STYLE}<h1>${t('收银台')}</h1>
<div class="row"><span>${t('商品')}</span><span>${escapeHtml(o.goodsName)}</span></div>
<div class="row"><span>${t('订单号')}</span><span class="num">${escapeHtml(o.orderNo)}</span></div>
<div class="row"><span>${t('应付金额')}</span><span class="amount">¥${escapeHtml(o.total)}</span></div>`;
}

const hidden = (name: string, value: string) =>
  value ? `<input type="hidden" name="${name}" value="${escapeHtml(value)}">` : '';

function cashierLink(o: CashierOrder, back: CashierBack, extra: Record<string, string>): string {
  const q = new URLSearchParams({ sign: o.sign, ...extra });
  if (back.sUrl) q.set('s_url', back.sUrl);
  if (back.fUrl) q.set('f_url', back.fUrl);
  return withPageLang(`/payment/index?${q}`, back.lang);
}

/** The methods that work on this device, each a link that starts it (links: a form's redirect to a channel would break form-action). */
export function renderMethods(o: CashierOrder, back: CashierBack, offers: TPaymentOption[]): string {
  const t = (zh: string) => say(back, zh);
  if (offers.length === 0)
    return htmlPage(
      '收银台',
      `${head(o, back)}<p class="note">${t('本站暂未开通可在当前设备上使用的支付方式。')}</p>`,
      back.lang,
    );
  const links = offers
    .map(
      (offer) =>
        `<a class="method" href="${escapeHtml(cashierLink(o, back, { payment_method: offer.sign }))}">${t(offer.name)}</a>`,
    )
    .join('');
  return htmlPage(
    '收银台',
    `${head(o, back)}<p>${t('请选择支付方式')}</p><nav class="methods" aria-label="${t('支付方式')}">${links}</nav>`,
    back.lang,
  );
}

/** The sandbox plays the channel: 支付 sends a signed notification, 取消 cancels the order. */
export function renderSandbox(o: CashierOrder, back: CashierBack): string {
  const t = (zh: string) => say(back, zh);
  const lang = hidden('lang', back.lang === 'en' ? 'en' : 'cn');
  const fields = `${hidden('sign', o.sign)}${hidden('s_url', back.sUrl)}${hidden('f_url', back.fUrl)}${lang}`;
  return htmlPage(
    '收银台',
    `${head(o, back)}<p class="muted">${t('模拟支付渠道：点击“支付”后，收银台会像真实渠道一样向站点发送签名回调。')}</p>
<div class="btns"><form method="post" action="/payment/sandbox/pay" style="flex:1;display:flex">${fields}<button class="primary" type="submit">${t('支付')}</button></form>
<form method="post" action="/payment/sandbox/cancel" style="flex:1;display:flex">${fields}<button class="secondary" type="submit">${t('取消')}</button></form></div>`,
    back.lang,
  );
}

/** Hand pay: the administrator's own instructions, as written. */
export function renderTransfer(o: CashierOrder, back: CashierBack, text: string): string {
  return htmlPage('线下转账', `${head(o, back)}<p class="note">${escapeHtml(text)}</p>`, back.lang);
}

/** WeChat Native on a desktop: the code to scan, and the way back to this page once paid. */
export function renderQrCode(o: CashierOrder, back: CashierBack, qrDataUrl: string): string {
  const t = (zh: string) => say(back, zh);
  return htmlPage(
    '微信扫码支付',
    `${head(o, back)}<img class="qr" src="${escapeHtml(qrDataUrl)}" alt="${t('微信支付二维码')}">
<p class="center">${t('请使用微信扫一扫完成支付')}</p>
<p class="center"><a href="${escapeHtml(cashierLink(o, back, {}))}">${t('我已完成支付')}</a></p>`,
    back.lang,
  );
}

/** JSAPI inside WeChat: the signed parameters as data, and the page's one script that hands them to WeChat. */
export function renderJsapi(o: CashierOrder, back: CashierBack, params: TJsapiParams): string {
  const word = (zh: string) => localizeMessage(zh, back.lang);
  const texts = {
    confirming: word('支付完成，正在确认…'),
    cancelled: word('已取消支付'),
    failed: word('支付失败，请返回重试'),
  };
  const data = JSON.stringify({ params, done: back.sUrl || cashierLink(o, back, {}), texts }).replace(
    /</g,
    '\\u003c',
  );
  const t = (zh: string) => say(back, zh);
  return htmlPage(
    '微信支付',
    `${head(o, back)}<p class="center" id="pay-status" role="status">${t('正在调起微信支付…')}</p>
<p class="center"><a href="${escapeHtml(cashierLink(o, back, {}))}">${t('返回收银台')}</a></p>
<script type="application/json" id="pay-params">${data}</script><script src="/payment/assets/wechat-jsapi.js"></script>`,
    back.lang,
  );
}

/** The one script of the cashier: WeixinJSBridge's getBrandWCPayRequest with the server's parameters and texts. */
export const WECHAT_JSAPI_SCRIPT = `(function(){
var el=document.getElementById('pay-params');var status=document.getElementById('pay-status');
if(!el)return;var data=JSON.parse(el.textContent||'{}');
function pay(){window.WeixinJSBridge.invoke('getBrandWCPayRequest',data.params,function(res){
if(res&&res.err_msg==='get_brand_wcpay_request:ok'){status.textContent=data.texts.confirming;location.href=data.done;}
else if(res&&res.err_msg==='get_brand_wcpay_request:cancel'){status.textContent=data.texts.cancelled;}
else{status.textContent=data.texts.failed;}});}
if(window.WeixinJSBridge&&window.WeixinJSBridge.invoke)pay();else document.addEventListener('WeixinJSBridgeReady',pay,false);
})();`;

/** A result page: a server text (Chinese) as the heading and an optional line, in `lang`. */
export function renderMessage(lang: MessageLanguage, title: string, text = ''): string {
  const t = (zh: string) => escapeHtml(localizeMessage(zh, lang));
  return htmlPage(title, `<h1>${t(title)}</h1>${text ? `<p>${t(text)}</p>` : ''}`, lang);
}
