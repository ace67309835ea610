import { z } from 'zod';
import { ZCategoryNode, ZCategoryPageQuery, ZCategoryRef, ZIdParams, ZMemberPageQuery } from './catalogue';
import { defineEndpoint } from './endpoint';
import { ZNumberedPage, ZPage } from './envelope';

/** Offline courses (线下课程). Not in MeEdu: designed after its course calls. */

export const ZActivateCategory = ZCategoryNode.extend({
  type: z.literal('activate'),
  children: z.array(ZCategoryNode),
});

export const listActivateCategories = defineEndpoint({
  id: 'listActivateCategories',
  method: 'GET',
  path: '/api/v2/activate_categories/show',
  summary:
    'Shown offline-course categories, two levels by sort; every platform (PC, H5, APP…) gets the same list',
  area: 'content',
  auth: 'public',
  query: z.object({ platform: z.string().max(16).optional() }),
  response: z.array(ZActivateCategory),
});

/**
 * Enrolment state: `open` (seats left, enrolment not closed), `full`, `closed` (enroll_ended_at passed),
 * `ended` (the activity is over).
 */
export const ZEnrolState = z.enum(['open', 'full', 'closed', 'ended']);

export const ZActivateItem = z.object({
  id: z.number().int(),
  title: z.string(),
  thumb: z.string(),
  short_description: z.string(),
  address: z.string(),
  city: z.string(),
  started_at: z.string().describe('YYYY-MM-DD HH:mm:ss'),
  ended_at: z.string(),
  enroll_ended_at: z.string(),
  quota: z.number().int().describe('0: unlimited'),
  enrolled_count: z.number().int(),
  seats_left: z.number().int().nullable().describe('null when unlimited'),
  charge: z.number(),
  is_free: z.number().int(),
  category_id: z.number().int(),
  category: ZCategoryRef.nullable(),
  published_at: z.string(),
  state: ZEnrolState,
});
export type TActivateItem = z.infer<typeof ZActivateItem>;

export const listActivates = defineEndpoint({
  id: 'listActivates',
  method: 'GET',
  path: '/api/v2/activates',
  summary: 'Published offline courses, soonest upcoming first then past ones; cid includes its children',
  area: 'content',
  auth: 'public',
  query: ZCategoryPageQuery,
  response: ZNumberedPage(ZActivateItem),
});

export const getActivate = defineEndpoint({
  id: 'getActivate',
  method: 'GET',
  path: '/api/v2/activate/:id',
  summary: 'Offline course detail with seats left and, with a token, whether the member enrolled or liked it',
  area: 'content',
  auth: 'optional',
  params: ZIdParams,
  response: z.object({
    activate: ZActivateItem.extend({ render_desc: z.string() }),
    is_enrolled: z.boolean(),
    is_like: z.boolean(),
  }),
});

export const enrolActivate = defineEndpoint({
  id: 'enrolActivate',
  method: 'POST',
  path: '/api/v2/activate/:id/enroll',
  summary: 'Enrols the member in a free offline course (paid ones are enrolled by a paid order)',
  area: 'content',
  auth: 'member',
  params: ZIdParams,
  response: z.object({ enrolled: z.literal(true), seats_left: z.number().int().nullable() }),
});

export const toggleActivateLike = defineEndpoint({
  id: 'toggleActivateLike',
  method: 'GET',
  path: '/api/v2/activate/:id/like',
  summary: 'Toggles the favourite: 1 when the offline course is now liked, 0 when it no longer is',
  area: 'content',
  auth: 'member',
  params: ZIdParams,
  response: z.union([z.literal(0), z.literal(1)]),
});

export const listLikedActivates = defineEndpoint({
  id: 'listLikedActivates',
  method: 'GET',
  path: '/api/v3/member/activates/like',
  summary: "The member's liked offline courses, newest like first (size default 10)",
  area: 'content',
  auth: 'member',
  query: ZMemberPageQuery,
  response: ZPage(
    z.object({ activate_id: z.number().int(), created_at: z.string(), activate: ZActivateItem }),
  ),
});
