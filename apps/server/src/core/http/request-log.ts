import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { requestActor } from '../auth/request-actor';

/** The message of the one line each request leaves in the log (the pretty printer looks for it). */
export const REQUEST_LOG_MESSAGE = 'request completed';

/**
 * One log line per request, when its answer has gone out, instead of Fastify's two ("incoming request" and
 * "request completed"): method, url, status, response time in ms, and the member or administrator the request
 * acted for when authentication found out; the request id comes from the request's logger (`reqId`).
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const fields = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 100) / 100,
      ip: request.ip,
      ...requestActor(request),
    };
    // An error here is one of the response stream (a client gone mid-answer); handled errors were logged by
    // the error handler, and their answer is an envelope with a status of its own.
    if (error) reply.log.error({ ...fields, err: error }, REQUEST_LOG_MESSAGE);
    else reply.log.info(fields, REQUEST_LOG_MESSAGE);
  }
}
