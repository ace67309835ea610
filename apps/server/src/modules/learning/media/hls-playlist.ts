/*
 * Rewrites an HLS media playlist for one member: every segment (and EXT-X-MAP init section) gets its own
 * signed address, every AES-128 key line points at a single-use key address, and a preview is truncated
 * on the server: segments that start at or after the preview limit are left out (never signed), so the
 * stream stops at free_seconds rounded up to the end of the segment that contains it.
 * A master playlist (a transcode's, decision 042) is rewritten by rewriteMasterPlaylist: each variant
 * becomes the signed playlist address of the rendition row that names it.
 */

export interface PlaylistRewriteOptions {
  /** Seconds; 0: the whole playlist. */
  limitSeconds: number;
  /** The signed address of a URI found in the playlist, or null to drop that segment. */
  segmentUrl(uri: string): string | null;
  /** A fresh single-use key address. */
  keyUrl(): string;
}

const EXTINF = /^#EXTINF:\s*([\d.]+)/;
const URI_ATTR = /URI="([^"]*)"/;

export function rewritePlaylist(text: string, options: PlaylistRewriteOptions): string {
  const lines = text.split(/\r?\n/);
  const out: string[] = [];
  let pending: string[] = [];
  let segmentSeconds = 0;
  let elapsed = 0;
  let truncated = false;
  let sawEnd = false;

  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    if (line === '#EXT-X-ENDLIST') {
      sawEnd = true;
      continue;
    }
    if (line.startsWith('#')) {
      const inf = EXTINF.exec(line);
      if (inf) segmentSeconds = Number(inf[1]) || 0;
      if (line.startsWith('#EXT-X-KEY:') && !/METHOD=NONE/.test(line)) {
        pending.push(line.replace(URI_ATTR, `URI="${options.keyUrl()}"`));
      } else if (line.startsWith('#EXT-X-MAP:')) {
        const uri = URI_ATTR.exec(line)?.[1];
        const signed = uri ? options.segmentUrl(uri) : null;
        if (signed) pending.push(line.replace(URI_ATTR, `URI="${signed}"`));
      } else {
        pending.push(line);
      }
      continue;
    }
    // A segment URI.
    if (options.limitSeconds > 0 && elapsed >= options.limitSeconds) {
      truncated = true;
      break;
    }
    const signed = options.segmentUrl(line);
    if (signed) {
      out.push(...pending, signed);
      elapsed += segmentSeconds;
    }
    pending = [];
    segmentSeconds = 0;
  }
  if (!truncated) out.push(...pending.filter((l) => !EXTINF.test(l)));
  if (truncated || sawEnd) out.push('#EXT-X-ENDLIST');
  return `${out.join('\n')}\n`;
}

/** A master playlist names variants (EXT-X-STREAM-INF) instead of segments. */
export function isMasterPlaylist(text: string): boolean {
  return /^#EXT-X-STREAM-INF:/m.test(text);
}

/**
 * Rewrites a master playlist for one member: each variant's URI becomes `variantUrl(uri)` (the signed
 * address of that quality's media playlist), or the variant is left out when it answers null. Alternative
 * renditions and I-frame playlists (`URI=` in a tag) are left out: nothing signs them. Null when no variant
 * is left.
 */
export function rewriteMasterPlaylist(
  text: string,
  variantUrl: (uri: string) => string | null,
): string | null {
  const out: string[] = [];
  let streamInf: string | null = null;
  let variants = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      streamInf = line;
      continue;
    }
    if (line.startsWith('#')) {
      if (!URI_ATTR.test(line)) out.push(line);
      continue;
    }
    // A variant's URI: kept with its EXT-X-STREAM-INF when it can be signed.
    const signed = streamInf ? variantUrl(line) : null;
    if (streamInf && signed) {
      out.push(streamInf, signed);
      variants++;
    }
    streamInf = null;
  }
  return variants > 0 ? `${out.join('\n')}\n` : null;
}
