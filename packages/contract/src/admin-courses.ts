import { z } from 'zod';
import { ADMIN_API_PREFIX } from './admin';
import { adminGuard, created, idParams, okEmpty, paged, pageQuery } from './admin-common';
import {
  adminLine,
  adminText,
  adminUrl,
  adminVideoUrl,
  flag,
  keywords,
  publishAtInput,
  queryFlag,
  refIdInput,
  sortInput,
  yuan,
} from './admin-fields';
import { defineEndpoint } from './endpoint';

/** Courses, chapters and videos in the console (issue 8). Money: yuan here, fen in the database. */

const P = ADMIN_API_PREFIX;
const content = adminGuard('content.manage');

export const AdminCourseItem = z.object({
  id: z.number().int(),
  title: z.string(),
  thumb: z.string(),
  category_id: z.number().int(),
  category_name: z.string(),
  charge: z.number(),
  is_free: z.boolean(),
  is_vip_free: z.boolean(),
  is_show: z.boolean(),
  published_at: z.number().int(),
  user_count: z.number().int(),
  video_count: z.number().int(),
  updated_at: z.number().int(),
});
export type TAdminCourseItem = z.infer<typeof AdminCourseItem>;

export const AdminVideo = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  chapter_id: z.number().int(),
  title: z.string(),
  url: z.string(),
  duration: z.number().int(),
  free_seconds: z.number().int(),
  ban_drag: z.boolean(),
  is_show: z.boolean(),
  published_at: z.number().int(),
});
export type TAdminVideo = z.infer<typeof AdminVideo>;

export const AdminChapter = z.object({
  id: z.number().int(),
  title: z.string(),
  sort: z.number().int(),
  videos: z.array(AdminVideo),
});
export type TAdminChapter = z.infer<typeof AdminChapter>;

export const CourseInput = z.object({
  title: adminLine('课程名', 120),
  /** Required: a course without a category shows in no category list or filter of the storefront. */
  category_id: z.coerce.number({ error: '请选择课程分类' }).int('请选择课程分类').min(1, '请选择课程分类'),
  thumb: adminUrl('封面'),
  charge: yuan.default(0),
  is_free: flag,
  is_vip_free: flag,
  is_show: flag,
  short_description: adminText('简介', 500),
  /** Markdown; the server renders and sanitises render_desc from it. */
  original_desc: adminText('详情', 100_000),
  seo_keywords: adminLine('SEO 关键词', 200, { optional: true }),
  seo_description: adminLine('SEO 描述', 300, { optional: true }),
  /** Epoch ms; default now. A future time schedules the course. */
  published_at: publishAtInput,
  teacher_ids: z.array(z.number().int().min(1)).max(20, '讲师过多').default([]),
});
export type TCourseInput = z.input<typeof CourseInput>;

export const AdminCourseDetail = AdminCourseItem.extend({
  short_description: z.string(),
  original_desc: z.string(),
  render_desc: z.string(),
  seo_keywords: z.string(),
  seo_description: z.string(),
  teacher_ids: z.array(z.number().int()),
  chapters: z.array(AdminChapter),
  /** Videos outside any chapter. */
  videos: z.array(AdminVideo),
});
export type TAdminCourseDetail = z.infer<typeof AdminCourseDetail>;

export const adminListCourses = defineEndpoint({
  ...content,
  id: 'adminListCourses',
  method: 'GET',
  path: `${P}/courses`,
  summary: '课程列表（搜索、分类、上架状态）',
  query: z.object({
    ...pageQuery,
    keywords,
    category_id: z.coerce.number().int().min(0).optional(),
    is_show: queryFlag,
  }),
  response: paged(AdminCourseItem),
});

export const adminGetCourse = defineEndpoint({
  ...content,
  id: 'adminGetCourse',
  method: 'GET',
  path: `${P}/courses/:id`,
  summary: '课程详情（含章节与视频）',
  params: idParams,
  response: AdminCourseDetail,
});

export const adminCreateCourse = defineEndpoint({
  ...content,
  id: 'adminCreateCourse',
  method: 'POST',
  path: `${P}/courses`,
  summary: '新建课程',
  body: CourseInput,
  response: created,
});

