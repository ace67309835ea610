/*
 * WebVTT caption files: what an upload must be to count as one, and the part of one a preview may see.
 * Only as much of the format as these two need (https://www.w3.org/TR/webvtt1/): the signature line, blocks
 * separated by blank lines, and a cue's start time.
 */

export type WebVttCheck = { ok: true; text: string } | { ok: false; reason: 'utf8' | 'format' };

/** The signature: `WEBVTT` alone on the first line, or followed by a space or tab and free text. */
const SIGNATURE = /^WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/;

/**
 * Checks an uploaded file's bytes: strict UTF-8 (a byte that is not refuses it, rather than becoming
 * U+FFFD), an optional BOM, the signature line, and no NUL (the format forbids it).
 */
export function checkWebVtt(bytes: Uint8Array): WebVttCheck {
  let text: string;
  try {
    // fatal: invalid UTF-8 throws; the decoder drops a leading BOM itself.
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: 'utf8' };
  }
  if (!SIGNATURE.test(text) || text.includes('\u0000')) return { ok: false, reason: 'format' };
  return { ok: true, text };
}

const TIMESTAMP = /^\s*(?:(\d+):)?(\d{1,2}):(\d{2})\.(\d{3})\s+-->/;

/** A cue's start in seconds, from its timing line; null for a block that is not a cue. */
function cueStart(block: string): number | null {
  for (const line of block.split('\n')) {
    if (!line.includes('-->')) continue;
    const m = TIMESTAMP.exec(line);
    if (!m) return null;
    return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
  }
  return null;
}

/**
 * The captions a preview of `limitSeconds` may see: the header and the STYLE/REGION blocks before the
 * first cue, then only the cues that start before the limit. Everything later stays on the server, as the
 * video past the preview does (notes and cues after the limit could hold the rest of the lesson's text).
 */
export function trimWebVtt(text: string, limitSeconds: number): string {
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  const kept: string[] = [];
  let seenCue = false;
  for (const [i, block] of blocks.entries()) {
    const start = i === 0 ? null : cueStart(block);
    if (i === 0) kept.push(block);
    else if (start === null) {
      if (!seenCue && /^(STYLE|REGION)\b/.test(block)) kept.push(block);
    } else {
      seenCue = true;
      if (start < limitSeconds) kept.push(block);
    }
  }
  return `${kept.join('\n\n').trimEnd()}\n`;
}
