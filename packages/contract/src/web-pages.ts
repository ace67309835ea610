/*
 * The one table of the web app's pages (issue 20): the storefront's router (apps/web/src/app/router.tsx) and
 * the mobile site's (apps/web/src/h5/h5-app.tsx) build their routes from it, and the server reads it to
 * answer a page address: a known page with 200 and its own head (title, description, canonical, Open
 * Graph), anything else with 404 and the not-found page; robots.txt and sitemap.xml come from it too. The
 * mapping between a desktop address and its /h5 twin is read from it as well (`twinPath`: the web's h5 route
 * map, the links of the /h5 home's decoration blocks). Imports nothing, so the web bundle ships it as it is
 * (vite-plugins/contract-endpoints.ts).
 */

/**
 * What the server writes into a page's head. A site page has a fixed name (home, lists, about); an item page
 * reads its course, article… (its address names the id, `?id=` for the announcement); `private` pages (the
 * member's, the order steps, login) are not for search engines: noindex and left out of the sitemap.
 */
export type PageHeadKind =
  | 'home'
  | 'courses'
  | 'activates'
  | 'articles'
  | 'kechengs'
  | 'about'
  | 'search'
  | 'vip'
  | 'course'
  | 'activate'
  | 'article'
  | 'announcement'
  | 'teacher'
  | 'kecheng'
  | 'private';

export interface WebPage {
  /** The route's path under its app's root, as react-router reads it ('' is the index; `*` takes the rest). */
  readonly path: string;
  readonly head: PageHeadKind;
}

/** The storefront's pages (spec §2 and issue 19), by the name the router gives each screen. */
export const STOREFRONT_PAGES = {
  home: { path: '', head: 'home' },
  loginCallback: { path: 'login/callback', head: 'private' },
  activates: { path: 'activates', head: 'activates' },
  activateDetail: { path: 'activates/detail/:activateId', head: 'activate' },
  articles: { path: 'articles', head: 'articles' },
  articleDetail: { path: 'articles/detail/:articleId', head: 'article' },
  courses: { path: 'courses', head: 'courses' },
  courseDetail: { path: 'courses/detail/:courseId', head: 'course' },
  announcement: { path: 'announcement', head: 'announcement' },
  search: { path: 'search', head: 'search' },
  error: { path: 'error', head: 'private' },
  faceCheck: { path: 'face-check', head: 'private' },
  bindMobile: { path: 'bind-mobile', head: 'private' },
  about: { path: 'about', head: 'about' },
  teacher: { path: 'teacher/:teacherId', head: 'teacher' },
  kechengs: { path: 'kechengs', head: 'kechengs' },
  kechengDetail: { path: 'kecheng/:kechengId', head: 'kecheng' },
  vip: { path: 'vip', head: 'vip' },
  // Exams (issue 23, switch paper): the papers and a paper are open to visitors; nobody's landing page
  // while the switch may be off, so they are not indexed.
  examPapers: { path: 'exam/papers', head: 'private' },
  examPaper: { path: 'exam/papers/:paperId', head: 'private' },
  // Signed-in pages.
  video: { path: 'courses/video/:videoId', head: 'private' },
  member: { path: 'member', head: 'private' },
  memberStudy: { path: 'member/study', head: 'private' },
  memberMessages: { path: 'member/messages', head: 'private' },
  memberOrders: { path: 'member/orders', head: 'private' },
  memberCredit: { path: 'member/credit1-free', head: 'private' },
  order: { path: 'order', head: 'private' },
  orderPay: { path: 'order/pay', head: 'private' },
  orderSuccess: { path: 'order/success', head: 'private' },
  studyCenter: { path: 'study-center', head: 'private' },
  // An attempt has one id of its own, so its pages pair with /h5 by one parameter (twinPath).
  examAttempt: { path: 'exam/attempts/:attemptId', head: 'private' },
  examResult: { path: 'exam/attempts/:attemptId/result', head: 'private' },
  memberExams: { path: 'member/exams', head: 'private' },
  login: { path: 'login', head: 'private' },
  // The console has its own router and its own not-found screen behind the administrator's login.
  admin: { path: 'admin/*', head: 'private' },
} as const satisfies Record<string, WebPage>;
export type StorefrontPage = keyof typeof STOREFRONT_PAGES;

