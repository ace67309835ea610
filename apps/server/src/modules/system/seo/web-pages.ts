import { matchWebPage } from '@shuyuan/contract/web-pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage } from '#core/http/language';
import { withPageHead } from '#core/http/page-head';
import { siteUrl } from '#core/http/site-url';
import type { WebPageSender } from '#core/http/web-app';
import { readPageData, withPageData } from './page-data';
import { notFoundHead, readPageHead } from './page-heads';
import { readPagePreloads, withPreloads } from './page-preloads';

/**
 * The answer to a page address (the history fallback of app.ts): a page of the shared table (contract
 * web-pages.ts) showing something a visitor may see gets 200 and its own head; any other address, and an
 * item a visitor may not see, 404 with the not-found page's head. The body is the web app either way, so its
 * not-found screen still renders, and a member who bought a hidden course still sees it once the app loads.
 * A found page also carries the API answers it shows first (page-data.ts: the course page's detail) and
 * names the chunks its screen runs (page-preloads.ts), from the web build in `webDistDir`.
 */
export function createWebPageSender(app: FastifyInstance, sendIndex: WebPageSender, webDistDir: string) {
  const preloads = readPagePreloads(webDistDir);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const url = request.url;
    const q = url.indexOf('?');
    const pathname = q < 0 ? url : url.slice(0, q);
    // /index.html is the home page's file: it is the home page.
    const page = matchWebPage(pathname === '/index.html' ? '/' : pathname);
    const lang = requestLanguage(request);
    // The head is in the reader's language: a shared cache keeps one copy per language.
    reply.header('vary', 'Accept-Language');
    try {
      const base = siteUrl(request);
      const head = page
        ? await readPageHead(app, {
            page,
            query: (request.query ?? {}) as Record<string, unknown>,
            lang,
            base,
          })
        : null;
      if (page && head) {
        const data = await readPageData(app, page, base).catch((error: unknown) => {
          // The app asks the API itself when the page carries nothing.
          request.log.warn({ err: error }, 'page data unavailable');
          return '';
        });
        const preload = page.side === 'desktop' ? preloads.get(page.page) : undefined;
        return sendIndex(request, reply, {
          head: (html) => withPageData(withPreloads(withPageHead(html, head), preload), data),
        });
      }
      const notFound = await notFoundHead(app, lang);
      return sendIndex(request, reply, { status: 404, head: (html) => withPageHead(html, notFound) });
    } catch (error) {
      // The head is a nicety for crawlers: the app itself still loads (and says what is wrong).
      request.log.warn({ err: error }, 'page head unavailable');
      return sendIndex(request, reply, { status: page ? 200 : 404 });
    }
  };
}
