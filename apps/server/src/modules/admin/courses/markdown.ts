import { Marked, type TokenizerAndRendererExtension } from 'marked';
import { sanitizeRichHtml } from '#core/sanitize';

/*
 * Markdown → the sanitised HTML the storefront shows (render_desc). Formulas are not typeset here: they
 * are kept verbatim between their delimiters ($$…$$, $…$, \(…\), \[…\]) so that Markdown does not eat
 * their backslashes and underscores, and the storefront's KaTeX typesets them (spec §9).
 */

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const blockMath: TokenizerAndRendererExtension = {
  name: 'blockMath',
  level: 'block',
  start: (src) => src.match(/^\s*(\$\$|\\\[)/m)?.index,
  tokenizer(src) {
    const match = /^ {0,3}(\$\$|\\\[)\n?([\s\S]+?)\n?(\$\$|\\\])[ \t]*(?:\n+|$)/.exec(src);
    if (!match || (match[1] === '$$') !== (match[3] === '$$')) return undefined;
    return { type: 'blockMath', raw: match[0], text: `${match[1]}${match[2]}${match[3]}` };
  },
  renderer: (token) => `<p>${escapeHtml(token.text as string)}</p>\n`,
};

const inlineMath: TokenizerAndRendererExtension = {
  name: 'inlineMath',
  level: 'inline',
  start: (src) => src.match(/\$|\\\(/)?.index,
  tokenizer(src) {
    const match = /^(\$\$[^$]+?\$\$|\$[^$\n]+?\$|\\\([\s\S]+?\\\))/.exec(src);
    if (!match) return undefined;
    return { type: 'inlineMath', raw: match[0], text: match[0] };
  },
  renderer: (token) => escapeHtml(token.text as string),
};

const marked = new Marked({ gfm: true, breaks: false, extensions: [blockMath, inlineMath] });

export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeRichHtml(html);
}
