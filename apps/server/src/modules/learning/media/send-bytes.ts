import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { S3Store } from '#core/storage/s3-store';
import { parseByteRange } from './byte-range';
import { contentTypeOf, type MediaLocation } from './locate';

/*
 * Sends a media file with HTTP range support. A preview of an MP4 is its own cut (preview-cut.ts); when
 * none can be made it is capped in bytes in proportion to the preview: the resource simply ends there (Content-Length / Content-Range total are the cap), so
 * nothing past about free_seconds (+2 s for the player to reach it) can be fetched. With a faststart
 * file the header comes first, so the capped prefix plays from the start.
 */

export interface ByteCap {
  /** Preview seconds (0: no cap) and the video's duration. */
  limit: number;
  duration: number;
}

export type SendOutcome = 'sent' | 'missing';

export function cappedSize(size: number, cap: ByteCap): number {
  if (cap.limit <= 0 || cap.duration <= 0) return size;
  return Math.min(size, Math.ceil((size * (cap.limit + 2)) / cap.duration));
}

export const PRIVATE_MEDIA_HEADERS = {
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
  'accept-ranges': 'bytes',
} as const;

function sendRangeHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  size: number,
  path: string,
): { start: number; end: number } | null {
  reply.headers(PRIVATE_MEDIA_HEADERS).header('content-type', contentTypeOf(path));
  const range = parseByteRange(request.headers.range, size);
  if (range.kind === 'unsatisfiable') {
    reply.code(416).header('content-range', `bytes */${size}`).header('content-length', '0');
    return null;
  }
  if (range.kind === 'range') {
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', String(range.end - range.start + 1));
    return range;
  }
  reply.code(200).header('content-length', String(size));
  return size === 0 ? null : { start: 0, end: size - 1 };
}

export async function sendLocalFile(
  request: FastifyRequest,
  reply: FastifyReply,
  location: Extract<MediaLocation, { kind: 'local' }>,
  cap: ByteCap,
): Promise<SendOutcome> {
  const info = await stat(location.file).catch(() => null);
  if (!info?.isFile()) return 'missing';
  const size = cappedSize(info.size, cap);
  const span = sendRangeHeaders(request, reply, size, location.file);
  if (!span || request.method === 'HEAD') {
    await reply.send();
    return 'sent';
  }
  await reply.send(createReadStream(location.file, { start: span.start, end: span.end }));
  return 'sent';
}

/** Object sizes of S3 previews (uploads are never rewritten in place: a key's size does not change). */
const s3Sizes = new Map<string, number>();

export async function s3ObjectSize(store: S3Store, key: string): Promise<number | null> {
  const id = `${store.settings.endpoint}|${store.settings.bucket}|${key}`;
  const known = s3Sizes.get(id);
  if (known !== undefined) return known;
  const head = await store.head(key);
  if (!head) return null;
  if (s3Sizes.size > 10_000) s3Sizes.clear();
  s3Sizes.set(id, head.size);
  return head.size;
}

/** A capped preview of an S3 object, fetched range by range through this server. */
export async function sendS3Preview(
  request: FastifyRequest,
  reply: FastifyReply,
  store: S3Store,
  key: string,
  cap: ByteCap,
): Promise<SendOutcome> {
  const total = await s3ObjectSize(store, key);
  if (total === null) return 'missing';
  const span = sendRangeHeaders(request, reply, cappedSize(total, cap), key);
  if (!span || request.method === 'HEAD') {
    await reply.send();
    return 'sent';
  }
  const upstream = await store.getStream(key, span);
  if (!upstream) return 'missing';
  await reply.send(upstream);
  return 'sent';
}
