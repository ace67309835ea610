import fastifyMultipart from '@fastify/multipart';
import { AVATAR_MAX_BYTES, MemberCentreMessage, uploadAvatar } from '@shuyuan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '#core/deps';
import { AppError, unauthorized } from '#core/errors';
import { registerEndpoint } from '#core/http/register-endpoint';
import { readMediaStores } from '#core/storage/media-storage';
import { removePublicUpload, savePublicUpload } from '#core/storage/public-uploads';
import { reencodeAvatar } from './avatar-image';

const AVATAR_FOLDER = 'avatars';

/** Any failure to read the upload is the client's: too large, or no readable `file` part. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if ((error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(MemberCentreMessage.fileTooLarge);
  }
  return new AppError(MemberCentreMessage.fileRequired);
}

/** The bytes of the multipart part `file` (at most AVATAR_MAX_BYTES), or 请上传文件 / 文件不能超过1M. */
async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(MemberCentreMessage.fileRequired);
  try {
    const part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    if (part?.fieldname !== 'file') throw new AppError(MemberCentreMessage.fileRequired);
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw new AppError(MemberCentreMessage.fileRequired);
    return bytes;
  } catch (error) {
    throw uploadError(error);
  }
}

/** Stores the new avatar, points the member at it, then removes the one it replaces (if it was ours). */
export async function replaceAvatar(
  deps: Deps<'db' | 'config'>,
  userId: number,
  image: Buffer,
): Promise<string> {
  const previous = await deps.db
    .selectFrom('users')
    .select('avatar')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const stores = await readMediaStores(deps);
  const path = await savePublicUpload(deps.config.dataDir, AVATAR_FOLDER, 'webp', image, stores.write);
  await deps.db
    .updateTable('users')
    .set({ avatar: path, updated_at: Date.now() })
    .where('id', '=', userId)
    .execute();
  await removePublicUpload(deps.config.dataDir, AVATAR_FOLDER, previous.avatar, stores.s3);
  return path;
}

/** Removes an uploaded avatar file (account deletion). */
export const removeAvatarFile = async (deps: Deps<'db' | 'config'>, sitePath: string) =>
  removePublicUpload(deps.config.dataDir, AVATAR_FOLDER, sitePath, (await readMediaStores(deps)).s3);

/**
 * POST /api/v2/member/detail/avatar, in its own encapsulated context: the multipart parser exists only
 * here (the rest of the API parses JSON alone). Authentication runs before the body is read.
 */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 10, fieldSize: 1024, headerPairs: 50 },
  });
  registerEndpoint(app, uploadAvatar, async ({ user, request }) => {
    if (!user) throw unauthorized();
    const bytes = await readFilePart(request);
    await replaceAvatar(app, user.id, await reencodeAvatar(bytes));
    return [];
  });
}
