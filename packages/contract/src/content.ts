import { z } from 'zod';
import { ZCourseListItem } from './catalogue';
import { defineEndpoint } from './endpoint';

export const ZSlider = z.object({ thumb: z.string(), url: z.string(), sort: z.number().int(), platform: z.string() });

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
    platform: z.string({ message: '参数错误' }).min(1, { message: '参数错误' }).max(16, { message: '参数错误' }),
    page_name: z.string({ message: '参数错误' }).min(1, { message: '参数错误' }).max(64, { message: '参数错误' }),
  }),
  response: z.array(ZViewBlock),
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