export const adminUpdateCourse = defineEndpoint({
  ...content,
  id: 'adminUpdateCourse',
  method: 'PUT',
  path: `${P}/courses/:id`,
  summary: '编辑课程',
  params: idParams,
  body: CourseInput,
  response: okEmpty,
});

export const adminPublishCourse = defineEndpoint({
  ...content,
  id: 'adminPublishCourse',
  method: 'POST',
  path: `${P}/courses/:id/publish`,
  summary: '上架/下架课程（上架时发布时间在未来则改为现在）',
  params: idParams,
  body: z.object({ is_show: z.boolean() }),
  response: okEmpty,
});

export const adminDeleteCourse = defineEndpoint({
  ...content,
  id: 'adminDeleteCourse',
  method: 'DELETE',
  path: `${P}/courses/:id`,
  summary: '删除课程（软删除）',
  params: idParams,
  response: okEmpty,
});

export const ChapterInput = z.object({
  title: adminLine('章节名', 120),
  sort: sortInput,
});

export const adminCreateChapter = defineEndpoint({
  ...content,
  id: 'adminCreateChapter',
  method: 'POST',
  path: `${P}/courses/:id/chapters`,
  summary: '新建章节',
  params: idParams,
  body: ChapterInput,
  response: created,
});

export const adminUpdateChapter = defineEndpoint({
  ...content,
  id: 'adminUpdateChapter',
  method: 'PUT',
  path: `${P}/chapters/:id`,
  summary: '编辑章节',
  params: idParams,
  body: ChapterInput,
  response: okEmpty,
});

export const adminDeleteChapter = defineEndpoint({
  ...content,
  id: 'adminDeleteChapter',
  method: 'DELETE',
  path: `${P}/chapters/:id`,
  summary: '删除章节（章节下没有视频时）',
  params: idParams,
  response: okEmpty,
});

export const VideoInput = z.object({
  chapter_id: refIdInput,
  title: adminLine('视频名', 120),
  /** An uploaded video (uploads/…, private), an s3: object or a provider URL. */
  url: adminVideoUrl('视频地址'),
  duration: z.coerce
    .number({ error: '时长格式错误' })
    .int('时长须为整数秒')
    .min(0)
    .max(86_400 * 2, '时长过长')
    .default(0),
  free_seconds: z.coerce
    .number({ error: '试看时长格式错误' })
    .int()
    .min(0)
    .max(86_400 * 2)
    .default(0),
  ban_drag: flag,
  is_show: flag,
  published_at: publishAtInput,
});
export type TVideoInput = z.input<typeof VideoInput>;

export const adminCreateVideo = defineEndpoint({
  ...content,
  id: 'adminCreateVideo',
  method: 'POST',
  path: `${P}/courses/:id/videos`,
  summary: '新建视频',
  params: idParams,
  body: VideoInput,
  response: created,
});

export const adminUpdateVideo = defineEndpoint({
  ...content,
  id: 'adminUpdateVideo',
  method: 'PUT',
  path: `${P}/videos/:id`,
  summary: '编辑视频',
  params: idParams,
  body: VideoInput,
  response: okEmpty,
});

export const adminDeleteVideo = defineEndpoint({
  ...content,
  id: 'adminDeleteVideo',
  method: 'DELETE',
  path: `${P}/videos/:id`,
  summary: '删除视频（软删除）',
  params: idParams,
  response: okEmpty,
});

export const AdminOption = z.object({ id: z.number().int(), name: z.string() });

export const adminCourseOptions = defineEndpoint({
  ...content,
  id: 'adminCourseOptions',
  method: 'GET',
  path: `${P}/course-options`,
  summary: '课程表单的选项：课程分类与讲师',
  response: z.object({ categories: z.array(AdminOption), teachers: z.array(AdminOption) }),
});

export const adminRenderMarkdown = defineEndpoint({
  ...content,
  id: 'adminRenderMarkdown',
  method: 'POST',
  path: `${P}/markdown/preview`,
  summary: 'Markdown 预览：与保存时同一渲染与净化',
  body: z.object({ markdown: adminText('内容', 100_000) }),
  response: z.object({ html: z.string() }),
});
