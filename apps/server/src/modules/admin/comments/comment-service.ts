import { COMMENT_CHECK, COMMENT_TARGETS, type TAdminCommentItem } from '@shuyuan/contract';
import { type Kysely, sql } from 'kysely';
import { readPage } from '#core/db/read-page';
import type { Database } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { notFound } from '#core/errors';
import { commentCachePrefix } from '#modules/catalogue';
import { type AdminActor, audit, count, invalidate } from '../context';

/*
 * Comment moderation (issue 20). A review sets `is_check` (1 approved, 2 rejected); a delete removes the
 * comments and their replies. Either way the storefront's cached lists of each target go at once, so a
 * guest sees an approved comment on the next read and a rejected one no more.
 */

type Db = Kysely<Database>;

export interface CommentQuery {
  page: number;
  size: number;
  is_check?: number;
  course_id?: number;
  user_id?: number;
}

const MISSING = '评论不存在';

export async function listComments(deps: Deps<'db'>, q: CommentQuery) {
  let base = deps.db.selectFrom('comments');
  if (q.is_check !== undefined) base = base.where('comments.is_check', '=', q.is_check);
  if (q.user_id) base = base.where('comments.user_id', '=', q.user_id);
  const courseId = q.course_id;
  if (courseId) {
    // A course's comments are its own and its videos'.
    base = base.where((eb) =>
      eb.or([
        eb.and([eb('comments.rt', '=', COMMENT_TARGETS.course), eb('comments.rid', '=', courseId)]),
        eb.and([
          eb('comments.rt', '=', COMMENT_TARGETS.video),
          eb(
            'comments.rid',
            'in',
            eb.selectFrom('videos').select('videos.id').where('videos.course_id', '=', courseId),
          ),
        ]),
      ]),
    );
  }
  const { total, rows } = await readPage(base, q, (b) =>
    b
      .leftJoin('users', 'users.id', 'comments.user_id')
      .leftJoin('videos', (join) =>
        join.onRef('videos.id', '=', 'comments.rid').on('comments.rt', '=', sql.lit(COMMENT_TARGETS.video)),
      )
      .leftJoin('courses', (join) =>
        join.on((eb) =>
          eb.or([
            eb.and([
              eb('comments.rt', '=', sql.lit(COMMENT_TARGETS.course)),
              eb('courses.id', '=', eb.ref('comments.rid')),
            ]),
            eb('courses.id', '=', eb.ref('videos.course_id')),
          ]),
        ),
      )
      .select([
        'comments.id',
        'comments.rt',
        'comments.rid',
        'comments.parent_id',
        'comments.content',
        'comments.is_check',
        'comments.user_id',
        'comments.ip_province',
        'comments.created_at',
        'users.nick_name as user_nick_name',
        'courses.id as course_id',
        'courses.title as course_title',
        'videos.title as video_title',
      ])
      .orderBy('comments.id', 'desc'),
  );
  return {
    total,
    data: rows.map(
      (r): TAdminCommentItem => ({
        id: r.id,
        rt: r.rt,
        rid: r.rid,
        parent_id: r.parent_id,
        content: r.content,
        is_check: r.is_check,
        user_id: r.user_id,
        user_nick_name: r.user_nick_name ?? '',
        course_id: r.course_id ?? 0,
        course_title: r.course_title ?? '',
        video_title: r.video_title ?? '',
        ip_province: r.ip_province,
        created_at: Number(r.created_at),
      }),
    ),
  };
}

/** The comments named, every one of them, or 评论不存在 and nothing is done. */
async function findAll(db: Db, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await db
    .selectFrom('comments')
    .select(['id', 'rt', 'rid', 'parent_id', 'user_id', 'content', 'is_check'])
    .where('id', 'in', unique)
    .orderBy('id')
    .execute();
  if (rows.length !== unique.length) throw notFound(MISSING);
  return rows;
}

/** Each target's cached storefront lists, once. */
function dropCachedLists(deps: Deps<'cache'>, rows: { rt: number; rid: number }[]) {
  const prefixes = new Set(rows.map((r) => commentCachePrefix({ rt: r.rt, rid: r.rid })));
  return invalidate(deps, ...prefixes);
}

const target = (rows: { id: number }[]) => `comment:${rows.map((r) => r.id).join(',')}`;

/** Approves (1) or rejects (2) the comments; one audit row names them all with their state before. */
export async function reviewComments(actor: AdminActor, ids: number[], isCheck: number): Promise<void> {
  const { db } = actor.deps;
  const rows = await findAll(db, ids);
  await db
    .updateTable('comments')
    .set({ is_check: isCheck, updated_at: Date.now() })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  await dropCachedLists(actor.deps, rows);
  await audit(
    actor,
    isCheck === COMMENT_CHECK.approved ? 'comment.approve' : 'comment.reject',
    target(rows),
    rows.map((r) => ({ id: r.id, is_check: r.is_check })),
    rows.map((r) => ({ id: r.id, is_check: isCheck })),
  );
}

/** Deletes the comments and the replies under them; the audit row keeps what was said and by whom. */
export async function deleteComments(actor: AdminActor, ids: number[]): Promise<void> {
  const { db } = actor.deps;
  const rows = await findAll(db, ids);
  const found = rows.map((r) => r.id);
  const replies = await db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom('comments')
      .where((eb) => eb.or([eb('id', 'in', found), eb('parent_id', 'in', found)]))
      .executeTakeFirst();
    return count(gone.numDeletedRows) - found.length;
  });
  await dropCachedLists(actor.deps, rows);
  await audit(
    actor,
    'comment.delete',
    target(rows),
    rows.map((r) => ({ id: r.id, user_id: r.user_id, content: r.content, is_check: r.is_check })),
    { replies_deleted: replies },
  );
}

/** The dashboard's figure: comments waiting for review now. */
export async function countPendingComments(db: Db): Promise<number> {
  const row = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('is_check', '=', COMMENT_CHECK.pending)
    .executeTakeFirst();
  return count(row?.n);
}
