// The routes `npm run bench` measures with spread keys (issue 21), each with the keys it draws from, read
// once before measuring: ids and titles from the database the server uses (the server's own visibility rules,
// apps/server/src/modules/catalogue/testing/bench-keys.ts), the page count of every list filter from the API.
// A key is `{ path, token? }`; keys are listed most popular first (bench-keys.mjs draws from them).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkKey } from './bench-cannon.mjs';
import { pagedKeys, shuffled, vocabularyFrom } from './bench-keys.mjs';
import { ROOT } from './paths.mjs';
import { runTs } from './server-process.mjs';

export const LIST_PAGE_SIZE = 16;
/** The storefront's course list scenes: all, free, popular (sub), recommended. */
const SCENES = ['', 'free', 'sub', 'recom'];
const SEARCH_PAGES = 3;
/**
 * Up to 1,000 words (issue 21 asks for 200 or more): the server caches 1,000 search answers for 30 s, so a
 * vocabulary that fits in that cache would measure the cache, not the search.
 */
const VOCABULARY = 1000;
/** MeEdu's clients ask without a type (courses and videos); our storefront asks with kinds=all. */
const SEARCH_KINDS = [{}, { kinds: 'all' }];

/** Ids and titles from the database, through the server's own code. */
function readDatabaseKeys({ seedEnv, dataDir, logFile }) {
  const out = join(dataDir, `bench-keys-${Date.now()}.json`);
  return runTs(
    join(ROOT, 'apps/server/src/modules/catalogue/testing/bench-keys.ts'),
    { ...seedEnv, BENCH_KEYS_OUT: out },
    logFile,
  ).then(() => JSON.parse(readFileSync(out, 'utf8')));
}

const listPath = (query, page) => {
  const q = new URLSearchParams({ page: String(page), page_size: String(LIST_PAGE_SIZE) });
  if (query.category_id) q.set('category_id', String(query.category_id));
  if (query.scene) q.set('scene', query.scene);
  return `/api/v2/courses?${q}`;
};

/** How many pages each list filter has, asked of the API a few at a time (its own count is the truth). */
async function pageCounts(baseUrl, queries) {
  const out = [];
  for (let i = 0; i < queries.length; i += 8) {
    const batch = queries.slice(i, i + 8);
    const pages = await Promise.all(
      batch.map(async (query) => {
        const page = await checkKey(baseUrl, { path: listPath(query, 1) });
        return Math.max(1, Math.ceil(Number(page.total) / LIST_PAGE_SIZE));
      }),
    );
    out.push(...batch.map((query, j) => ({ query, pages: pages[j] })));
  }
  return out;
}

const asKeys = (paths) => paths.map((path) => ({ path }));

/**
 * The catalogue routes: course, article and offline-course detail over every visible id; category pages
 * (the list by category_id); the course list with every filter and page mixed; search with words from the
 * titles, pages 1–3. Each route's `oneKey` is what a one-key run would ask (the first course, …).
 */
export async function catalogueRoutes({ baseUrl, seedEnv, dataDir, logFile }) {
  const db = await readDatabaseKeys({ seedEnv, dataDir, logFile });
  const categories = db.courseCategoryIds.map((category_id) => ({ category_id }));
  const byCategory = await pageCounts(baseUrl, categories);
  const mixed = await pageCounts(
    baseUrl,
    [{}, ...categories].flatMap((c) => SCENES.map((scene) => ({ ...c, scene }))),
  );
  const words = vocabularyFrom(db.titles, VOCABULARY);
  if (words.length < 200) throw new Error(`only ${words.length} search words in the titles (need 200)`);
  // Words stay in frequency order (the popular searches first, page 1 before 2 and 3); pagedKeys would
  // shuffle them.
  const searchKeys = [];
  for (let page = 1; page <= SEARCH_PAGES; page++) {
    for (const keywords of words) {
      for (const kinds of SEARCH_KINDS)
        searchKeys.push(`/api/v3/search?${new URLSearchParams({ keywords, page: String(page), ...kinds })}`);
    }
  }
  const detail = (route, ids) => ({
    route,
    keys: asKeys(shuffled(ids).map((id) => route.replace(':id', String(id)))),
    size: `${ids.length} ids`,
  });
  const routes = [
    detail('/api/v2/course/:id', db.courseIds),
    detail('/api/v2/article/:id', db.articleIds),
    detail('/api/v2/activate/:id', db.activateIds),
    {
      route: '/api/v2/courses?category_id=:id',
      keys: asKeys(pagedKeys(byCategory, listPath)),
      size: `${categories.length} categories`,
    },
    {
      route: '/api/v2/courses (pages and filters mixed)',
      keys: asKeys(pagedKeys(mixed, listPath)),
      size: `${mixed.length} filters`,
    },
    {
      route: '/api/v3/search?keywords=:word',
      keys: asKeys(searchKeys),
      size: `${words.length} words × ${SEARCH_PAGES} pages × ${SEARCH_KINDS.length} kinds`,
    },
  ];
  for (const r of routes) {
    if (!r.keys.length) throw new Error(`${r.route}: no keys to draw from (is the catalogue seeded?)`);
    r.oneKey = r.keys[0];
    r.size = `${r.keys.length} keys: ${r.size}`;
  }
  return { routes, words };
}

/** The member reads (issue 21): no shared cache can answer them, each member sees their own. */
export const MEMBER_ROUTES = [
  '/api/v2/member/detail',
  '/api/v2/member/courses',
  '/api/v2/member/orders',
  '/api/v2/member/messages',
];

/** One route per member read, its keys the members' tokens (in a seeded order of popularity). */
export function memberRoutes(tokens) {
  const order = shuffled(tokens);
  return MEMBER_ROUTES.map((route) => {
    const keys = order.map((token) => ({ path: route, token }));
    return { route, keys, oneKey: keys[0], size: `${tokens.length} members` };
  });
}
