import { z } from 'zod';
import { zQueryInt } from './catalogue';
import { defineEndpoint } from './endpoint';

/** Comment targets (MeEdu's `rt`): 1 course, 2 video. */
export const COMMENT_TARGETS = { course: 1, video: 2 } as const;

/**
 * A comment's review state (MeEdu's `is_check`): 0 waiting, 1 approved; 2 rejected is ours (issue 20), and a
 * rejected comment is left out of every storefront answer, as a deleted one is.
 */
export const COMMENT_CHECK = { pending: 0, approved: 1, rejected: 2 } as const;
export type TCommentCheck = (typeof COMMENT_CHECK)[keyof typeof COMMENT_CHECK];

export const ZCommentUser = z.object({ avatar: z.string(), nick_name: z.string() });

/**
 * MeEdu's comment item. Ids are strings, as MeEdu's (Hashids there, the decimal id here; "0" for none):
 * clients keep them as strings and only pass them back as parent_id / reply_id, which take either.
 * `content` is HTML-escaped text, and `""` until an administrator approves the comment (`is_check` 1).
 */
export const ZComment = z.object({
  id: z.string(),
  parent_id: z.string(),
  reply_id: z.string(),
  content: z.string(),
  ip_province: z.string(),
  is_check: z.number().int(),
  created_at: z.string(),
  replies_count: z.number().int(),
  user: ZCommentUser.nullable(),
  reply_user: ZCommentUser.nullable(),
});
export type TComment = z.infer<typeof ZComment>;

const rt = z.coerce
  .number()
  .int()
  .refine((v) => v === 1 || v === 2);
const ZCommentTarget = z.object({ rt, rid: zQueryInt() });

export const listComments = defineEndpoint({
  id: 'listComments',
  method: 'GET',
  path: '/api/v3/comments',
  summary:
    'Top-level comments of a course (rt 1) or video (rt 2), newest first, each with its 3 newest replies',
  area: 'catalogue',
  auth: 'public',
  query: ZCommentTarget.extend({ page: zQueryInt().optional(), size: zQueryInt(1, 50).optional() }),
  response: z.object({
    data: z.array(ZComment.extend({ replies: z.array(ZComment) })),
    total: z.number().int(),
  }),
});

export const listCommentReplies = defineEndpoint({
  id: 'listCommentReplies',
  method: 'GET',
  path: '/api/v3/comments/replies',
  summary:
    'The replies of one comment (parent_id), oldest first; without parent_id the top-level comments, ' +
    'newest first. Paged (size 20 by default, at most 50), so no call reads a whole thread',
  area: 'catalogue',
  auth: 'public',
  query: ZCommentTarget.extend({
    parent_id: zQueryInt(0).optional(),
    page: zQueryInt().optional(),
    size: zQueryInt(1, 50).optional(),
  }),
  response: z.object({ data: z.array(ZComment), total: z.number().int() }),
});

export const postComment = defineEndpoint({
  id: 'postComment',
  method: 'POST',
  path: '/api/v3/comment/store',
  summary:
    'Posts a comment or reply; tags are stripped, it waits for approval (is_check 0). 5 a minute, 100 a day',
  area: 'catalogue',
  auth: 'member',
  body: z.object({
    rt,
    rid: z.coerce.number().int().min(1),
    content: z.string({ message: '请输入评论内容' }),
    parent_id: z.coerce.number().int().min(0).optional(),
    reply_id: z.coerce.number().int().min(0).optional(),
  }),
  response: ZComment,
});