/** The storefront's routes that need a member (the router puts them behind its login guard). */
export const SIGNED_IN_PAGES = [
  'video',
  'member',
  'memberStudy',
  'memberMessages',
  'memberOrders',
  'memberCredit',
  'order',
  'orderPay',
  'orderSuccess',
  'studyCenter',
  'examAttempt',
  'examResult',
  'memberExams',
] as const satisfies readonly StorefrontPage[];

/** Where the mobile site lives (issue 7). */
export const H5_BASE = 'h5';

/**
 * The mobile site's pages, under /h5, each with the desktop page showing the same thing (its `twin`: the
 * canonical address search engines are given, and the head it gets).
 */
export const H5_PAGES = {
  home: { path: '', twin: 'home' },
  courses: { path: 'courses', twin: 'courses' },
  courseDetail: { path: 'courses/detail/:courseId', twin: 'courseDetail' },
  login: { path: 'login', twin: 'login' },
  study: { path: 'study', twin: 'memberStudy' },
  member: { path: 'member', twin: 'member' },
  activates: { path: 'activates', twin: 'activates' },
  activateDetail: { path: 'activates/detail/:activateId', twin: 'activateDetail' },
  articles: { path: 'articles', twin: 'articles' },
  articleDetail: { path: 'articles/detail/:articleId', twin: 'articleDetail' },
  announcement: { path: 'announcement', twin: 'announcement' },
  about: { path: 'about', twin: 'about' },
  search: { path: 'search', twin: 'search' },
  teacher: { path: 'teacher/:teacherId', twin: 'teacher' },
  kechengs: { path: 'kechengs', twin: 'kechengs' },
  kechengDetail: { path: 'kecheng/:kechengId', twin: 'kechengDetail' },
  video: { path: 'courses/video/:videoId', twin: 'video' },
  memberOrders: { path: 'member/orders', twin: 'memberOrders' },
  memberMessages: { path: 'member/messages', twin: 'memberMessages' },
  orderPay: { path: 'order/pay', twin: 'orderPay' },
  examPapers: { path: 'exam/papers', twin: 'examPapers' },
  examPaper: { path: 'exam/papers/:paperId', twin: 'examPaper' },
  examAttempt: { path: 'exam/attempts/:attemptId', twin: 'examAttempt' },
  examResult: { path: 'exam/attempts/:attemptId/result', twin: 'examResult' },
  memberExams: { path: 'member/exams', twin: 'memberExams' },
} as const satisfies Record<string, { readonly path: string; readonly twin: StorefrontPage }>;
export type H5Page = keyof typeof H5_PAGES;

/** The mobile site's routes that need a member. */
export const H5_SIGNED_IN_PAGES = [
  'video',
  'memberOrders',
  'memberMessages',
  'orderPay',
  'examAttempt',
  'examResult',
  'memberExams',
] as const satisfies readonly H5Page[];

/**
 * The element of a page's HTML carrying the API answers the page shows first (issue 21, decision 039): a
 * `<script type="application/json">` whose text is an object from API path (`/api/v2/course/3`) to the answer
 * an anonymous caller gets, envelope and all. The server writes it into the course page; the web app reads it
 * at start-up and fills its query cache, so the page draws its content without waiting for those calls.
 */
export const PAGE_DATA_ELEMENT_ID = 'shuyuan-page-data';

/** A page address as the server found it: which page, on which side, with the route's parameters. */
export interface MatchedWebPage {
  side: 'desktop' | 'h5';
  /** The desktop page (an /h5 page's twin). */
  page: StorefrontPage;
  head: PageHeadKind;
  params: Record<string, string>;
}

/** Route parameters of `pattern` in `path`, or null when it does not match (case-insensitive, as react-router). */
function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern === '' ? [] : pattern.split('/');
  const have = path === '' ? [] : path.split('/');
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const part = want[i] as string;
    if (part === '*') return params;
    const segment = have[i];
    if (segment === undefined || segment === '') return null;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return have.length === want.length ? params : null;
}

