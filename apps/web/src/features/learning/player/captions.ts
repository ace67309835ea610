/*
 * Captions are drawn by the player itself rather than by the browser: the browser's own cue box cannot be
 * moved above our control bar in every browser (Chrome ignores VTTCue.lineAlign), and it would sit under
 * the watermark. One track at a time (two languages stacked over the picture are unreadable): the one in
 * the site's language when there is one, else the first.
 */

/** The track to show first: its language starts with the site's (zh-CN for cn, en for en), else the first. */
export function preferredCaption(tracks: readonly { lang: string }[], siteLang: string): number {
  const want = siteLang.toLowerCase().startsWith('en') ? 'en' : 'zh';
  const index = tracks.findIndex((t) => t.lang.toLowerCase().split('-')[0] === want);
  return Math.max(index, 0);
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': '\u00a0',
  '&lrm;': '\u200e',
  '&rlm;': '\u200f',
};

/** A cue's text as plain lines: tags (<v Name>, <i>, <c.x>, timestamps) dropped, WebVTT's entities read. */
export function cueLines(text: string): string[] {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (entity) => ENTITIES[entity] ?? entity)
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The line a cue asks for as a percentage from the top (`line:55%`), or null for the default (bottom). */
export function cueTopPercent(cue: { line: number | 'auto' | string; snapToLines: boolean }): number | null {
  return !cue.snapToLines && typeof cue.line === 'number' && cue.line >= 0 && cue.line <= 100
    ? cue.line
    : null;
}
