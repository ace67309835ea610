/*
 * The mobile site mirrors the desktop addresses under /h5 (/courses/detail/3 ⇄ /h5/courses/detail/3). This
 * is the one table of that mapping: the web's h5 route map (the mobile rule, the 电脑版 link) and the
 * server (the links of the /h5 home's decoration blocks, which MeEdu's H5 client follows as they are) both
 * read it. It imports nothing, so the browser gets it as it is.
 */

export const H5_ROOT = '/h5';

/** [desktop path pattern, mobile path pattern]; `:id` is a run of digits. First match wins, both ways. */
const PAIRS: readonly (readonly [string, string])[] = [
  ['/', '/h5'],
  ['/courses', '/h5/courses'],
  ['/courses/detail/:id', '/h5/courses/detail/:id'],
  ['/courses/video/:id', '/h5/courses/video/:id'],
  ['/login', '/h5/login'],
  ['/member/study', '/h5/study'],
  ['/study-center', '/h5/study'],
  ['/member', '/h5/member'],
  ['/member/orders', '/h5/member/orders'],
  ['/member/messages', '/h5/member/messages'],
  ['/order/pay', '/h5/order/pay'],
  // The other public screens (issue 19); /announcement keeps its ?id=, /search its ?keywords=.
  ['/activates', '/h5/activates'],
  ['/activates/detail/:id', '/h5/activates/detail/:id'],
  ['/articles', '/h5/articles'],
  ['/articles/detail/:id', '/h5/articles/detail/:id'],
  ['/announcement', '/h5/announcement'],
  ['/about', '/h5/about'],
  ['/search', '/h5/search'],
  ['/teacher/:id', '/h5/teacher/:id'],
  ['/kechengs', '/h5/kechengs'],
  ['/kecheng/:id', '/h5/kecheng/:id'],
];

function match(pattern: string, path: string): string | null | undefined {
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
    const id = match(pair[from], path);
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
