import { COMMENT_CHECK, type TComment } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import sanitizeHtml from 'sanitize-html';
import { readConfigValues } from '#core/config-values';
import type { Database } from '#core/db/schema';
import { isReachable, isVisible } from '#core/db/visible';
import type { Deps } from '#core/deps';
import { AppError, badParameter, notFound, tooManyRequests } from '#core/errors';
import { formatIso } from '#core/format';
import { DEFAULT_AVATAR_PATH } from '#core/http/asset-urls';
import {
  type CommentRow,
  type CommentTarget,
  countReplies,
  countRepliesOf,
  countTopLevel,
  findComment,
  findCommentView,
  findReplies,
  findRepliesOldestFirst,
  findTopLevel,
} from './repo';

export const COMMENT_MESSAGES = {
  empty: '请输入评论内容',
  tooLong: '评论内容最多140个字符',
  closed: '禁止提交评论',
  parentPending: '评论审核中',
  dailyLimit: '已超出每日评论限制',
} as const;

const MAX_LENGTH = 140;
const PER_MINUTE = 5;
const PER_DAY = 100;
const REPLIES_SHOWN = 3;
/** app_config: on, a new comment is approved at once; off or unset (MeEdu's way), it waits for review. */
export const PUBLISH_WITHOUT_REVIEW = 'comment.publish_without_review';

/** Cache prefix of one target's comment lists; posting invalidates it. */
export const commentCachePrefix = (target: CommentTarget) => `catalogue:comments:${target.rt}:${target.rid}:`;

/**
 * A comment is plain text: tags are dropped and what is left is HTML-escaped, so `content` is safe to
 * insert as HTML (MeEdu's clients do) and shows `<`/`&` literally.
 */
export function cleanCommentText(input: string): string {
  return sanitizeHtml(input, { allowedTags: [], allowedAttributes: {} }).trim();
}

/** Characters as a reader counts them: an escaped `&lt;` is one. */
const visibleLength = (escaped: string) => [...escaped.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, '_')].length;

function present(row: CommentRow, repliesCount = 0): TComment {
  return {
    id: String(row.id),
    parent_id: String(row.parent_id),
    reply_id: String(row.reply_id),
    // Shown only once an administrator approved it (MeEdu); the client says 评论审核中 meanwhile.
    content: row.is_check === 1 ? row.content : '',
    ip_province: row.ip_province,
    is_check: row.is_check,
    created_at: formatIso(row.created_at),
    replies_count: repliesCount,
    user:
      row.user_nick_name === null
        ? null
        : { avatar: row.user_avatar || DEFAULT_AVATAR_PATH, nick_name: row.user_nick_name },
    reply_user:
      row.reply_id === 0 || row.reply_nick_name === null
        ? null
        : { avatar: row.reply_avatar || DEFAULT_AVATAR_PATH, nick_name: row.reply_nick_name },
  };
}

/** GET /api/v3/comments: a page of top-level comments (5 by default), each with its 3 newest replies. */
export async function listComments(deps: Deps<'db'>, target: CommentTarget, page: number, size: number) {
  const [total, rows] = await Promise.all([
    countTopLevel(deps.db, target),
    findTopLevel(deps.db, target, { limit: size, offset: (page - 1) * size }),
  ]);
  const ids = rows.map((r) => r.id);
  const [replies, counts] = await Promise.all([
    findReplies(deps.db, target, ids),
    countReplies(deps.db, ids),
  ]);
  return {
    total,
    data: rows.map((row) => ({
      ...present(row, counts.get(row.id) ?? 0),
      replies: replies
        .filter((r) => r.parent_id === row.id)
        .slice(0, REPLIES_SHOWN)
        .map((r) => present(r)),
    })),
  };
}

/**
 * GET /api/v3/comments/replies: a page of one parent's replies oldest first, or (MeEdu, without parent_id)
 * of the top-level comments newest first. MeEdu answers every row; a page keeps one call from reading a
 * whole thread however long it grows (issue 18).
 */
