import { COMMENT_CHECK } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';

type Db = Kysely<Database>;

export interface CommentTarget {
  rt: number;
  rid: number;
}

/** What the storefront shows: waiting (as 评论审核中) and approved comments; a rejected one is gone. */
const SHOWN = [COMMENT_CHECK.pending, COMMENT_CHECK.approved];

function selectComments(db: Db) {
  return db
    .selectFrom('comments')
    .leftJoin('users as author', 'author.id', 'comments.user_id')
    .leftJoin('comments as replied', 'replied.id', 'comments.reply_id')
    .leftJoin('users as replied_user', 'replied_user.id', 'replied.user_id')
    .select([
      'comments.id',
      'comments.parent_id',
      'comments.reply_id',
      'comments.content',
      'comments.ip_province',
      'comments.is_check',
      'comments.created_at',
      'author.avatar as user_avatar',
      'author.nick_name as user_nick_name',
      'replied_user.avatar as reply_avatar',
      'replied_user.nick_name as reply_nick_name',
    ]);
}

export type CommentRow = Awaited<ReturnType<typeof findTopLevel>>[number];

export async function countTopLevel(db: Db, target: CommentTarget): Promise<number> {
  const row = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('rt', '=', target.rt)
    .where('rid', '=', target.rid)
    .where('parent_id', '=', 0)
    .where('is_check', 'in', SHOWN)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findTopLevel(db: Db, target: CommentTarget, page: { limit: number; offset: number }) {
  return selectComments(db)
    .where('comments.rt', '=', target.rt)
    .where('comments.rid', '=', target.rid)
    .where('comments.parent_id', '=', 0)
    .where('comments.is_check', 'in', SHOWN)
    .orderBy('comments.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function findReplies(db: Db, target: CommentTarget, parentIds: number[]) {
  if (parentIds.length === 0) return Promise.resolve([]);
  return selectComments(db)
    .where('comments.rt', '=', target.rt)
    .where('comments.rid', '=', target.rid)
    .where('comments.parent_id', 'in', parentIds)
    .where('comments.is_check', 'in', SHOWN)
    .orderBy('comments.id', 'desc')
    .execute();
}

/** One page of a parent's replies, oldest first. */
export function findRepliesOldestFirst(
  db: Db,
  target: CommentTarget,
  parentId: number,
  page: { limit: number; offset: number },
) {
  return selectComments(db)
    .where('comments.rt', '=', target.rt)
    .where('comments.rid', '=', target.rid)
    .where('comments.parent_id', '=', parentId)
    .where('comments.is_check', 'in', SHOWN)
    .orderBy('comments.id', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countRepliesOf(db: Db, target: CommentTarget, parentId: number): Promise<number> {
  const row = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('rt', '=', target.rt)
    .where('rid', '=', target.rid)
    .where('parent_id', '=', parentId)
    .where('is_check', 'in', SHOWN)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countReplies(db: Db, parentIds: number[]): Promise<Map<number, number>> {
  if (parentIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('comments')
    .select(['parent_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('parent_id', 'in', parentIds)
    .where('is_check', 'in', SHOWN)
    .groupBy('parent_id')
    .execute();
  return new Map(rows.map((r) => [r.parent_id, Number(r.n)]));
}

export function findComment(db: Db, id: number) {
  return db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCommentView(db: Db, id: number) {
  return selectComments(db).where('comments.id', '=', id).executeTakeFirstOrThrow();
}
