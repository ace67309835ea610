import { randomBytes } from 'node:crypto';
import { posix } from 'node:path';
import type { TPlayInfo } from '@shuyuan/contract';
import { msg } from '@shuyuan/contract/messages';
import type { S3Store } from '#core/storage/s3-store';
import type { PlayableVideo, RenditionRow } from '../playable';
import { locateMedia, mediaExtension } from './locate';
import { type MediaClaims, signMediaToken } from './token';

/** Where the signed media route lives (see serve.ts). */
export const MEDIA_ROUTE_PREFIX = '/api/v3/media';

export interface MintContext {
  key: Buffer;
  dataDir: string;
  /** Absolute site URL without a trailing slash ('' gives root-relative addresses). */
  base: string;
  userId: number;
  jti: string;
  /** The member's access epoch the access decision was made in (readAccessEpoch). */
  epoch: string;
  video: Pick<PlayableVideo, 'id' | 'duration' | 'url'>;
  /** Preview limit in seconds; 0: the whole video. */
  limit: number;
  /** Epoch seconds. */
  expiresAt: number;
  /** The bucket `s3:` rows are in, when one is set up. */
  s3: S3Store | null;
}

type Claims = Omit<MediaClaims, 'u' | 'j' | 'a' | 'v' | 'l' | 'd' | 'e'>;

/** The signed address of one media file for the member of `ctx`. */
export function mediaUrl(ctx: MintContext, claims: Claims, fileName: string): string {
  const token = signMediaToken(ctx.key, {
    ...claims,
    u: ctx.userId,
    j: ctx.jti,
    a: ctx.epoch,
    v: ctx.video.id,
    l: ctx.limit,
    d: ctx.video.duration,
    e: ctx.expiresAt,
  });
  const name = encodeURIComponent(posix.basename(fileName.split(/[?#]/)[0] || 'media') || 'media');
  return `${ctx.base}${MEDIA_ROUTE_PREFIX}/${token}/${name}`;
}

export function newKeyNonce(): string {
  return randomBytes(12).toString('base64url');
}

/**
 * The play addresses of a video: its renditions, or its own `url` as 默认. Local files and every HLS
 * playlist go through the signed media route; S3 MP4s of members with full access are pre-signed S3
 * URLs (a preview goes through the route, which caps the bytes); outside addresses are given as is.
 */
export async function mintPlayUrls(ctx: MintContext, renditions: RenditionRow[]): Promise<TPlayInfo['urls']> {
  const sources =
    renditions.length > 0
      ? renditions
      : [
          {
            id: 0,
            name: msg('learning.qualityDefault'),
            format: mediaExtension(ctx.video.url) || 'mp4',
            url: ctx.video.url,
            hls_key: null,
          },
        ];
  const urls: TPlayInfo['urls'] = [];
  for (const source of sources) {
    const location = locateMedia(ctx.dataDir, source.url);
    if (!location) continue;
    const format = (source.format || mediaExtension(source.url) || 'mp4').toLowerCase();
    const item = { format, duration: ctx.video.duration, name: source.name };
    if (location.kind === 'external') {
      urls.push({ ...item, url: location.url });
      continue;
    }
    if (location.kind === 's3' && !ctx.s3) continue;
    if (format === 'm3u8') {
      urls.push({ ...item, url: mediaUrl(ctx, { t: 'playlist', r: source.id, f: '' }, 'index.m3u8') });
    } else if (location.kind === 's3' && ctx.s3 && ctx.limit === 0) {
      const ttl = ctx.expiresAt - Math.floor(Date.now() / 1000);
      urls.push({ ...item, url: await ctx.s3.presignGet(location.key, ttl) });
    } else {
      const name = location.kind === 's3' ? location.key : location.file;
      urls.push({ ...item, url: mediaUrl(ctx, { t: 'file', r: source.id, f: '' }, name) });
    }
  }
  return urls;
}
