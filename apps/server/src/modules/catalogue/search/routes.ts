import { MEEDU_SEARCH_TYPES, search } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, serializeData } from '#core/http/register-endpoint';
import { findHits, pageOfHits, type SearchCandidate, searchWords } from './service';

const TTL_MS = 30_000;

/**
 * GET /api/v3/search. The hit list of a query is cached (prefix `catalogue:search:`), and each page of it
 * as encoded bytes, so a popular query costs a map lookup; writers of the catalogue drop both. A caller
 * in MeEdu's shape (no type, no kinds=all) gets only the kinds MeEdu's clients can show: an offline
 * course or an article would be a result they cannot open. Our storefront asks with kinds=all.
 */
export default function searchRoutes(app: FastifyInstance): void {
  registerEndpoint(app, search, async ({ query }) => {
    const words = searchWords(query.keywords);
    const type = query.type === '' || query.type === '0' || !query.type ? null : query.type;
    const page = query.page ?? 1;
    const size = query.size ?? 10;
    const meeduOnly = type === null && query.kinds !== 'all';
    const key = `catalogue:search:${type ?? ''}:${words.join(' ')}`;
    return app.cache.get(`${key}:${meeduOnly ? 'meedu' : 'all'}:${page}:${size}`, TTL_MS, async () => {
      const hits = await app.cache.get<SearchCandidate[]>(key, TTL_MS, () =>
        findHits(app.db, app.dialect, words, type),
      );
      const shown = meeduOnly ? hits.filter((h) => MEEDU_SEARCH_TYPES.includes(h.resource_type)) : hits;
      return serializeData(app, search, await pageOfHits(app.db, app.dialect, words, shown, { page, size }));
    });
  });
}