export async function listReplies(
  deps: Deps<'db'>,
  target: CommentTarget,
  parentId: number,
  page: { limit: number; offset: number },
) {
  if (parentId === 0) {
    const [total, rows] = await Promise.all([
      countTopLevel(deps.db, target),
      findTopLevel(deps.db, target, page),
    ]);
    const counts = await countReplies(
      deps.db,
      rows.map((r) => r.id),
    );
    return { total, data: rows.map((r) => present(r, counts.get(r.id) ?? 0)) };
  }
  const [total, rows] = await Promise.all([
    countRepliesOf(deps.db, target, parentId),
    findRepliesOldestFirst(deps.db, target, parentId, page),
  ]);
  return { total, data: rows.map((r) => present(r)) };
}

/** The course or video must exist, be published and allow comments. */
async function assertCommentable(db: Kysely<Database>, target: CommentTarget): Promise<void> {
  const now = Date.now();
  const row =
    target.rt === 1
      ? await db
          .selectFrom('courses')
          .select('is_allow_comment')
          .where('id', '=', target.rid)
          .where(isReachable('courses', now))
          .executeTakeFirst()
      : await db
          .selectFrom('videos')
          .innerJoin('courses', 'courses.id', 'videos.course_id')
          .select('videos.is_allow_comment')
          .where('videos.id', '=', target.rid)
          .where(isVisible('videos', now))
          .where('courses.deleted_at', 'is', null)
          .executeTakeFirst();
  if (!row) throw notFound();
  if (row.is_allow_comment !== 1) throw new AppError(COMMENT_MESSAGES.closed);
}

export interface NewComment extends CommentTarget {
  content: string;
  parent_id?: number;
  reply_id?: number;
}

/** POST /api/v3/comment/store. */
export async function postComment(
  deps: Deps<'db' | 'store' | 'cache'>,
  userId: number,
  input: NewComment,
): Promise<TComment> {
  const content = cleanCommentText(input.content);
  if (!content) throw new AppError(COMMENT_MESSAGES.empty);
  if (visibleLength(content) > MAX_LENGTH) throw new AppError(COMMENT_MESSAGES.tooLong);
  const target = { rt: input.rt, rid: input.rid };
  await assertCommentable(deps.db, target);

  const parentId = input.parent_id ?? 0;
  let replyId = input.reply_id ?? 0;
  if (parentId > 0) {
    const parent = await findComment(deps.db, parentId);
    if (
      !parent ||
      parent.rt !== target.rt ||
      parent.rid !== target.rid ||
      parent.parent_id !== 0 ||
      parent.is_check === COMMENT_CHECK.rejected
    ) {
      throw badParameter();
    }
    if (parent.is_check !== 1) throw new AppError(COMMENT_MESSAGES.parentPending);
    if (replyId > 0 && replyId !== parentId) {
      const replied = await findComment(deps.db, replyId);
      if (!replied || replied.parent_id !== parentId || replied.is_check === COMMENT_CHECK.rejected) {
        throw badParameter();
      }
    }
  } else {
    replyId = 0;
  }

  // Budgets in the shared store, so they hold across processes: 5 a minute, 100 a day.
  const minute = await deps.store.incr(`comment:min:${userId}:${Math.floor(Date.now() / 60_000)}`, 60_000);
  if (minute > PER_MINUTE) throw tooManyRequests();
  const day = await deps.store.incr(
    `comment:day:${userId}:${Math.floor(Date.now() / 86_400_000)}`,
    86_400_000,
  );
  if (day > PER_DAY) throw new AppError(COMMENT_MESSAGES.dailyLimit);

  const publish = (await readConfigValues(deps.db, [PUBLISH_WITHOUT_REVIEW])).flag(PUBLISH_WITHOUT_REVIEW);
  const now = Date.now();
  const { id } = await deps.db
    .insertInto('comments')
    .values({
      user_id: userId,
      rt: target.rt,
      rid: target.rid,
      parent_id: parentId,
      reply_id: replyId,
      content,
      is_check: publish === 1 ? COMMENT_CHECK.approved : COMMENT_CHECK.pending,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await deps.cache.invalidate(commentCachePrefix(target));
  return present(await findCommentView(deps.db, id));
}
