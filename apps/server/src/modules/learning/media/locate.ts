import { isAbsolute, join, posix, relative, resolve } from 'node:path';

/*
 * Where a video's media live, read from `videos.url` / `video_renditions.url`:
 *   `https://…`    an outside address, handed out as is (the site cannot protect it);
 *   `s3:<key>`     an object in the S3-compatible bucket of app_config `media.s3` (pre-signed URLs);
 *   `/storage/…`   a file in the public storage folder (legacy; served publicly too, so not protected);
 *   anything else  a path under ${DATA_DIR}/media/, which nothing serves except the signed media route.
 */

export type MediaLocation =
  | { kind: 'local'; root: string; file: string }
  | { kind: 's3'; key: string }
  | { kind: 'external'; url: string };

export const MEDIA_DIR = 'media';

/** An absolute path inside root, or null when `path` would leave it. */
export function resolveInside(root: string, path: string): string | null {
  const base = resolve(root);
  const full = resolve(base, path);
  const rel = relative(base, full);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? full : null;
}

export function locateMedia(dataDir: string, url: string): MediaLocation | null {
  const trimmed = url.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) return { kind: 'external', url: trimmed };
  if (trimmed.startsWith('s3:')) {
    const key = posix.normalize(trimmed.slice(3).replace(/^\/+/, ''));
    return key && !key.startsWith('..') ? { kind: 's3', key } : null;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null;
  const legacy = trimmed.startsWith('/storage/');
  const root = legacy ? resolve(dataDir) : resolve(join(dataDir, MEDIA_DIR));
  const file = resolveInside(root, trimmed.replace(/^\/+/, ''));
  return file ? { kind: 'local', root, file } : null;
}

/** A file named relative to another (an HLS segment beside its playlist); null when it would escape. */
export function locateRelative(base: MediaLocation, path: string): MediaLocation | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('/')) return null;
  const clean = path.split(/[?#]/)[0] ?? '';
  if (!clean) return null;
  if (base.kind === 'local') {
    const file = resolveInside(base.root, join(relative(base.root, base.file), '..', clean));
    return file ? { ...base, file } : null;
  }
  if (base.kind === 's3') {
    const key = posix.normalize(posix.join(posix.dirname(base.key), clean));
    return key.startsWith('..') || key.startsWith('/') ? null : { kind: 's3', key };
  }
  return { kind: 'external', url: new URL(clean, base.url).toString() };
}

const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  vtt: 'text/vtt; charset=utf-8',
  // A transcode's poster frame, public images and attachments served from the bucket.
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  aac: 'audio/aac',
  mp3: 'audio/mpeg',
};

export function mediaExtension(path: string): string {
  const name = path.split(/[?#]/)[0] ?? '';
  return posix.extname(name).slice(1).toLowerCase();
}

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[mediaExtension(path)] ?? 'application/octet-stream';
}
