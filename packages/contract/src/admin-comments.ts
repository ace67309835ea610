import { z } from 'zod';
import { ADMIN_API_PREFIX } from './admin';
import { adminGuard, okEmpty, paged, pageQuery } from './admin-common';
import { COMMENT_CHECK } from './comments';
import { defineEndpoint } from './endpoint';

/*
 * Comment moderation in the console (issue 20): members' course and video comments wait for review unless
 * the setting `comment.publish_without_review` is on; an editor approves, rejects or deletes them, one or
 * many at a time.
 */

const P = ADMIN_API_PREFIX;
const content = adminGuard('content.manage');

const state = z.union(
  [z.literal(COMMENT_CHECK.pending), z.literal(COMMENT_CHECK.approved), z.literal(COMMENT_CHECK.rejected)],
  { error: '审核状态错误' },
);
/** A row id (int4: a larger one names no row). */
const rowId = (label: string) =>
  z.coerce
    .number({ error: `${label}格式错误` })
    .int(`${label}格式错误`)
    .min(1, `${label}格式错误`)
    .max(2_147_483_647, `${label}格式错误`);

export const AdminCommentItem = z.object({
  id: z.number().int(),
  /** 1 course, 2 video. */
  rt: z.number().int(),
  rid: z.number().int(),
  parent_id: z.number().int(),
  /** HTML-escaped plain text, as stored. */
  content: z.string(),
  is_check: z.number().int(),
  user_id: z.number().int(),
  user_nick_name: z.string(),
  /** The course commented on, or the video's course; 0 and '' when it is gone. */
  course_id: z.number().int(),
  course_title: z.string(),
  /** The video's title for a video comment, else ''. */
  video_title: z.string(),
  ip_province: z.string(),
  created_at: z.number().int(),
});
export type TAdminCommentItem = z.infer<typeof AdminCommentItem>;

export const adminListComments = defineEndpoint({
  ...content,
  id: 'adminListComments',
  method: 'GET',
  path: `${P}/comments`,
  summary: '评论列表（按审核状态、课程、会员筛选），最新在前',
  query: z.object({
    ...pageQuery,
    is_check: z.coerce.number().pipe(state).optional(),
    course_id: rowId('课程').optional(),
    user_id: rowId('会员').optional(),
  }),
  response: paged(AdminCommentItem),
});

/** The comments one action applies to: 1..100 ids. */
const commentIds = z
  .array(rowId('评论'), { error: '请选择评论' })
  .min(1, '请选择评论')
  .max(100, '一次最多处理100条评论');

export const adminReviewComments = defineEndpoint({
  ...content,
  id: 'adminReviewComments',
  method: 'POST',
  path: `${P}/comments/review`,
  summary: '审核评论：通过（is_check 1）或拒绝（is_check 2），可批量',
  body: z.object({
    ids: commentIds,
    is_check: z.union([z.literal(COMMENT_CHECK.approved), z.literal(COMMENT_CHECK.rejected)], {
      error: '审核状态错误',
    }),
  }),
  response: okEmpty,
});

export const adminDeleteComments = defineEndpoint({
  ...content,
  id: 'adminDeleteComments',
  method: 'POST',
  path: `${P}/comments/delete`,
  summary: '删除评论（连同其回复），可批量',
  body: z.object({ ids: commentIds }),
  response: okEmpty,
});
