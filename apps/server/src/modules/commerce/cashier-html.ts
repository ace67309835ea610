/** The cashier's HTML (server-rendered: it is opened from a QR code on a phone, outside the web app). */

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(title: string, inner: string): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)} - 收银台</title><style>
body{margin:0;font-family:system-ui,"Noto Sans CJK SC",sans-serif;background:#f3f6f4;color:#1f2d24}
.box{max-width:420px;margin:48px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 4px 20px rgba(0,0,0,.06)}
h1{font-size:20px;margin:0 0 16px;color:#2e7d4f}.row{display:flex;justify-content:space-between;align-items:center;gap:12px;margin:10px 0;font-size:15px}
.amount{font-size:28px;color:#e6553a;font-weight:600}.tag{font-size:12px;color:#8a968e}
.btns{display:flex;gap:12px;margin-top:24px}button{flex:1;height:44px;border-radius:8px;border:1px solid #2e7d4f;font-size:16px;cursor:pointer}
.pay{background:#2e7d4f;color:#fff}.cancel{background:#fff;color:#2e7d4f}form{flex:1;display:flex}
.note{background:#f6faf7;border-radius:8px;padding:12px;font-size:14px;line-height:1.6;white-space:pre-wrap}
</style></head><body><main class="box">${inner}</main></body></html>`;
}

export function renderMessage(title: string, text = ''): string {
  return page(title, `<h1>${escapeHtml(title)}</h1>${text ? `<p>${escapeHtml(text)}</p>` : ''}`);
}

export function renderCashier(o: {
  sign: string;
  orderNo: string;
  goodsName: string;
  total: string;
  mode: string;
  handPayText: string;
}): string {
  const head = `<h1>收银台</h1>
<div class="row"><span>商品</span><span>${escapeHtml(o.goodsName)}</span></div>
<div class="row"><span>订单号</span><span>${escapeHtml(o.orderNo)}</span></div>
<div class="row"><span>应付金额</span><span class="amount">¥${escapeHtml(o.total)}</span></div>`;
  if (o.mode === 'handpay') {
    return page('线下转账', `${head}<p class="note">${escapeHtml(o.handPayText)}</p>`);
  }
  const sign = `<input type="hidden" name="sign" value="${escapeHtml(o.sign)}">`;
  return page(
    '模拟支付',
    `${head}<p class="tag">模拟支付渠道：点击“支付”后，收银台会像真实渠道一样向站点发送签名回调。</p>
<div class="btns"><form method="post" action="/payment/sandbox/pay">${sign}<button class="pay" type="submit">支付</button></form>
<form method="post" action="/payment/sandbox/cancel">${sign}<button class="cancel" type="submit">取消</button></form></div>`,
  );
}
