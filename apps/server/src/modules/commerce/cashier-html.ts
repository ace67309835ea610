import type { TJsapiParams, TPaymentOption } from '@shuyuan/contract/payments';
import { escapeHtml, htmlPage } from '#core/http/html-page';

/*
 * The cashier's HTML (server-rendered: MeEdu's clients and phones open pay_url outside the web app).
 * Titles and buttons are exact strings the browser stories click: 收银台, 支付, 取消, 支付成功.
 */

const STYLE = `<style>.row{display:flex;justify-content:space-between;gap:12px;margin:10px 0}
.amount{font-size:28px;color:#d4380d;font-weight:600}.methods{display:grid;gap:12px;margin-top:20px}
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

/** The page's own address with the member's way back, for links that stay on the cashier. */
export interface CashierBack {
  sUrl: string;
  fUrl: string;
}

function head(o: CashierOrder): string {
  return `${STYLE}<h1>收银台</h1>
<div class="row"><span>商品</span><span>${escapeHtml(o.goodsName)}</span></div>
<div class="row"><span>订单号</span><span>${escapeHtml(o.orderNo)}</span></div>
<div class="row"><span>应付金额</span><span class="amount">¥${escapeHtml(o.total)}</span></div>`;
}

const hidden = (name: string, value: string) =>
  value ? `<input type="hidden" name="${name}" value="${escapeHtml(value)}">` : '';

function cashierLink(o: CashierOrder, back: CashierBack, extra: Record<string, string>): string {
  const q = new URLSearchParams({ sign: o.sign, ...extra });
  if (back.sUrl) q.set('s_url', back.sUrl);
  if (back.fUrl) q.set('f_url', back.fUrl);
  return `/payment/index?${q}`;
}

/** The methods that work on this device, each a link that starts it (links: a form's redirect to a channel would break form-action). */
export function renderMethods(o: CashierOrder, back: CashierBack, offers: TPaymentOption[]): string {
  if (offers.length === 0)
    return htmlPage('收银台', `${head(o)}<p class="note">本站暂未开通可在当前设备上使用的支付方式。</p>`);
  const links = offers
    .map(
      (offer) =>
        `<a class="method" href="${escapeHtml(cashierLink(o, back, { payment_method: offer.sign }))}">${escapeHtml(offer.name)}</a>`,
    )
    .join('');
  return htmlPage(
    '收银台',
    `${head(o)}<p>请选择支付方式</p><nav class="methods" aria-label="支付方式">${links}</nav>`,
  );
}

/** The sandbox plays the channel: 支付 sends a signed notification, 取消 cancels the order. */
export function renderSandbox(o: CashierOrder, back: CashierBack): string {
  const fields = `${hidden('sign', o.sign)}${hidden('s_url', back.sUrl)}${hidden('f_url', back.fUrl)}`;
  return htmlPage(
    '收银台',
    `${head(o)}<p class="muted">模拟支付渠道：点击“支付”后，收银台会像真实渠道一样向站点发送签名回调。</p>
<div class="btns"><form method="post" action="/payment/sandbox/pay" style="flex:1;display:flex">${fields}<button class="primary" type="submit">支付</button></form>
<form method="post" action="/payment/sandbox/cancel" style="flex:1;display:flex">${fields}<button class="secondary" type="submit">取消</button></form></div>`,
  );
}

export function renderTransfer(o: CashierOrder, text: string): string {
  return htmlPage('线下转账', `${head(o)}<p class="note">${escapeHtml(text)}</p>`);
}

/** WeChat Native on a desktop: the code to scan, and the way back to this page once paid. */
export function renderQrCode(o: CashierOrder, back: CashierBack, qrDataUrl: string): string {
  return htmlPage(
    '微信扫码支付',
    `${head(o)}<img class="qr" src="${escapeHtml(qrDataUrl)}" alt="微信支付二维码">
<p class="center">请使用微信扫一扫完成支付</p>
<p class="center"><a href="${escapeHtml(cashierLink(o, back, {}))}">我已完成支付</a></p>`,
  );
}

/** JSAPI inside WeChat: the signed parameters as data, and the page's one script that hands them to WeChat. */
export function renderJsapi(o: CashierOrder, back: CashierBack, params: TJsapiParams): string {
  const data = JSON.stringify({ params, done: back.sUrl || cashierLink(o, back, {}) }).replace(
    /</g,
    '\\u003c',
  );
  return htmlPage(
    '微信支付',
    `${head(o)}<p class="center" id="pay-status" role="status">正在调起微信支付…</p>
<p class="center"><a href="${escapeHtml(cashierLink(o, back, {}))}">返回收银台</a></p>
<script type="application/json" id="pay-params">${data}</script><script src="/payment/assets/wechat-jsapi.js"></script>`,
  );
}

/** The one script of the cashier: WeixinJSBridge's getBrandWCPayRequest with the server's parameters. */
export const WECHAT_JSAPI_SCRIPT = `(function(){
var el=document.getElementById('pay-params');var status=document.getElementById('pay-status');
if(!el)return;var data=JSON.parse(el.textContent||'{}');
function pay(){window.WeixinJSBridge.invoke('getBrandWCPayRequest',data.params,function(res){
if(res&&res.err_msg==='get_brand_wcpay_request:ok'){status.textContent='支付完成，正在确认…';location.href=data.done;}
else if(res&&res.err_msg==='get_brand_wcpay_request:cancel'){status.textContent='已取消支付';}
else{status.textContent='支付失败，请返回重试';}});}
if(window.WeixinJSBridge&&window.WeixinJSBridge.invoke)pay();else document.addEventListener('WeixinJSBridgeReady',pay,false);
})();`;

export function renderMessage(title: string, text = ''): string {
  return htmlPage(title, `<h1>${escapeHtml(title)}</h1>${text ? `<p>${escapeHtml(text)}</p>` : ''}`);
}
