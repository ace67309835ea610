/*
 * Rewrites an HLS media playlist for one member: every segment (and EXT-X-MAP init section) gets its own
 * signed address, every AES-128 key line points at a single-use key address, and a preview is truncated
 * on the server: segments that start at or after the preview limit are left out (never signed), so the
 * stream stops at free_seconds rounded up to the end of the segment that contains it.
 * Master playlists are not supported: qualities are separate renditions, each a media playlist.
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
