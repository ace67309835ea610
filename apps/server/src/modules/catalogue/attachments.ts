import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { isReachable } from '#core/db/visible';
import type { Deps } from '#core/deps';
import { AppError, notFound, tooManyRequests } from '#core/errors';
import { readMediaStores } from '#core/storage/media-storage';
import { isSafeKey } from '#core/storage/object-store';
import { canSeeCourse } from './access';

/*
 * Course attachments are private files under DATA_DIR (never under storage/, which is public). A buyer asks
 * for a download address; it carries a one-time sign kept in the shared store for 10 minutes, so it works
 * from any process and only once, and is never a token in a URL.
 */

const SIGN_TTL_MS = 10 * 60_000;
const HOURLY_LIMIT = 60;
const signKey = (sign: string) => `attach:sign:${sign}`;

export const ATTACHMENT_MESSAGES = {
  notBought: '请购买课程后下载',
  missing: '附件不存在',
  expired: '下载链接已失效',
} as const;

/** GET /api/v3/course/{courseId}/attach/{id}: checks the purchase and mints a one-time address. */
export async function createDownloadSign(
  deps: Deps<'db' | 'store'>,
  userId: number,
  courseId: number,
  attachmentId: number,
): Promise<string> {
  const course = await deps.db
    .selectFrom('courses')
    .select(['id', 'is_free', 'is_vip_free'])
    .where('id', '=', courseId)
    .where(isReachable('courses'))
    .executeTakeFirst();
  if (!course) throw notFound();
  const attachment = await deps.db
    .selectFrom('course_attachments')
    .select(['id', 'only_buyer'])
    .where('id', '=', attachmentId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  if (!attachment) throw notFound(ATTACHMENT_MESSAGES.missing);
  if (attachment.only_buyer === 1 && !(await canSeeCourse(deps.db, userId, course))) {
    throw new AppError(ATTACHMENT_MESSAGES.notBought);
  }
  // MeEdu: more than 60 downloads an hour per member is refused.
  const used = await deps.store.incr(
    `attach:hour:${userId}:${Math.floor(Date.now() / 3_600_000)}`,
    3_600_000,
  );
  if (used > HOURLY_LIMIT) throw tooManyRequests();
  const sign = randomBytes(24).toString('hex');
  await deps.store.set(signKey(sign), String(attachment.id), SIGN_TTL_MS);
  return sign;
}

/** A stored path inside DATA_DIR, or null when it would leave it. */
function resolveInside(dataDir: string, path: string): string | null {
  const root = resolve(dataDir);
  const full = resolve(root, path);
  const rel = relative(root, full);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? full : null;
}

/** An attachment's size and bytes: on the disk, or in the bucket (`s3:<key>`, decision 044). */
async function openAttachment(deps: Deps<'db' | 'config'>, path: string) {
  if (path.startsWith('s3:')) {
    const key = path.slice(3);
    const { s3 } = await readMediaStores(deps);
    const head = s3 && isSafeKey(key) ? await s3.head(key) : null;
    if (!s3 || !head) return null;
    return {
      size: head.size,
      open: async () => (await s3.getStream(key)) ?? Readable.from([]),
    };
  }
  const file = resolveInside(deps.config.dataDir, path);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) return null;
  return { size: info.size, open: async () => createReadStream(file) };
}

/** GET /api/v3/course/attach-download?sign=: sends the file once per sign. */
export async function sendAttachment(
  deps: Deps<'db' | 'store' | 'config'>,
  reply: FastifyReply,
  sign: string,
): Promise<void> {
  const id = await deps.store.take(signKey(sign));
  if (!id) throw new AppError(ATTACHMENT_MESSAGES.expired);
  const attachment = await deps.db
    .selectFrom('course_attachments')
    .select(['id', 'name', 'path'])
    .where('id', '=', Number(id))
    .executeTakeFirst();
  if (!attachment) throw notFound(ATTACHMENT_MESSAGES.missing);
  const source = await openAttachment(deps, attachment.path);
  if (!source) throw notFound(ATTACHMENT_MESSAGES.missing);
  await deps.db
    .updateTable('course_attachments')
    .set((eb) => ({ download_times: eb('download_times', '+', 1) }))
    .where('id', '=', attachment.id)
    .execute();
  const fallback = attachment.name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  reply
    .header('content-type', 'application/octet-stream')
    .header('content-length', String(source.size))
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(attachment.name)}`,
    )
    .header('cache-control', 'no-store');
  // Waits until the file is sent, so registerEndpoint sees a finished reply and adds no envelope.
  await reply.send(await source.open());
}
