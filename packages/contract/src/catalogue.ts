import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ZNumberedPage, ZPage } from './envelope';
import { ZLearningExtras, ZVideoWatchRecord } from './learning-records';

/** Query integers arrive as strings; bad ones fail validation with 参数错误. */
export const zQueryInt = (min = 1, max = 1_000_000) => z.coerce.number().int().min(min).max(max);

export const ZCategoryRef = z.object({ id: z.number().int(), name: z.string() });

/** `?page=&page_size=` of the storefront's lists. */
export const ZPageQuery = z.object({
  page: zQueryInt().optional(),
  page_size: zQueryInt(1, 100).optional(),
});
/** A list filtered by a category id (`cid`, 0 for all). */
export const ZCategoryPageQuery = ZPageQuery.extend({ cid: zQueryInt(0).optional() });

/** A category of courses, offline courses or articles as the storefront lists them: two levels. */
export const ZCategoryNode = z.object({
  id: z.number().int(),
  sort: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  parent_id: z.number().int(),
});
export const ZCategoryTree = ZCategoryNode.extend({ children: z.array(ZCategoryNode) });

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

export const ZCourseListQuery = ZPageQuery.extend({
  category_id: zQueryInt(0).optional(),
  scene: z.enum(['', 'free', 'sub', 'recom']).optional(),
});

export const listCourses = defineEndpoint({
  id: 'listCourses',
  method: 'GET',
  path: '/api/v2/courses',
  summary: 'Published online courses, 16 a page by default; scene free | sub (popular) | recom',
  area: 'catalogue',
  auth: 'public',
  query: ZCourseListQuery,
  response: ZNumberedPage(ZCourseListItem),
});

export const ZCourseCategory = ZCategoryTree;

export const listCourseCategories = defineEndpoint({
  id: 'listCourseCategories',
  method: 'GET',
  path: '/api/v2/course_categories',
  summary: 'Online-course categories, two levels, ordered by sort',
  area: 'catalogue',
  auth: 'public',
  response: z.array(ZCourseCategory),
});

/** Path id of a row: digits only (a non-numeric id is an unknown route, 404, as in MeEdu). */
export const ZIdParams = z.object({ id: z.number().int().min(1) });

export const ZTeacher = z.object({
  id: z.number().int(),
  name: z.string(),
  name_en: z.string(),
  avatar: z.string(),
  title: z.string(),
  description: z.string(),
});
export type TTeacher = z.infer<typeof ZTeacher>;

export const listTeachers = defineEndpoint({
  id: 'listTeachers',
  method: 'GET',
  path: '/api/v2/teachers',
  summary: 'Teachers ordered by sort (not in MeEdu; modelled as a simple list)',
  area: 'catalogue',
  auth: 'public',
  response: z.array(ZTeacher),
});

export const ZCourseDetailCourse = ZCourseListItem.extend({
  render_desc: z.string().describe('sanitised HTML'),
});

export const ZCourseChapter = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  title: z.string(),
  sort: z.number().int(),
});

export const ZCourseVideo = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  chapter_id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  view_num: z.number().int(),
  seo_keywords: z.string(),
  seo_description: z.string(),
  published_at: z.string().describe('YYYY-MM-DD HH:mm:ss'),
  charge: z.number(),
  duration: z.number().int().describe('seconds'),
  is_ban_sell: z.number().int(),
  free_seconds: z.number().int(),
  ban_drag: z.number().int(),
  is_allow_comment: z.number().int(),
});
export type TCourseVideo = z.infer<typeof ZCourseVideo>;

export const ZAttachment = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int().describe('bytes'),
  extension: z.string(),
});

/** GET /api/v2/course/{id}: MeEdu's camelCase keys, plus `is_buy`/`teachers` of ours. */
export const ZCourseDetail = z.object({
  course: ZCourseDetailCourse,
  chapters: z.array(ZCourseChapter),
  videos: z
    .record(z.string(), z.array(ZCourseVideo))
    .describe(
      'visible videos by chapter id ("0": not in a chapter), each list by published_at; always an object',
    ),
  teachers: z.array(ZTeacher),
  isBuy: z
    .boolean()
    .describe('for a member: free course, VIP-free course with an active VIP, or owned; a guest: false'),
  is_buy: z.boolean().describe('same as isBuy'),
  isCollect: z.boolean().describe('the member has liked (favourited) the course'),
  videoWatchedProgress: z
    .record(z.string(), ZVideoWatchRecord)
    .describe("the member's watch records of this course by video id (MeEdu's rows); {} for visitors"),
  attach: z.array(ZAttachment),
  buyVideos: z.array(z.number().int()).describe('legacy single-video purchases: always []'),
});
export type TCourseDetail = z.infer<typeof ZCourseDetail>;

