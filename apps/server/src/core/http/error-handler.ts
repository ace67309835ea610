import { ApiCode, ApiMessage } from '@shuyuan/contract';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errorEnvelope } from '../errors';
import { localizeFor } from './language';

/** True for the JSON API, whose answers are always HTTP 200 envelopes. */
export function isApiPath(url: string): boolean {
  // The admin API (issue 8) answers errors like the member API: the envelope with HTTP 200; so do MeEdu's
  // add-on calls (/addons/<Name>/api/…, decision 046), which share the member API's envelope.
  return (
    url.startsWith('/api/') ||
    url === '/api' ||
    url.startsWith('/api?') ||
    url.startsWith('/backend/api/') ||
    url.startsWith('/addons/')
  );
}

const HTTP_STATUS: Record<number, number> = {
  [ApiCode.business]: 400,
  [ApiCode.unauthorized]: 401,
  [ApiCode.notFound]: 404,
  [ApiCode.tooManyRequests]: 429,
  [ApiCode.serverError]: 500,
  [ApiCode.maintenance]: 503,
};

/** The HTTP status of an envelope code, for answers that are not the JSON API's (pages, media). */
export function httpStatusOf(code: number): number {
  return HTTP_STATUS[code] ?? 500;
}

/**
 * Sends the envelope: HTTP 200 on /api (MeEdu's way), a matching HTTP status elsewhere. The one place an
 * error's message is put in the caller's language (decision 035): services throw the catalogue's Chinese.
 */
export function sendEnvelopeError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: number,
  message: string,
) {
  reply.code(isApiPath(request.url) ? 200 : httpStatusOf(code));
  reply.header('content-type', 'application/json; charset=utf-8');
  return reply.send(errorEnvelope(code, localizeFor(request, message)));
}

/** Fastify's own request errors, all caused by what the client sent. */
const FASTIFY_CLIENT_ERRORS: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ApiMessage.badJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: ApiMessage.badJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ApiMessage.badContentType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ApiMessage.badParameter,
  FST_ERR_CTP_BODY_TOO_LARGE: ApiMessage.bodyTooLarge,
};

/**
 * PostgreSQL rejections of a value the client chose (an out-of-range number, text too long for its
 * column): bad input, not a server fault. SQLite accepts such values, so only PostgreSQL needs this.
 */
const PG_INPUT_ERRORS = new Set(['22P02', '22003', '22001', '22007', '22008']);

export function mapError(error: FastifyError | Error): {
  code: number;
  message: string;
  serverFault: boolean;
} {
  if (error instanceof AppError) return { code: error.code, message: error.message, serverFault: false };
  const fastifyCode = (error as FastifyError).code;
  if (typeof fastifyCode === 'string' && fastifyCode in FASTIFY_CLIENT_ERRORS) {
    return { code: ApiCode.business, message: FASTIFY_CLIENT_ERRORS[fastifyCode], serverFault: false };
  }
  if (typeof fastifyCode === 'string' && PG_INPUT_ERRORS.has(fastifyCode)) {
    return { code: ApiCode.business, message: ApiMessage.badParameter, serverFault: false };
  }
  const status = (error as FastifyError).statusCode;
  if (status === 429)
    return { code: ApiCode.tooManyRequests, message: ApiMessage.tooManyRequests, serverFault: false };
  // 403: a path static serving refuses (a dotfile, a directory); saying so would reveal that it exists.
  if (status === 404 || status === 403)
    return { code: ApiCode.notFound, message: ApiMessage.notFound, serverFault: false };
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { code: ApiCode.business, message: ApiMessage.badParameter, serverFault: false };
  }
  return { code: ApiCode.serverError, message: ApiMessage.serverError, serverFault: true };
}

/** The one error handler: every error becomes the envelope; details of server faults go to the log only. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const mapped = mapError(error);
  if (mapped.serverFault) request.log.error({ err: error }, 'request failed');
  else if (!(error instanceof AppError))
    request.log.info({ errCode: (error as FastifyError).code }, error.message);
  return sendEnvelopeError(request, reply, mapped.code, mapped.message);
}