/** The page at `pathname` (no query), or null: an address the web app answers with its not-found screen. */
export function matchWebPage(pathname: string): MatchedWebPage | null {
  const path = pathname.replace(/^\/+/, '').replace(/\/+$/, '');
  const [first, ...rest] = path.split('/');
  if (first?.toLowerCase() === H5_BASE) {
    const inner = rest.join('/');
    for (const entry of Object.values(H5_PAGES)) {
      const params = matchPattern(entry.path, inner);
      if (params) return { side: 'h5', page: entry.twin, head: STOREFRONT_PAGES[entry.twin].head, params };
    }
    return null;
  }
  for (const [page, entry] of Object.entries(STOREFRONT_PAGES)) {
    const params = matchPattern(entry.path, path);
    if (params) return { side: 'desktop', page: page as StorefrontPage, head: entry.head, params };
  }
  return null;
}

/** The address of a desktop page, its parameters filled in ('/courses/detail/3'). */
export function storefrontPath(page: StorefrontPage, params: Record<string, string> = {}): string {
  const path = STOREFRONT_PAGES[page].path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
  return `/${path}`;
}

/** The address of a desktop page's mobile twin, or null when the mobile site has none. */
export function h5PathOf(page: StorefrontPage, params: Record<string, string> = {}): string | null {
  const entry = Object.values(H5_PAGES).find((e) => e.twin === page);
  if (!entry) return null;
  const path = entry.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
  return path ? `/${H5_BASE}/${path}` : `/${H5_BASE}`;
}

/*
 * The mobile site mirrors the desktop addresses under /h5 (/courses/detail/3 ⇄ /h5/courses/detail/3): the web's
 * h5 route map (the mobile rule, the 电脑版 link) and the server (the links of the /h5 home's decoration blocks,
 * which MeEdu's H5 client follows as they are) both read the mapping here.
 */

export const H5_ROOT = `/${H5_BASE}`;

/** A route path of the table as a pattern: absolute, its parameter named `:id`. */
const pattern = (path: string) => `/${path.replace(/:\w+/g, ':id')}`.replace(/\/$/, '') || '/';

/**
 * [desktop path pattern, mobile path pattern]; `:id` is a run of digits. First match wins, both ways. Each
 * mobile page with its desktop twin; the study centre is a second desktop address of the mobile study screen,
 * after the member centre's, so /h5/study leads back to /member/study. /announcement keeps its ?id=, /search
 * its ?keywords=.
 */
const PAIRS: readonly (readonly [string, string])[] = [
  ...Object.values(H5_PAGES).map(
    (p) => [pattern(STOREFRONT_PAGES[p.twin].path), pattern(`${H5_BASE}/${p.path}`)] as const,
  ),
  [pattern(STOREFRONT_PAGES.studyCenter.path), pattern(`${H5_BASE}/${H5_PAGES.study.path}`)],
];

function matchPair(pattern: string, path: string): string | null | undefined {
  const p = pattern.split('/');
  const s = path.split('/');
  if (p.length !== s.length) return undefined;
  let id: string | null = null;
  for (let i = 0; i < p.length; i += 1) {
    if (p[i] === ':id') {
      if (!/^\d{1,10}$/.test(s[i] ?? '')) return undefined;
      id = s[i] as string;
    } else if (p[i] !== s[i]) return undefined;
  }
  return id;
}

/** The twin of a path on the other side (from 0: desktop → mobile, 1: mobile → desktop), or null. */
export function twinPath(pathname: string, from: 0 | 1): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const pair of PAIRS) {
    const id = matchPair(pair[from], path);
    if (id !== undefined) return id === null ? pair[1 - from] : (pair[1 - from] as string).replace(':id', id);
  }
  return null;
}

export const isH5Path = (pathname: string) => pathname === H5_ROOT || pathname.startsWith(`${H5_ROOT}/`);

/**
 * A stored link (a slide's or a nav icon's `href`) as the mobile site should carry it: a desktop address
 * with a mobile twin becomes the twin, query kept; a mobile address, one without a twin and an outside
 * address stay as they are.
 */
export function mobileHrefOf(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const q = url.search(/[?#]/);
  const pathname = q < 0 ? url : url.slice(0, q);
  if (isH5Path(pathname)) return url;
  const twin = twinPath(pathname, 0);
  return twin ? twin + (q < 0 ? '' : url.slice(q)) : url;
}
