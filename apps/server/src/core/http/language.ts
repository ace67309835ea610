import { localizeMessage, type MessageLanguage, pickLanguage } from '@shuyuan/contract';
import type { FastifyRequest } from 'fastify';

/*
 * The caller's language (decision 035): the web app sends its interface language in `Accept-Language`;
 * MeEdu's clients send nothing and get the Chinese MeEdu writes.
 */
export function requestLanguage(request: FastifyRequest): MessageLanguage {
  const header = request.headers['accept-language'];
  return pickLanguage(Array.isArray(header) ? header[0] : header);
}

/** A text the server wrote (an error, a stored message or remark), in the caller's language. */
export function localizeFor(request: FastifyRequest, text: string): string {
  return localizeMessage(text, requestLanguage(request));
}
