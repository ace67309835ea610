import type { ArticleInput } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { z } from 'zod';
import { readPage } from '#core/db/read-page';
import type { ArticleRow, Database } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import { type AdminActor, audit, invalidate } from '../context';
import { likePattern } from '../courses/course-list';
import { renderMarkdown } from '../courses/markdown';
import { findRow } from '../find-row';
import { saveRow } from '../table-writes';

type Input = z.output<typeof ArticleInput>;
/** Article answers live under content:, and search hits include articles. */
const PREFIXES = ['content:', 'catalogue:search:'];

const toView = (r: ArticleRow) => ({
  id: r.id,
  category_id: r.category_id,
  title: r.title,
  thumb: r.thumb,
  short_description: r.short_description,
  original_content: r.original_content,
  author: r.author,
  view_times: r.view_times,
  is_show: r.is_show === 1,
  published_at: Number(r.published_at),
});
const forAudit = (r: ArticleRow) => ({ ...toView(r), original_content: r.original_content.slice(0, 2000) });
const ARTICLE = { table: 'articles', kind: 'article', view: forAudit } as const;

export async function listArticles(deps: Deps<'db'>, q: { page: number; size: number; keywords?: string }) {
  let base = deps.db.selectFrom('articles');
  if (q.keywords) base = base.where(sql<boolean>`title like ${likePattern(q.keywords)} escape '\\'`);
  const { total, rows } = await readPage(base, q, (b) => b.selectAll().orderBy('id', 'desc'));
  return { total, data: rows.map(toView) };
}

/** An article's category (0: none) is a live article category, here and in the home's article blocks. */
export async function checkArticleCategory(db: Kysely<Database>, id: number) {
  if (id === 0) return;
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', id)
    .where('type', '=', 'article')
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw new AppError('文章分类不存在');
}

const columns = (input: Input, now: number) => ({
  title: input.title,
  category_id: input.category_id,
  thumb: input.thumb,
  short_description: input.short_description,
  original_content: input.original_content,
  render_content: renderMarkdown(input.original_content),
  author: input.author,
  is_show: input.is_show ? 1 : 0,
  published_at: input.published_at ?? now,
  updated_at: now,
});

export async function createArticle(actor: AdminActor, input: Input) {
  await checkArticleCategory(actor.deps.db, input.category_id);
  const now = Date.now();
  const row = await saveRow(actor, {
    ...ARTICLE,
    id: null,
    before: null,
    values: columns(input, now),
    created: { created_at: now },
  });
  await invalidate(actor.deps, ...PREFIXES);
  return { id: row.id };
}

const find = (db: Kysely<Database>, id: number) => findRow(db, 'articles', id, '文章不存在');

export async function updateArticle(actor: AdminActor, id: number, input: Input) {
  const before = await find(actor.deps.db, id);
  await checkArticleCategory(actor.deps.db, input.category_id);
  await saveRow(actor, { ...ARTICLE, id, before, values: columns(input, Date.now()), created: {} });
  await invalidate(actor.deps, ...PREFIXES);
}

export async function deleteArticle(actor: AdminActor, id: number) {
  const before = await find(actor.deps.db, id);
  await actor.deps.db.deleteFrom('articles').where('id', '=', id).execute();
  await audit(actor, 'article.delete', `article:${id}`, forAudit(before), null);
  await invalidate(actor.deps, ...PREFIXES);
}
