import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Signed media tokens: what one member may fetch for one video, until when. A token sits in the URL path
 * (`/api/v3/media/<token>/<file name>`), so relative HLS addresses and players that cannot send headers
 * both work. It is an HMAC over its JSON payload with a key derived from the JWT secret (every process
 * on the same secret verifies it without shared state), and names the member and the login (jti) it was
 * minted for: another member's Authorization does not fit it, and logging out ends it.
 */

export type MediaTokenType = 'file' | 'playlist' | 'key' | 'caption' | 'poster';

export interface MediaClaims {
  t: MediaTokenType;
  /** Member id and the jti of the login that asked for it. */
  u: number;
  j: string;
  /**
   * The member's access epoch when access was decided (absent in addresses minted before it existed:
   * the epoch ''). Another epoch now means a refund may have ended access: it is decided again.
   */
  a?: string;
  /**
   * Video and rendition (0: the video's own url); for a caption token, the video_captions id; for a poster
   * token, the media_files id of the transcode.
   */
  v: number;
  r: number;
  /** A path relative to the rendition's folder (HLS segments); '' for the rendition's own file. */
  f: string;
  /** Preview limit in seconds (0: the whole video) and the video's duration, for byte caps. */
  l: number;
  d: number;
  /** Single-use nonce of a key token. */
  n?: string;
  /** Expiry, epoch seconds. */
  e: number;
}

const SIGNATURE_BYTES = 24;

export function mediaKey(jwtSecret: string): Buffer {
  // Domain-separated from the JWT signing key, so a media token can never pass as a login token.
  return createHmac('sha256', jwtSecret).update('shuyuan:media-token:v1').digest();
}

function sign(key: Buffer, body: string): Buffer {
  return createHmac('sha256', key).update(body).digest().subarray(0, SIGNATURE_BYTES);
}

export function signMediaToken(key: Buffer, claims: MediaClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(key, body).toString('base64url')}`;
}

export type MediaTokenCheck =
  | { ok: true; claims: MediaClaims }
  | { ok: false; reason: 'invalid' | 'expired' };

/** Verifies signature, shape and expiry (nowMs injectable for tests). */
export function verifyMediaToken(key: Buffer, token: string, nowMs = Date.now()): MediaTokenCheck {
  const dot = token.indexOf('.');
  if (dot <= 0 || token.length > 2048) return { ok: false, reason: 'invalid' };
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = sign(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let claims: MediaClaims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as MediaClaims;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!claims || typeof claims.e !== 'number' || typeof claims.u !== 'number')
    return { ok: false, reason: 'invalid' };
  if (claims.e * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
