import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  ADMIN_TUS_PATH,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  ATTACHMENT_UPLOAD_KIND,
  attachmentExtension,
  MEDIA_MAX_BYTES,
  MEDIA_MIME,
  type MediaKind,
  mediaKinds,
  TRANSCODED_VIDEO_MIME,
} from '@shuyuan/contract';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '#core/auth/admin-guard';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import { carryCorsPastHijack } from '#core/http/cors';
import { readTranscodeTools } from '#modules/learning';
import { MediaMessage } from './media-messages';

/** Partial uploads live here until adminCompleteMedia (or adminCreateAttachment) files them. */
export const uploadsDir = (deps: Deps<'config'>) => join(deps.config.dataDir, 'uploads');

/** A week to resume an interrupted upload; older partial files are swept on start. */
const EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;

const refuse = (status_code: number, body: string) => ({ status_code, body });

/** What a browser declares for a file it has no type for (an .mkv on many systems). */
const UNNAMED = ['', 'application/octet-stream'];

/** An attachment is declared by its file name's ending (browsers often send no type for .md or .7z). */
function checkAttachmentUpload(upload: { size?: number; metadata?: Record<string, string | null> }) {
  if (upload.size === undefined) throw refuse(400, '须声明文件大小');
  if (upload.size > ATTACHMENT_MAX_BYTES) throw refuse(413, '文件过大');
  const extension = attachmentExtension(upload.metadata?.filename ?? '');
  if (!Object.hasOwn(ATTACHMENT_TYPES, extension)) throw refuse(415, '不支持的文件类型');
  return {};
}

/**
 * The tus endpoint (resumable uploads, @tus/server over a FileStore in DATA_DIR/uploads), behind the same
 * admin guard and permission as the rest of the media API. The guard answers with a real HTTP status
 * here (401/403), because tus clients read statuses, not our envelope.
 */
export function registerTus(app: FastifyInstance): FileStore {
  const store = new FileStore({ directory: uploadsDir(app), expirationPeriodInMilliseconds: EXPIRY_MS });
  const tus = new Server({
    path: ADMIN_TUS_PATH,
    datastore: store,
    relativeLocation: true,
    // CORS is decided for the whole API by core/http/cors.ts (carried past the hijack below); left unset,
    // tus would answer every origin with Access-Control-Allow-Origin: *.
    allowedOrigins: () => false,
    respectForwardedHeaders: Boolean(app.config.trustProxy),
    maxSize: Math.max(...Object.values(MEDIA_MAX_BYTES), ATTACHMENT_MAX_BYTES),
    // The id is the only handle on an upload: 128 random bits, and the shape adminCompleteMedia accepts.
    namingFunction: () => randomBytes(16).toString('hex'),
    onUploadCreate: async (_req, upload) => {
      if (upload.metadata?.kind === ATTACHMENT_UPLOAD_KIND) return checkAttachmentUpload(upload);
      const kind = upload.metadata?.kind as MediaKind | undefined;
      if (!kind || !mediaKinds.includes(kind)) throw refuse(400, '文件类型错误');
      if (upload.size === undefined) throw refuse(400, '须声明文件大小');
      if (upload.size > MEDIA_MAX_BYTES[kind]) throw refuse(413, '文件过大');
      // The browser's claim is checked early to fail fast; the content is sniffed at completion.
      const declared = upload.metadata?.filetype ?? '';
      if (MEDIA_MIME[kind].includes(declared)) return {};
      // Other containers (and a type the browser could not name) only where ffmpeg will transcode them.
      if (kind !== 'video' || !(TRANSCODED_VIDEO_MIME.includes(declared) || UNNAMED.includes(declared))) {
        throw refuse(415, MediaMessage.unsupportedType);
      }
      if (!(await readTranscodeTools(app)).ready) throw refuse(415, MediaMessage.needsFfmpeg);
      return {};
    },
  });

  void store.deleteExpired().catch((error: unknown) => app.log.warn({ err: error }, 'tus sweep failed'));

  // tus sends raw bytes; the handler reads them from the request stream itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const handler = async (
    request: import('fastify').FastifyRequest,
    reply: import('fastify').FastifyReply,
  ) => {
    try {
      await requireAdmin(app, request, 'content.manage');
    } catch (error) {
      const status = error instanceof AppError && error.code === 401 ? 401 : 403;
      return reply
        .code(status)
        .header('tus-resumable', '1.0.0')
        .send(error instanceof Error ? error.message : '');
    }
    carryCorsPastHijack(reply);
    reply.hijack();
    await tus.handle(request.raw, reply.raw);
  };
  app.all(ADMIN_TUS_PATH, handler);
  app.all(`${ADMIN_TUS_PATH}/*`, handler);
  return store;
}
