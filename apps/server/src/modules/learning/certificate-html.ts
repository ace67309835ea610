import type { TCertificate } from '@shuyuan/contract';

/*
 * The printable certificate (server-rendered, like the cashier: it is opened from a link or a printed
 * QR/URL by people who are not members). The page is also the public verification: it exists only for a
 * real code. A4 landscape when printed; no script, so a strict CSP applies.
 */

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const STYLE = `@page{size:A4 landscape;margin:0}
body{margin:0;font-family:"Noto Serif CJK SC","Songti SC",serif;background:#eef2ef;color:#1f2d24}
.sheet{box-sizing:border-box;width:297mm;max-width:100%;min-height:210mm;margin:24px auto;background:#fffdf7;
padding:22mm 26mm;border:10px double #2e7d4f;display:flex;flex-direction:column;align-items:center;text-align:center}
h1{font-size:44px;letter-spacing:12px;margin:8mm 0 4mm;color:#2e7d4f}
.en{font-family:Georgia,serif;letter-spacing:3px;color:#6b7a70;margin:0 0 12mm}
.name{font-size:34px;font-weight:700;border-bottom:1px solid #b9c7bd;padding:0 24px 6px;margin:4mm 0}
.text{font-size:20px;line-height:2}
.course{font-size:26px;font-weight:700;color:#1f2d24}
.foot{margin-top:auto;width:100%;display:flex;justify-content:space-between;font-size:15px;color:#4b5a50}
.code{font-family:ui-monospace,monospace;letter-spacing:2px}
.bar{text-align:center;margin:16px}
.bar a{color:#2e7d4f}
.bar--revoked{margin:16px auto;max-width:760px;padding:10px 16px;border-radius:6px;background:#fdecea;color:#a61b1b;font-weight:600}
@media print{body{background:#fff}.sheet{margin:0;border-width:8px}.bar{display:none}.bar--revoked{display:block}}`;

function groupCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1-');
}

export function renderCertificatePage(certificate: TCertificate, siteName: string): string {
  const c = {
    name: escapeHtml(certificate.member_name),
    course: escapeHtml(certificate.course_title),
    date: escapeHtml(certificate.issued_at),
    code: escapeHtml(groupCode(certificate.code)),
    site: escapeHtml(siteName),
    url: escapeHtml(certificate.url),
  };
  // A revoked certificate (its course refunded) says so where a valid one says it is genuine.
  const bar = certificate.revoked_at
    ? `<p class="bar bar--revoked" role="alert">本证书已于 ${escapeHtml(certificate.revoked_at)} 撤销，不再有效 · 验证码 <span class="code">${c.code}</span></p>`
    : `<p class="bar">本证书真实有效 · 验证码 <span class="code">${c.code}</span> · 按 Ctrl+P 打印</p>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${certificate.revoked_at ? '证书已撤销' : '结业证书'} - ${c.course}</title><style>${STYLE}</style></head><body>
${bar}
<main class="sheet" aria-label="结业证书">
<h1>结业证书</h1><p class="en">CERTIFICATE OF COMPLETION</p>
<p class="name">${c.name}</p>
<p class="text">已于 ${c.date} 完成在线课程<br><span class="course">《${c.course}》</span><br>的全部课时学习，特发此证。</p>
<div class="foot"><span>${c.site}</span><span>验证码 <span class="code">${c.code}</span></span><span>${c.date}</span></div>
<p class="text" style="font-size:13px;color:#6b7a70">验证地址：${c.url}</p>
</main></body></html>`;
}

export function renderCertificateMissing(title = '证书不存在', text = '请核对验证码是否输入正确。'): string {
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="robots" content="noindex">
<title>${title}</title><style>${STYLE}</style></head><body><main class="sheet"><h1>${title}</h1>
<p class="text">${text}</p></main></body></html>`;
}
