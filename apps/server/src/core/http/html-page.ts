import { localizeMessage, type MessageLanguage } from '@shuyuan/contract';
import type { FastifyReply } from 'fastify';
import { PAGE_POLICY } from './content-security-policy';

/** Small server-rendered pages (social-login steps, simulators): opened on phones, outside the web app. */

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

const STYLE = `*{box-sizing:border-box}
body{margin:0;overflow-wrap:break-word;background:#f3f6f4;color:#1f2d24;font:15px/1.6 -apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif}
main{max-width:420px;margin:48px auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 4px 20px rgba(0,0,0,.06)}
h1{font-size:20px;margin:0 0 12px;color:#2e7d4f}p{margin:8px 0}.muted{color:#5f6b63;font-size:13px}
label{display:block;margin:14px 0 4px;font-size:14px}
input[type=text]{width:100%;height:40px;padding:0 10px;border:1px solid #c9d3cc;border-radius:8px;font-size:15px}
input[type=text]:focus,button:focus{outline:2px solid #2e7d4f;outline-offset:2px}
.btns{display:flex;gap:12px;margin-top:24px}
button{flex:1;min-height:44px;padding:4px 12px;border-radius:8px;border:1px solid #2e7d4f;font-size:16px;cursor:pointer}
.primary{background:#2e7d4f;color:#fff}.secondary{background:#fff;color:#2e7d4f}
.ok{color:#2e7d4f}.fail{color:#b42318}
@media (max-width:480px){main{margin:0;border-radius:0;box-shadow:none}}`;

/** The `<html lang>` of a page in `lang`. */
export const htmlLang = (lang: MessageLanguage) => (lang === 'en' ? 'en' : 'zh-CN');

/**
 * A whole page around trusted inner HTML (callers escape every value they put in), in `lang` (the title is
 * localised here, the inner HTML by its caller). No script at all.
 */
export function htmlPage(title: string, inner: string, lang: MessageLanguage): string {
  return `<!doctype html><html lang="${htmlLang(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(localizeMessage(title, lang))}</title>
<style>${STYLE}</style></head><body><main>${inner}</main></body></html>`;
}

/** A page with a heading and one line of text, both server texts (Chinese) shown in `lang`. */
export function messagePage(
  lang: MessageLanguage,
  title: string,
  text: string,
  tone: 'ok' | 'fail' = 'ok',
): string {
  const t = (zh: string) => escapeHtml(localizeMessage(zh, lang));
  return htmlPage(title, `<h1 class="${tone}">${t(title)}</h1>${text ? `<p>${t(text)}</p>` : ''}`, lang);
}

export function sendHtml(reply: FastifyReply, html: string, status = 200): FastifyReply {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', PAGE_POLICY)
    .send(html);
}

/** A 302 that leaks neither the address (codes in it) to the next site nor itself to caches. */
export function sendRedirect(reply: FastifyReply, location: string): FastifyReply {
  return reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .redirect(location, 302);
}
