import { z } from 'zod';
import { adminCrud } from './admin-common';
import {
  adminLine,
  adminText,
  adminUrl,
  flag,
  keywords,
  publishAtInput,
  refIdInput,
  sortInput,
} from './admin-fields';
import { ZNavItem } from './system';

/** Articles, announcements, sliders and navs in the console (issue 8). */

export const AdminArticle = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  title: z.string(),
  thumb: z.string(),
  short_description: z.string(),
  original_content: z.string(),
  author: z.string(),
  view_times: z.number().int(),
  is_show: z.boolean(),
  published_at: z.number().int(),
});
export type TAdminArticle = z.infer<typeof AdminArticle>;
export const ArticleInput = z.object({
  title: adminLine('标题', 120),
  category_id: refIdInput,
  thumb: adminUrl('封面'),
  short_description: adminText('摘要', 500),
  /** Markdown, rendered and sanitised on save. */
  original_content: adminText('正文', 200_000),
  author: adminLine('作者', 64, { optional: true }),
  is_show: flag,
  published_at: publishAtInput,
});
export type TArticleInput = z.input<typeof ArticleInput>;
const articles = adminCrud('article', 'articles', '文章', AdminArticle, ArticleInput, { keywords });
export const adminListArticles = articles.list;
export const adminCreateArticle = articles.create;
export const adminUpdateArticle = articles.update;
export const adminDeleteArticle = articles.remove;

export const AdminAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  announcement: z.string(),
  view_times: z.number().int(),
  created_at: z.number().int(),
});
export type TAdminAnnouncement = z.infer<typeof AdminAnnouncement>;
export const AnnouncementInput = z.object({
  title: adminLine('标题', 120),
  announcement: adminText('内容', 50_000),
});
export type TAnnouncementInput = z.input<typeof AnnouncementInput>;
const announcements = adminCrud(
  'announcement',
  'announcements',
  '公告',
  AdminAnnouncement,
  AnnouncementInput,
);
export const adminListAnnouncements = announcements.list;
export const adminCreateAnnouncement = announcements.create;
export const adminUpdateAnnouncement = announcements.update;
export const adminDeleteAnnouncement = announcements.remove;

export const sliderPlatforms = ['PC', 'H5', 'MINI', 'APP'] as const;
export const AdminSlider = z.object({
  id: z.number().int(),
  thumb: z.string(),
  url: z.string(),
  sort: z.number().int(),
  platform: z.string(),
});
export type TAdminSlider = z.infer<typeof AdminSlider>;
export const SliderInput = z.object({
  thumb: adminUrl('图片').refine((v) => v !== '', '请上传图片'),
  url: z
    .string()
    .trim()
    .max(500, '链接过长')
    .regex(/^(|\/[^\s"'<>]*|https?:\/\/[^\s"'<>]+)$/, '链接须为站内路径或 http(s) 地址')
    .default(''),
  sort: sortInput,
  platform: z.enum(sliderPlatforms, { error: '平台错误' }),
});
export type TSliderInput = z.input<typeof SliderInput>;
const sliders = adminCrud('slider', 'sliders', '轮播图', AdminSlider, SliderInput, {
  platform: z.enum(sliderPlatforms).optional(),
});
export const adminListSliders = sliders.list;
export const adminCreateSlider = sliders.create;
export const adminUpdateSlider = sliders.update;
export const adminDeleteSlider = sliders.remove;

export const navPlatforms = ['PC', 'h5'] as const;
export const AdminNav = ZNavItem.extend({ blank: z.boolean() });
export type TAdminNav = z.infer<typeof AdminNav>;
export const NavInput = z.object({
  name: adminLine('名称', 32),
  name_en: adminLine('英文名称', 64, { optional: true }),
  url: z
    .string()
    .trim()
    .min(1, '请输入链接')
    .max(500, '链接过长')
    .regex(/^(\/[^\s"'<>]*|https?:\/\/[^\s"'<>]+)$/, '链接须为站内路径或 http(s) 地址'),
  active_routes: adminLine('高亮路由', 200, { optional: true }),
  platform: z.enum(navPlatforms, { error: '平台错误' }),
  parent_id: refIdInput,
  sort: sortInput,
  blank: flag,
});
export type TNavInput = z.input<typeof NavInput>;
const navs = adminCrud('nav', 'navs', '导航', AdminNav, NavInput, {
  platform: z.enum(navPlatforms).optional(),
});
export const adminListNavs = navs.list;
export const adminCreateNav = navs.create;
export const adminUpdateNav = navs.update;
export const adminDeleteNav = navs.remove;
