import type { FastifyInstance } from 'fastify';
import { type AnalyticsIds, readAnalyticsIds } from './site-access';

/*
 * Baidu Tongji and Google Analytics on the web app's page, only when an administrator set their ids
 * (settings → site.analytics). The page keeps its rule of no inline script (decision 020): gtag's start-up
 * lines are a script file of this origin, and the CSP names the two providers' script hosts only when used.
 */

export const GTAG_INIT_PATH = '/analytics/gtag-init.js';
const BAIDU_SCRIPT_ORIGIN = 'https://hm.baidu.com';
const GOOGLE_SCRIPT_ORIGIN = 'https://www.googletagmanager.com';

/** The tags added to the page's <head> ('' when no id is set). */
export function analyticsHeadTags(ids: AnalyticsIds): string {
  const tags: string[] = [];
  if (ids.baidu) tags.push(`<script async src="${BAIDU_SCRIPT_ORIGIN}/hm.js?${ids.baidu}"></script>`);
  if (ids.google) {
    tags.push(`<script src="${GTAG_INIT_PATH}"></script>`);
    tags.push(`<script async src="${GOOGLE_SCRIPT_ORIGIN}/gtag/js?id=${ids.google}"></script>`);
  }
  return tags.join('');
}

/** The script origins the CSP must allow for the ids that are set. */
export function analyticsScriptOrigins(ids: AnalyticsIds): string[] {
  return [...(ids.baidu ? [BAIDU_SCRIPT_ORIGIN] : []), ...(ids.google ? [GOOGLE_SCRIPT_ORIGIN] : [])];
}

/** gtag's start-up lines for the configured id (an empty script when none is set). */
export function registerAnalyticsScript(app: FastifyInstance): void {
  app.get(GTAG_INIT_PATH, async (_request, reply) => {
    const { google } = await readAnalyticsIds(app);
    const body = google
      ? 'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}' +
        `gtag('js',new Date());gtag('config','${google}');`
      : '';
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });
}
