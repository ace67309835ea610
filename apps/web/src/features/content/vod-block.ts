import type { TActivateItem } from '@shuyuan/contract/activates';
import type { TArticleItem, ZVodBlockRender } from '@shuyuan/contract/content';
import type { z } from 'zod';

export type TVodBlockRender = z.output<typeof ZVodBlockRender>;

/**
 * `config_render` of the home-page blocks (contract content.ts). Checked by hand: the browser bundle carries
 * no zod (decision 006), and the server already validated the block.
 */
function readList<T>(render: Record<string, unknown>): { title: string; items: T[] } | null {
  const { title, items } = render;
  if (typeof title !== 'string' || !Array.isArray(items)) return null;
  return { title, items: items as T[] };
}

/** pc-vod-v1 / h5-vod-v1: `{title, items: course list items}`. */
export const readVodBlock = (render: Record<string, unknown>): TVodBlockRender | null =>
  readList<TVodBlockRender['items'][number]>(render);

/** pc-activate-v1: `{title, items: activate list items}`. */
export const readActivateBlock = (render: Record<string, unknown>) => readList<TActivateItem>(render);

/** pc-article-v1: `{title, items: article list items}`. */
export const readArticleBlock = (render: Record<string, unknown>) => readList<TArticleItem>(render);

/** pc-announcement-v1: `{title, items: [{id, title, created_at, view_times}]}`. */
export const readAnnouncementBlock = (render: Record<string, unknown>) =>
  readList<{ id: number; title: string; created_at: string; view_times: number }>(render);