export const getCourse = defineEndpoint({
  id: 'getCourse',
  method: 'GET',
  path: '/api/v2/course/:id',
  summary: 'Course detail with chapters, videos, teachers and attachments; is_buy / isCollect need a token',
  area: 'catalogue',
  auth: 'optional',
  params: ZIdParams,
  response: ZCourseDetail,
});

export const toggleCourseLike = defineEndpoint({
  id: 'toggleCourseLike',
  method: 'GET',
  path: '/api/v2/course/:id/like',
  summary: 'Toggles the favourite: 1 when the course is now liked, 0 when it no longer is',
  area: 'catalogue',
  auth: 'member',
  params: ZIdParams,
  response: z.union([z.literal(0), z.literal(1)]),
});

export const ZMemberPageQuery = z.object({
  page: zQueryInt().optional(),
  size: zQueryInt(1, 100).optional(),
});

export const listLikedCourses = defineEndpoint({
  id: 'listLikedCourses',
  method: 'GET',
  path: '/api/v3/member/courses/like',
  summary: "The member's liked courses, newest like first (size default 10)",
  area: 'catalogue',
  auth: 'member',
  query: ZMemberPageQuery,
  response: ZPage(
    ZLearningExtras.extend({
      course_id: z.number().int(),
      user_id: z.number().int(),
      created_at: z.string(),
      course: ZCourseListItem,
    }),
  ),
});

export const getAttachmentDownloadUrl = defineEndpoint({
  id: 'getAttachmentDownloadUrl',
  method: 'GET',
  path: '/api/v3/course/:courseId/attach/:id',
  summary: 'A one-time download address (10 minutes) of a course attachment; buyers only (请购买课程后下载)',
  area: 'catalogue',
  auth: 'member',
  params: z.object({ courseId: z.number().int().min(1), id: z.number().int().min(1) }),
  response: z.object({ download_url: z.string() }),
});

export const downloadAttachment = defineEndpoint({
  id: 'downloadAttachment',
  method: 'GET',
  path: '/api/v3/course/attach-download',
  summary: 'Streams the attachment named by a one-time sign (not an envelope on success)',
  area: 'catalogue',
  auth: 'public',
  query: z.object({ sign: z.string().min(1).max(100) }),
  response: z.never().describe('the file itself'),
});

/** 专栏: a priced series that bundles several courses (our reading of the spec's /api/v2/kechengs). */
export const ZKechengItem = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  thumb: z.string(),
  short_description: z.string(),
  charge: z.number(),
  original_charge: z.number().describe('sum of the visible courses bought one by one'),
  courses_count: z.number().int(),
  published_at: z.string(),
});

export const listKechengs = defineEndpoint({
  id: 'listKechengs',
  method: 'GET',
  path: '/api/v2/kechengs',
  summary: 'Course series (专栏) that bundle several courses, by sort then newest; 16 a page by default',
  area: 'catalogue',
  auth: 'public',
  query: ZPageQuery,
  response: ZNumberedPage(ZKechengItem),
});

export const getKecheng = defineEndpoint({
  id: 'getKecheng',
  method: 'GET',
  path: '/api/v2/kecheng/:id',
  summary: 'A course series with its courses in order',
  area: 'catalogue',
  auth: 'public',
  params: ZIdParams,
  response: z.object({
    kecheng: ZKechengItem.extend({ render_desc: z.string() }),
    courses: z.array(ZCourseListItem),
  }),
});

/** A teacher's page (not in MeEdu; the detail twin of /api/v2/teachers): the teacher and their visible courses. */
export const getTeacher = defineEndpoint({
  id: 'getTeacher',
  method: 'GET',
  path: '/api/v2/teacher/:id',
  summary: 'A teacher with the visible courses they teach, newest first',
  area: 'catalogue',
  auth: 'public',
  params: ZIdParams,
  response: z.object({
    teacher: ZTeacher,
    courses: z.array(ZCourseListItem),
  }),
});
