/* Text in the demo pictures: escaping, the font, and line breaking by a rough width. */

export const FONT = `font-family="'Noto Sans SC', 'PingFang SC', 'Microsoft YaHei', sans-serif"`;

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Rough advance width in em: CJK is square, Latin is about half as wide. */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += /[\u2e80-\uffff]/.test(ch) ? 1 : ch === ' ' ? 0.3 : 0.58;
  return width;
}

/** Greedy line breaking that keeps Latin words whole and breaks after a full-width colon first. */
export function wrap(text: string, maxEm: number): string[] {
  const colon = text.indexOf('：');
  if (colon > 0 && textWidth(text) > maxEm) {
    return [...wrap(text.slice(0, colon + 1), maxEm), ...wrap(text.slice(colon + 1), maxEm)];
  }
  const tokens = text.match(/[A-Za-z0-9.+#/-]+|\s+|./gu) ?? [];
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    if (line && textWidth(line + token) > maxEm) {
      lines.push(line.trimEnd());
      line = token.trimStart();
    } else {
      line += token;
    }
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines;
}
