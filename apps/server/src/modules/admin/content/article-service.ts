import type { ArticleInput } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { z } from 'zod';
import { readPage } from '#core/db/read-page';
import type { ArticleRow } from '#core/db/schema';
import { AppError, notFound } from '#core/errors';
import { type AdminActor, audit, invalidate } from '../context';
import { likePattern } from '../courses/course-list';
import { renderMarkdown } from '../courses/markdown';

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

export async function listArticles(
  app: FastifyInstance,
  q: { page: number; size: number; keywords?: string },
) {
  let base = app.db.selectFrom('articles');
  if (q.keywords) base = base.where(sql<boolean>`title like ${likePattern(q.keywords)} escape '\\'`);
  const { total, rows } = await readPage(base, q, (b) => b.selectAll().orderBy('id', 'desc'));
  return { total, data: rows.map(toView) };
}

async function checkCategory(app: FastifyInstance, id: number) {
  if (id === 0) return;
  const row = await app.db
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
  await checkCategory(actor.app, input.category_id);
  const now = Date.now();
  const row = await actor.app.db
    .insertInto('articles')
    .values({ ...columns(input, now), created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(actor, 'article.create', `article:${row.id}`, null, forAudit(row));
  await invalidate(actor.app, ...PREFIXES);
  return { id: row.id };
}

async function find(app: FastifyInstance, id: number) {
  const row = await app.db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('文章不存在');
  return row;
}

export async function updateArticle(actor: AdminActor, id: number, input: Input) {
  const before = await find(actor.app, id);
  await checkCategory(actor.app, input.category_id);
  const after = await actor.app.db
    .updateTable('articles')
    .set(columns(input, Date.now()))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await audit(actor, 'article.update', `article:${id}`, forAudit(before), forAudit(after));
  await invalidate(actor.app, ...PREFIXES);
}

export async function deleteArticle(actor: AdminActor, id: number) {
  const before = await find(actor.app, id);
  await actor.app.db.deleteFrom('articles').where('id', '=', id).execute();
  await audit(actor, 'article.delete', `article:${id}`, forAudit(before), null);
  await invalidate(actor.app, ...PREFIXES);
}
