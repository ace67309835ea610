import { plainText } from './plain-text';

const BEFORE = 30;
const AFTER = 70;

/**
 * MeEdu's `p`: the short description when it holds a word, else the text around the first word found in
 * the body (… marks cuts), else the start of the short description or body. Plain text, never markup.
 */
export function makeSnippet(words: string[], rawShortDesc: string, body: string): string {
  const shortDesc = plainText(rawShortDesc);
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
