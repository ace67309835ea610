import fastifyMultipart from '@fastify/multipart';
import {
  adminDeleteVideoCaption,
  adminListVideoCaptions,
  adminUploadVideoCaption,
  CAPTION_MAX_BYTES,
  CaptionMessage,
} from '@shuyuan/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '#core/errors';
import { registerEndpoint } from '#core/http/register-endpoint';
import { actorOf } from '../context';
import { deleteCaption, listCaptions, uploadCaption } from './caption-service';

const LIMITS = {
  fileSize: CAPTION_MAX_BYTES,
  files: 1,
  fields: 5,
  parts: 8,
  fieldSize: 1024,
  headerPairs: 50,
};

/** Any failure to read the form is the client's: too large, or no readable `file` part. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if ((error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE')
    return new AppError(CaptionMessage.fileTooLarge);
  return new AppError(CaptionMessage.fileRequired);
}

/** The text fields and the bytes of the part `file`, in whatever order the browser sent them. */
async function readCaptionForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError(CaptionMessage.fileRequired);
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'file') {
        // Read (and so drain) every file part; only the first one named `file` counts.
        const content = await part.toBuffer();
        if (part.fieldname === 'file' && bytes === null) bytes = content;
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!bytes || bytes.length === 0) throw new AppError(CaptionMessage.fileRequired);
  return { fields, bytes };
}

/**
 * Caption tracks of a video, in their own encapsulated context: the multipart parser exists only here
 * (the rest of the admin API parses JSON alone). The admin guard runs before the body is read.
 */
export async function captionAdminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: LIMITS });
  registerEndpoint(app, adminListVideoCaptions, async ({ params }) => listCaptions(app.db, params.id));
  registerEndpoint(app, adminUploadVideoCaption, async ({ params, admin, request }) => {
    const actor = actorOf(app, admin, request);
    const { fields, bytes } = await readCaptionForm(request);
    return uploadCaption(actor, params.id, fields, bytes);
  });
  registerEndpoint(app, adminDeleteVideoCaption, async ({ params, admin, request }) => {
    await deleteCaption(actorOf(app, admin, request), params.id);
    return [];
  });
}
