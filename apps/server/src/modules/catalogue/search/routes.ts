import { type EndpointData, MEEDU_SEARCH_TYPES, search } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type SerializedData, serializeData } from '#core/http/register-endpoint';
import { findHits, pageOfHits, type SearchCandidate, searchWords } from './service';

const TTL_MS = 30_000;
/** Encoded pages kept per query (page, size and kinds vary per caller; the hit list is what is shared). */
const PAGES_PER_QUERY = 8;

/** One cache entry per query: its hit list and the pages asked of it, encoded. */
interface CachedQuery {
  hits: SearchCandidate[];
  pages: Map<string, SerializedData<EndpointData<typeof search>>>;
}

/**
 * GET /api/v3/search. A query's hit list is cached (prefix `catalogue:search:`) with the pages asked of it
 * as encoded bytes, in one entry: a popular query costs a map lookup, and a query takes one place of the
 * cache, not one per page (decision 038); writers of the catalogue drop them. A caller in MeEdu's shape (no
 * type, no kinds=all) gets only the kinds MeEdu's clients can show: an offline course or an article would
 * be a result they cannot open. Our storefront asks with kinds=all.
 */
export default function searchRoutes(app: FastifyInstance): void {
  registerEndpoint(app, search, async ({ query }) => {
    const words = searchWords(query.keywords);
    const type = query.type === '' || query.type === '0' || !query.type ? null : query.type;
    const page = query.page ?? 1;
    const size = query.size ?? 10;
    const meeduOnly = type === null && query.kinds !== 'all';
    const cached = await app.cache.get<CachedQuery>(
      `catalogue:search:${type ?? ''}:${words.join(' ')}`,
      TTL_MS,
      async () => ({ hits: await findHits(app.db, app.dialect, words, type), pages: new Map() }),
    );
    const pageKey = `${meeduOnly ? 'meedu' : 'all'}:${page}:${size}`;
    const known = cached.pages.get(pageKey);
    if (known) return known;
    const shown = meeduOnly
      ? cached.hits.filter((h) => MEEDU_SEARCH_TYPES.includes(h.resource_type))
      : cached.hits;
    const bytes = serializeData(
      app,
      search,
      await pageOfHits(app.db, app.dialect, words, shown, { page, size }),
    );
    if (cached.pages.size >= PAGES_PER_QUERY) cached.pages.delete(cached.pages.keys().next().value as string);
    cached.pages.set(pageKey, bytes);
    return bytes;
  });
}
