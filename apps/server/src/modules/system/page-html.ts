import sanitizeHtml from 'sanitize-html';

/** Rich text an administrator edited: formatting, links and images, nothing that runs. */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'del', 'ins', 'sup', 'sub'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'align'],
    td: ['colspan', 'rowspan', 'align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

function escapeText(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f6f7f9;color:#1f2328;font:16px/1.75 -apple-system,BlinkMacSystemFont,"Segoe UI","PingFang SC","Hiragino Sans GB","Microsoft YaHei",sans-serif}
main{max-width:820px;margin:32px auto;padding:32px 40px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.06)}
h1{font-size:26px;margin:0 0 24px;padding-bottom:16px;border-bottom:1px solid #eaecef}
h2{font-size:22px}h3{font-size:18px}
a{color:#0a7d4f}img{max-width:100%;height:auto}
table{border-collapse:collapse}td,th{border:1px solid #d0d7de;padding:6px 12px}
footer{max-width:820px;margin:0 auto 32px;color:#6e7781;font-size:13px;text-align:center}
@media (max-width:640px){main{margin:0;padding:20px;border-radius:0;box-shadow:none}}
`;

/** A standalone page (agreements, about) around sanitised HTML; no script at all. */
export function renderPage(page: { title: string; body: string; siteName: string; lang: string }): string {
  const title = escapeText(page.title);
  const site = escapeText(page.siteName);
  return `<!doctype html>
<html lang="${page.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}${site ? ` - ${site}` : ''}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
${sanitizeRichText(page.body)}
</main>
<footer>${site}</footer>
</body>
</html>
`;
}
