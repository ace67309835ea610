import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ZPage } from './envelope';

/** Query integers arrive as strings; bad ones fail validation with 参数错误. */
export const zQueryInt = (min = 1, max = 1_000_000) =>
  z.coerce.number({ message: '参数错误' }).int({ message: '参数错误' }).min(min, { message: '参数错误' }).max(max, { message: '参数错误' });

export const ZCategoryRef = z.object({ id: z.number().int(), name: z.string() });

/** A course as MeEdu lists it (meedu-api.md §1.5). `charge` is in yuan. */
export const ZCourseListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  thumb: z.string(),
  charge: z.number(),
  short_description: z.string(),
  seo_keywords: z.string(),
  seo_description: z.string(),
  published_at: z.string().describe('YYYY-MM-DD HH:mm:ss'),
  is_rec: z.number().int(),
  is_show: z.number().int(),
  user_count: z.number().int(),
  category_id: z.number().int(),
  is_free: z.number().int(),
  is_allow_comment: z.number().int(),
  is_vip_free: z.number().int(),
  videos_count: z.number().int(),
  category: ZCategoryRef.nullable(),
});
export type TCourseListItem = z.infer<typeof ZCourseListItem>;

export const ZCourseListQuery = z.object({
  page: zQueryInt().optional(),
  page_size: zQueryInt(1, 100).optional(),
  category_id: zQueryInt(0).optional(),
  scene: z.enum(['', 'free', 'sub', 'recom'], { message: '参数错误' }).optional(),
});

export const listCourses = defineEndpoint({
  id: 'listCourses',
  method: 'GET',
  path: '/api/v2/courses',
  summary: 'Published online courses, 16 a page by default; scene free | sub (popular) | recom',
  area: 'catalogue',
  auth: 'public',
  query: ZCourseListQuery,
  response: ZPage(ZCourseListItem).extend({
    current_page: z.number().int(),
    per_page: z.number().int(),
    last_page: z.number().int(),
  }),
});

export const ZCourseCategory = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  parent_id: z.number().int(),
  children: z.array(
    z.object({ id: z.number().int(), sort: z.number().int(), name: z.string(), name_en: z.string(), parent_id: z.number().int() }),
  ),
});

export const listCourseCategories = defineEndpoint({
  id: 'listCourseCategories',
  method: 'GET',
  path: '/api/v2/course_categories',
  summary: 'Online-course categories, two levels, ordered by sort',
  area: 'catalogue',
  auth: 'public',
  response: z.array(ZCourseCategory),
});
