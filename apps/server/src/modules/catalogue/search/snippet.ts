/** Plain text of stored HTML or Markdown: tags and common entities gone, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[#*`>_~]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const BEFORE = 30;
const AFTER = 70;

/**
 * MeEdu's `p`: the short description when it holds a word, else the text around the first word found in
 * the body (… marks cuts), else the start of the short description or body.
 */
export function makeSnippet(words: string[], shortDesc: string, body: string): string {
  const lowerShort = shortDesc.toLowerCase();
  if (shortDesc && words.some((w) => lowerShort.includes(w))) return shortDesc;
  const text = plainText(body);
  const lower = text.toLowerCase();
  for (const w of words) {
    const at = lower.indexOf(w);
    if (at < 0) continue;
    const start = Math.max(0, at - BEFORE);
    const end = Math.min(text.length, at + w.length + AFTER);
    return `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  }
  return shortDesc || (text.length > BEFORE + AFTER ? `${text.slice(0, BEFORE + AFTER)}…` : text);
}
