import { z } from 'zod';
import { zQueryInt } from './catalogue';
import { defineEndpoint } from './endpoint';

export const SEARCH_TYPES = ['vod', 'video', 'activate', 'article'] as const;
export type TSearchType = (typeof SEARCH_TYPES)[number];
/** The kinds MeEdu's own clients know; a search that names no type answers only these unless `kinds=all`. */
export const MEEDU_SEARCH_TYPES: readonly TSearchType[] = ['vod', 'video'];

/** MeEdu's /api/v3/search hit; `p` is the matched snippet (plain text, the client highlights). */
export const ZSearchHit = z.object({
  id: z.number().int().describe('id of the search document'),
  resource_id: z.number().int(),
  resource_type: z.enum(SEARCH_TYPES),
  title: z.string(),
  short_desc: z.string(),
  thumb: z.string(),
  charge: z.number(),
  created_at: z.string(),
  p: z.string(),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;

export const search = defineEndpoint({
  id: 'search',
  method: 'GET',
  path: '/api/v3/search',
  summary:
    'Courses (vod), videos, offline courses (activate) and articles matching every word of `keywords`, ' +
    "title matches first; at most 200 hits, 10 a page by default. Without a type, MeEdu's kinds only " +
    "(vod, video: its clients know no other) unless kinds=all (the storefront's 全部)",
  area: 'catalogue',
  auth: 'public',
  query: z.object({
    keywords: z
      .string({ message: '请输入关键字' })
      .trim()
      .min(1, { message: '请输入关键字' })
      .max(64, { message: '关键字过长' }),
    type: z.union([z.enum(SEARCH_TYPES), z.literal(''), z.literal('0')]).optional(),
    kinds: z.literal('all').optional(),
    page: zQueryInt().optional(),
    size: zQueryInt(1, 100).optional(),
  }),
  response: z.object({ total: z.number().int(), data: z.array(ZSearchHit) }),
});
