import { z } from 'zod';
import { ZActivateItem } from './activates';
import {
  ZCategoryPageQuery,
  ZCategoryRef,
  ZCategoryTree,
  ZCourseListItem,
  ZIdParams,
  ZMemberPageQuery,
} from './catalogue';
import { defineEndpoint } from './endpoint';
import { ZNumberedPage, ZPage } from './envelope';

export const ZSlider = z.object({
  thumb: z.string(),
  url: z.string(),
  sort: z.number().int(),
  platform: z.string(),
});

export const listSliders = defineEndpoint({
  id: 'listSliders',
  method: 'GET',
  path: '/api/v2/sliders',
  summary: 'Home carousel slides for a platform (PC, H5, MINI, APP; default APP)',
  area: 'content',
  auth: 'public',
  query: z.object({ platform: z.string().max(16).optional() }),
  response: z.array(ZSlider),
});

/**
 * A home-page block. `config_render` depends on `sign`:
 * - `pc-vod-v1` / `h5-vod-v1`: `{title, items: course list items}`
 * - `code`: `{html}` (sanitised on write and on read)
 * - `slider`: `{items: [{thumb, url}]}`
 * - `pc-activate-v1` / `h5-activate-v1` (offline-course grid): config `{title, items: [{id}]}` or
 *   `{title, limit}` (the next upcoming ones); rendered `{title, items: activate list items}`
 * - `pc-article-v1` / `h5-article-v1` (article list): config `{title, limit?, category_id?}`;
 *   rendered `{title, items: article list items}`, newest first (limit default 5, at most 20)
 * - `pc-announcement-v1` / `h5-announcement-v1`: config `{title, limit?}`; rendered `{title, items:
 *   [{id, title, created_at, view_times}]}`, newest first (limit default 5, at most 20)
 * Other signs (`grid-nav`, `image-group`, …) pass through: `config_render` is the decoded config.
 */
export const ZViewBlock = z.object({
  id: z.number().int(),
  platform: z.string(),
  page: z.string(),
  sign: z.string(),
  sort: z.number().int(),
  config: z.string(),
  config_render: z.record(z.string(), z.unknown()),
});
export type TViewBlock = z.infer<typeof ZViewBlock>;
export const ZVodBlockRender = z.object({ title: z.string(), items: z.array(ZCourseListItem) });

export const listPageBlocks = defineEndpoint({
  id: 'listPageBlocks',
  method: 'GET',
  path: '/api/v2/viewBlock/page/blocks',
  summary: 'Decoration blocks of a page, ordered by sort (pc-page-index, h5-page-index)',
  area: 'content',
  auth: 'public',
  query: z.object({
    platform: z.string().min(1).max(16),
    page_name: z.string().min(1).max(64),
  }),
  response: z.array(ZViewBlock),
});

/** A slide or picture of MeEdu's decoration blocks: the picture and where a tap goes. */
export const ZSlideLink = z.object({ src: z.string(), href: z.string() });
export type TSlideLink = z.infer<typeof ZSlideLink>;

/**
 * A block of GET /api/v2/decorationPage/blocks: MeEdu's current shapes (meedu-api.md §1.4 [HEAD]).
 * - `pc-slider` (PC home) and `slider` (H5 home): `config_render` is the slides, `[{src, href}]`. A page
 *   with no stored slider block gets one from the carousel slides (/api/v2/sliders: the page's platform,
 *   the H5 home falling back to the PC slides), with id 0.
 * - `grid-nav`: `{line_count, items: [{src, name, href}]}`; `image-group`: `{v, items: [{src, href}]}`.
 * - the rest as ZViewBlock. On an H5 page every stored in-site link is the /h5 twin (contract web-pages).
 */
export const ZDecorationBlock = ZViewBlock.extend({
  config_render: z.union([z.array(ZSlideLink), z.record(z.string(), z.unknown())]),
});
export type TDecorationBlock = z.infer<typeof ZDecorationBlock>;

export const BlocksMessage = { pageNameRequired: 'page_name参数不能为空' } as const;

export const listDecorationBlocks = defineEndpoint({
  id: 'listDecorationBlocks',
  method: 'GET',
  path: '/api/v2/decorationPage/blocks',
  summary:
    "A decoration page's blocks in MeEdu's current shapes (pc-page-index, h5-page-index); [] for an unknown page",
  area: 'content',
  auth: 'public',
  query: z.object({
    page_name: z
      .string({ message: BlocksMessage.pageNameRequired })
      .trim()
      .min(1, { message: BlocksMessage.pageNameRequired })
      .max(64),
  }),
  response: z.array(ZDecorationBlock),
});

export const ZAnnouncement = z.object({
  id: z.number().int(),
  admin_id: z.number().int(),
  title: z.string(),
  announcement: z.string().describe('HTML'),
  view_times: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const getLatestAnnouncement = defineEndpoint({
  id: 'getLatestAnnouncement',
  method: 'GET',
  path: '/api/v2/announcement/latest',
  summary: 'The newest announcement, or [] when there is none',
  area: 'content',
  auth: 'public',
  response: z.union([ZAnnouncement, z.array(z.never())]),
});

export const ZActivateBlockRender = z.object({ title: z.string(), items: z.array(ZActivateItem) });

export const listAnnouncements = defineEndpoint({
  id: 'listAnnouncements',
  method: 'GET',
  path: '/api/v2/announcements',
  summary: 'Announcements, newest first (size default 10)',
  area: 'content',
  auth: 'public',
  query: ZMemberPageQuery,
  response: ZPage(ZAnnouncement.omit({ admin_id: true, updated_at: true })),
});

export const getAnnouncement = defineEndpoint({
  id: 'getAnnouncement',
  method: 'GET',
  path: '/api/v2/announcement/:id',
  summary: 'One announcement; each read counts one view (view_times includes it)',
  area: 'content',
  auth: 'public',
  params: ZIdParams,
  response: ZAnnouncement,
});

export const ZArticleCategory = ZCategoryTree;

export const listArticleCategories = defineEndpoint({
  id: 'listArticleCategories',
  method: 'GET',
  path: '/api/v2/article_categories',
  summary: 'Shown article categories, two levels by sort',
  area: 'content',
  auth: 'public',
  response: z.array(ZArticleCategory),
});

export const ZArticleItem = z.object({
  id: z.number().int(),
  title: z.string(),
  thumb: z.string(),
  short_description: z.string(),
  author: z.string(),
  view_times: z.number().int(),
  category_id: z.number().int(),
  category: ZCategoryRef.nullable(),
  published_at: z.string().describe('YYYY-MM-DD HH:mm:ss'),
});
export type TArticleItem = z.infer<typeof ZArticleItem>;

export const listArticles = defineEndpoint({
  id: 'listArticles',
  method: 'GET',
  path: '/api/v2/articles',
  summary: 'Published articles, newest first; cid includes its children; 10 a page by default',
  area: 'content',
  auth: 'public',
  query: ZCategoryPageQuery,
  response: ZNumberedPage(ZArticleItem),
});

export const getArticle = defineEndpoint({
  id: 'getArticle',
  method: 'GET',
  path: '/api/v2/article/:id',
  summary: 'One article with its sanitised HTML; each read counts one view (view_times includes it)',
  area: 'content',
  auth: 'public',
  params: ZIdParams,
  response: ZArticleItem.extend({ render_content: z.string().describe('sanitised HTML') }),
});
