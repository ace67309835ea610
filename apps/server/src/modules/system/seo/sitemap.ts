import { type StorefrontPage, storefrontPath } from '@shuyuan/contract/web-pages';
import { type Kysely, sql } from 'kysely';
import type { Database } from '#core/db/schema';
import { isVisible } from '#core/db/visible';
import { isFeatureOn } from '#core/features';
import { escapeHtml } from '#core/http/page-head';

/*
 * sitemap.xml (issue 20): every page a visitor may open without signing in, with when it last changed.
 * Items are listed by the visitor's rule (core/db/visible.ts); a page of a switched-off module (/vip) is left
 * out. One file up to `pageSize` addresses; beyond, sitemap.xml is an index of sitemap-N.xml pages, each read
 * with its own offset, so a large site never holds the whole list at once.
 */

type Db = Kysely<Database>;

/** The sitemap protocol's limit is 50,000; smaller pages keep each answer quick. */
export const SITEMAP_PAGE_SIZE = 5000;

interface Entry {
  path: string;
  /** Milliseconds; 0 when unknown. */
  lastmod: number;
}

interface Source {
  count(): Promise<number>;
  read(offset: number, limit: number): Promise<Entry[]>;
}

const newest = (rows: { at: number | string | null }[]) => Number(rows[0]?.at ?? 0);

/** The site pages with a fixed address, each dated by the newest of what it lists. */
async function sitePages(db: Db, now: number): Promise<Entry[]> {
  const latest = (table: 'courses' | 'activates' | 'articles' | 'kechengs') =>
    db
      .selectFrom(table)
      .select((eb) => eb.fn.max('updated_at').as('at'))
      .where(isVisible(table, now))
      .execute()
      .then(newest);
  const [courses, activates, articles, kechengs, about, vip, vipOn] = await Promise.all([
    latest('courses'),
    latest('activates'),
    latest('articles'),
    latest('kechengs'),
    db
      .selectFrom('app_config')
      .select('updated_at as at')
      .where('key', '=', 'site.aboutus')
      .execute()
      .then(newest),
    db
      .selectFrom('roles')
      .select((eb) => eb.fn.max('updated_at').as('at'))
      .execute()
      .then(newest),
    isFeatureOn(db, 'vip'),
  ]);
  const pages: [StorefrontPage, number][] = [
    ['home', Math.max(courses, activates, articles, kechengs)],
    ['courses', courses],
    ['activates', activates],
    ['articles', articles],
    ['kechengs', kechengs],
    ['about', about],
  ];
  if (vipOn) pages.push(['vip', vip]);
  return pages.map(([page, lastmod]) => ({ path: storefrontPath(page), lastmod }));
}

type ItemTable = 'courses' | 'kechengs' | 'activates' | 'articles' | 'teachers' | 'announcements';

/** The items of `table` a visitor may open, by id, at the address `pathOf` gives. */
function items(db: Db, table: ItemTable, now: number, pathOf: (id: number) => string): Source {
  const base = () => {
    const query = db.selectFrom(table);
    return table === 'teachers' || table === 'announcements' ? query : query.where(isVisible(table, now));
  };
  return {
    count: async () =>
      Number((await base().select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0),
    read: async (offset, limit) => {
      const rows = await base()
        .select(['id', 'updated_at'])
        .orderBy('id')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map((row) => ({ path: pathOf(row.id), lastmod: row.updated_at }));
    },
  };
}

function sources(db: Db): Source[] {
  const now = Date.now();
  const id = (page: StorefrontPage, param: string) => (n: number) =>
    storefrontPath(page, { [param]: String(n) });
  let fixed: Promise<Entry[]> | undefined;
  const site = () => {
    fixed ??= sitePages(db, now);
    return fixed;
  };
  return [
    { count: async () => (await site()).length, read: async (o, l) => (await site()).slice(o, o + l) },
    items(db, 'courses', now, id('courseDetail', 'courseId')),
    items(db, 'kechengs', now, id('kechengDetail', 'kechengId')),
    items(db, 'teachers', now, id('teacher', 'teacherId')),
    items(db, 'activates', now, id('activateDetail', 'activateId')),
    items(db, 'articles', now, id('articleDetail', 'articleId')),
    items(db, 'announcements', now, (n) => `${storefrontPath('announcement')}?id=${n}`),
  ];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlset(base: string, entries: Entry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod > 0 ? `<lastmod>${new Date(e.lastmod).toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeHtml(`${base}${e.path}`)}</loc>${lastmod}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${XMLNS}">\n${urls.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(base: string, pages: number): string {
  const maps = Array.from(
    { length: pages },
    (_, i) => `<sitemap><loc>${escapeHtml(`${base}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${XMLNS}">\n${maps.join('\n')}\n</sitemapindex>\n`;
}

/** Reads `limit` entries from `offset` across the sources in order. */
async function readRange(all: Source[], counts: number[], offset: number, limit: number): Promise<Entry[]> {
  const out: Entry[] = [];
  let skip = offset;
  for (const [i, source] of all.entries()) {
    const count = counts[i] as number;
    if (skip >= count) {
      skip -= count;
      continue;
    }
    const want = limit - out.length;
    out.push(...(await source.read(skip, want)));
    skip = 0;
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * sitemap.xml (page undefined): the whole list when it fits one page, else the index of its pages; a
 * page number: that page (sitemap-N.xml), or null when there is no such page.
 */
export async function buildSitemap(
  db: Db,
  base: string,
  pageSize: number,
  page?: number,
): Promise<string | null> {
  const all = sources(db);
  const counts = await Promise.all(all.map((s) => s.count()));
  const total = counts.reduce((a, b) => a + b, 0);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (page === undefined) {
    if (pages > 1) return sitemapIndex(base, pages);
    return urlset(base, await readRange(all, counts, 0, pageSize));
  }
  if (page < 1 || page > pages) return null;
  return urlset(base, await readRange(all, counts, (page - 1) * pageSize, pageSize));
}
