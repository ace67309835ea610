import {
  adminCreateAttachment,
  adminDeleteAttachment,
  adminListAttachments,
  adminUpdateAttachment,
} from '@shuyuan/contract';
import type { FileStore } from '@tus/file-store';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '#core/http/register-endpoint';
import { actorOf } from '../context';
import * as attachments from './attachment-service';

/** Course attachments; the bytes arrive over the media tus endpoint, whose store is passed in. */
export function attachmentAdminRoutes(app: FastifyInstance, uploads: FileStore): void {
  registerEndpoint(app, adminListAttachments, async ({ params }) =>
    attachments.listAttachments(app, params.id),
  );
  registerEndpoint(app, adminCreateAttachment, async ({ params, body, admin, request }) =>
    attachments.createAttachment(actorOf(app, admin, request), uploads, params.id, body),
  );
  registerEndpoint(app, adminUpdateAttachment, async ({ params, body, admin, request }) => {
    await attachments.updateAttachment(actorOf(app, admin, request), params.id, body);
    return [];
  });
  registerEndpoint(app, adminDeleteAttachment, async ({ params, admin, request }) => {
    await attachments.deleteAttachment(actorOf(app, admin, request), params.id);
    return [];
  });
}
