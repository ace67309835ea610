import {
  languageOfPageLang,
  localizeMessage,
  type MessageLanguage,
  PAGE_LANG_PARAM,
  pickLanguage,
} from '@shuyuan/contract';
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

/**
 * The language of a page the server renders: the address's (or a page's form's) `lang` (`en`, `cn`), which
 * the web app and the server put on every address of these pages they build; else the browser's
 * Accept-Language; else Chinese.
 */
export function pageLanguage(request: FastifyRequest, form?: Record<string, unknown>): MessageLanguage {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return (
    languageOfPageLang(form?.[PAGE_LANG_PARAM]) ??
    languageOfPageLang(query[PAGE_LANG_PARAM]) ??
    requestLanguage(request)
  );
}

/**
 * The language an API caller stated, for the page addresses it is given (pay_url, the cashier, the face
 * verification and WeChat scan pages): none when it sent no Accept-Language (MeEdu's clients), whose
 * addresses stay as MeEdu writes them.
 */
export function statedLanguage(request: FastifyRequest): MessageLanguage | undefined {
  return request.headers['accept-language'] ? requestLanguage(request) : undefined;
}
