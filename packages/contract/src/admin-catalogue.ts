import { z } from 'zod';
import { ADMIN_API_PREFIX } from './admin';
import { adminCrud, idParams, paged, pageQuery } from './admin-common';
import { adminLine, adminText, adminUrl, flag, keywords, refIdInput, sortInput, yuan } from './admin-fields';
import { ZTeacher } from './catalogue';
import { defineEndpoint } from './endpoint';

/** Categories (incl. footer special topics), teachers, footer links and offline courses (issue 8). */

export const categoryTypes = ['course', 'activate', 'article'] as const;
export const AdminCategory = z.object({
  id: z.number().int(),
  type: z.enum(categoryTypes),
  name: z.string(),
  name_en: z.string(),
  parent_id: z.number().int(),
  sort: z.number().int(),
  is_show: z.boolean(),
  is_special: z.boolean(),
});
export type TAdminCategory = z.infer<typeof AdminCategory>;
export const CategoryInput = z.object({
  type: z.enum(categoryTypes, { error: '分类类型错误' }),
  name: adminLine('分类名', 32),
  name_en: adminLine('英文名', 64, { optional: true }),
  parent_id: refIdInput,
  sort: sortInput,
  is_show: flag,
  /** Shown among the footer's special topics (course and offline-course categories). */
  is_special: flag,
});
export type TCategoryInput = z.input<typeof CategoryInput>;
const categories = adminCrud('category', 'categories', '分类', AdminCategory, CategoryInput, {
  type: z.enum(categoryTypes).optional(),
});
export const adminListCategories = categories.list;
export const adminCreateCategory = categories.create;
export const adminUpdateCategory = categories.update;
export const adminDeleteCategory = categories.remove;

export const AdminTeacher = ZTeacher.extend({ sort: z.number().int() });
export type TAdminTeacher = z.infer<typeof AdminTeacher>;
export const TeacherInput = z.object({
  name: adminLine('姓名', 32),
  name_en: adminLine('英文名', 64, { optional: true }),
  avatar: adminUrl('头像'),
  title: adminLine('头衔', 64, { optional: true }),
  description: adminText('简介', 2000),
  sort: sortInput,
});
export type TTeacherInput = z.input<typeof TeacherInput>;
const teachers = adminCrud('teacher', 'teachers', '讲师', AdminTeacher, TeacherInput, { keywords });
export const adminListTeachers = teachers.list;
export const adminCreateTeacher = teachers.create;
export const adminUpdateTeacher = teachers.update;
export const adminDeleteTeacher = teachers.remove;

export const AdminLink = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  sort: z.number().int(),
});
export type TAdminLink = z.infer<typeof AdminLink>;
export const LinkInput = z.object({
  name: adminLine('名称', 32),
  url: adminUrl('链接').refine((v) => v !== '', '请输入链接'),
  sort: sortInput,
});
export type TLinkInput = z.input<typeof LinkInput>;
const links = adminCrud('link', 'links', '友情链接', AdminLink, LinkInput);
export const adminListLinks = links.list;
export const adminCreateLink = links.create;
export const adminUpdateLink = links.update;
export const adminDeleteLink = links.remove;

const ms = z.coerce.number({ error: '时间格式错误' }).int().min(0).max(4_102_444_800_000);
export const AdminActivate = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  title: z.string(),
  thumb: z.string(),
  short_description: z.string(),
  render_desc: z.string(),
  address: z.string(),
  city: z.string(),
  started_at: z.number().int(),
  ended_at: z.number().int(),
  enroll_ended_at: z.number().int(),
  quota: z.number().int(),
  enrolled_count: z.number().int(),
  charge: z.number(),
  is_show: z.boolean(),
});
export type TAdminActivate = z.infer<typeof AdminActivate>;
export const ActivateInput = z
  .object({
    title: adminLine('标题', 120),
    category_id: refIdInput,
    thumb: adminUrl('封面'),
    short_description: adminText('简介', 500),
    /** HTML, sanitised on save. */
    render_desc: adminText('详情', 100_000),
    address: adminLine('地址', 200, { optional: true }),
    city: adminLine('城市', 32, { optional: true }),
    started_at: ms,
    ended_at: ms,
    enroll_ended_at: ms,
    quota: z.coerce.number().int().min(0).max(100_000).default(0),
    charge: yuan.default(0),
    is_show: flag,
  })
  .refine((a) => a.ended_at >= a.started_at, { message: '结束时间须晚于开始时间' })
  .refine((a) => a.enroll_ended_at <= a.ended_at, { message: '报名截止须早于结束时间' });
export type TActivateInput = z.input<typeof ActivateInput>;
const activates = adminCrud('activate', 'activates', '线下课', AdminActivate, ActivateInput, { keywords });
export const adminListActivates = activates.list;
export const adminCreateActivate = activates.create;
export const adminUpdateActivate = activates.update;
export const adminDeleteActivate = activates.remove;

export const AdminEnrolment = z.object({
  user_id: z.number().int(),
  nick_name: z.string(),
  /** Masked in the list; whole in the CSV for roles that manage members. */
  mobile: z.string(),
  source: z.string(),
  charge: z.number(),
  created_at: z.number().int(),
});
export const adminActivateEnrolments = defineEndpoint({
  area: 'admin',
  auth: 'admin',
  permission: 'content.manage',
  id: 'adminActivateEnrolments',
  method: 'GET',
  path: `${ADMIN_API_PREFIX}/activates/:id/enrolments`,
  summary: '线下课报名名单',
  params: idParams,
  query: z.object({ ...pageQuery }),
  response: paged(AdminEnrolment),
});
export const adminExportEnrolments = defineEndpoint({
  area: 'admin',
  auth: 'admin',
  permission: 'content.manage',
  id: 'adminExportEnrolments',
  method: 'GET',
  path: `${ADMIN_API_PREFIX}/activates/:id/enrolments.csv`,
  summary: '导出报名名单（CSV，UTF-8 BOM，Excel 可直接打开）',
  params: idParams,
  response: z.string().describe('text/csv, not the envelope'),
});

export const AdminKecheng = z.object({
  id: z.number().int(),
  title: z.string(),
  thumb: z.string(),
  short_description: z.string(),
  render_desc: z.string(),
  charge: z.number(),
  is_show: z.boolean(),
  sort: z.number().int(),
  /** The series' courses in order. */
  course_ids: z.array(z.number().int()),
});
export type TAdminKecheng = z.infer<typeof AdminKecheng>;
export const KechengInput = z.object({
  title: adminLine('专栏名', 120),
  thumb: adminUrl('封面'),
  short_description: adminText('简介', 500),
  /** HTML, sanitised on save. */
  render_desc: adminText('详情', 100_000),
  charge: yuan.default(0),
  is_show: flag,
  sort: sortInput,
  course_ids: z.array(z.number().int().min(1)).max(100, '课程过多').default([]),
});
export type TKechengInput = z.input<typeof KechengInput>;
const kechengs = adminCrud('kecheng', 'kechengs', '专栏', AdminKecheng, KechengInput, { keywords });
export const adminListKechengs = kechengs.list;
export const adminCreateKecheng = kechengs.create;
export const adminUpdateKecheng = kechengs.update;
export const adminDeleteKecheng = kechengs.remove;
