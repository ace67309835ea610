import {
  adminCancelTranscode,
  adminListTranscodes,
  adminRetryTranscode,
  adminTranscodeTools,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '#core/http/register-endpoint';
import { actorOf } from '../context';
import { cancelTranscode, listTranscodes, retryTranscode, transcodeToolsStatus } from './transcode-service';

/** The transcodes of uploaded videos (decision 042): list, retry, cancel, and whether ffmpeg is there. */
export function transcodeAdminRoutes(app: FastifyInstance): void {
  registerEndpoint(app, adminListTranscodes, async ({ query }) => listTranscodes(app, query));
  registerEndpoint(app, adminRetryTranscode, async ({ params, admin, request }) => {
    await retryTranscode(actorOf(app, admin, request), params.id);
    return [];
  });
  registerEndpoint(app, adminCancelTranscode, async ({ params, admin, request }) => {
    await cancelTranscode(actorOf(app, admin, request), params.id);
    return [];
  });
  registerEndpoint(app, adminTranscodeTools, async () => transcodeToolsStatus(app));
}
