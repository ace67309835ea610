import type { EndpointData, getArticle, listArticles, TArticleItem } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { pageNumbers, readPage } from '#core/db/read-page';
import type { Database } from '#core/db/schema';
import { isOpenTo, isVisible } from '#core/db/visible';
import { notFound } from '#core/errors';
import { formatDateTime } from '#core/format';
import { categoryWithChildren } from './categories';
import type { ViewCounts } from './view-counts';

type Db = Kysely<Database>;

export const ARTICLES_PER_PAGE = 10;

function selectVisible(db: Db, now: number, preview = false) {
  return db
    .selectFrom('articles')
    .leftJoin('categories', (join) =>
      join.onRef('categories.id', '=', 'articles.category_id').on('categories.deleted_at', 'is', null),
    )
    .where(isOpenTo('articles', preview, now))
    .select([
      'articles.id',
      'articles.title',
      'articles.thumb',
      'articles.short_description',
      'articles.author',
      'articles.view_times',
      'articles.category_id',
      'articles.published_at',
      'categories.id as category_ref_id',
      'categories.name as category_name',
    ]);
}

type ArticleRow = Awaited<ReturnType<ReturnType<typeof selectVisible>['execute']>>[number];

function present(row: ArticleRow): TArticleItem {
  return {
    id: row.id,
    title: row.title,
    thumb: row.thumb,
    short_description: row.short_description,
    author: row.author,
    view_times: row.view_times,
    category_id: row.category_id,
    category:
      row.category_ref_id === null ? null : { id: row.category_ref_id, name: row.category_name ?? '' },
    published_at: formatDateTime(row.published_at),
  };
}

/** GET /api/v2/articles: newest first; `cid` covers the category and its direct children. */
export async function listArticlePage(
  db: Db,
  input: { page?: number; page_size?: number; cid?: number },
): Promise<EndpointData<typeof listArticles>> {
  const now = Date.now();
  const page = input.page ?? 1;
  const perPage = input.page_size ?? ARTICLES_PER_PAGE;
  const categoryIds = await categoryWithChildren(db, 'article', input.cid);
  let base = db.selectFrom('articles').where(isVisible('articles', now));
  let rows = selectVisible(db, now);
  if (categoryIds) {
    base = base.where('category_id', 'in', categoryIds);
    rows = rows.where('articles.category_id', 'in', categoryIds);
  }
  // The page reads the joined query (its category's name); the left join keeps every counted article.
  const { total, rows: items } = await readPage(base, { page, size: perPage }, () =>
    rows.orderBy('articles.published_at', 'desc').orderBy('articles.id', 'desc'),
  );
  return { data: items.map(present), ...pageNumbers(total, { page, size: perPage }) };
}

/** The newest articles (home-page article blocks). */
export async function latestArticles(db: Db, limit: number, categoryId?: number): Promise<TArticleItem[]> {
  const categoryIds = await categoryWithChildren(db, 'article', categoryId);
  let q = selectVisible(db, Date.now());
  if (categoryIds) q = q.where('articles.category_id', 'in', categoryIds);
  const rows = await q
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(present);
}

export type ArticleDetail = EndpointData<typeof getArticle>;

/** The cacheable part of an article (view_times is read fresh per request); `preview`: an administrator's. */
export async function loadArticle(db: Db, id: number, preview = false): Promise<ArticleDetail> {
  const row = await selectVisible(db, Date.now(), preview)
    .select('articles.render_content')
    .where('articles.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  // Stored sanitised when written (decision 037).
  return { ...present(row), render_content: row.render_content };
}

/** Counts one view; the new total, or null when the article is not visible. */
export async function countArticleView(db: Db, views: ViewCounts, id: number): Promise<number | null> {
  const row = await db
    .selectFrom('articles')
    .select('view_times')
    .where('id', '=', id)
    .where(isVisible('articles'))
    .executeTakeFirst();
  if (!row) return null;
  views.add('articles', id);
  // Read after the select: a flush that ended meanwhile moved its views from held to stored.
  return row.view_times + views.held('articles', id);
}
