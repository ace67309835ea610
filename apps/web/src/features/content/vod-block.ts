import type { TActivateItem } from '@shuyuan/contract/activates';
import type { TArticleItem, TDecorationBlock, TSlideLink, ZVodBlockRender } from '@shuyuan/contract/content';
import type { z } from 'zod';

export type TVodBlockRender = z.output<typeof ZVodBlockRender>;

/**
 * `config_render` of the home-page blocks (contract content.ts). Checked by hand: the browser bundle carries
 * no zod (decision 006), and the server already validated the block.
 */
function readList<T>(render: TDecorationBlock['config_render']): { title: string; items: T[] } | null {
  if (Array.isArray(render)) return null;
  const { title, items } = render;
  if (typeof title !== 'string' || !Array.isArray(items)) return null;
  return { title, items: items as T[] };
}

/** pc-vod-v1 / h5-vod-v1: `{title, items: course list items}`. */
export const readVodBlock = (render: TDecorationBlock['config_render']): TVodBlockRender | null =>
  readList<TVodBlockRender['items'][number]>(render);

/** pc-activate-v1: `{title, items: activate list items}`. */
export const readActivateBlock = (render: TDecorationBlock['config_render']) =>
  readList<TActivateItem>(render);

/** pc-article-v1: `{title, items: article list items}`. */
export const readArticleBlock = (render: TDecorationBlock['config_render']) => readList<TArticleItem>(render);

/** pc-announcement-v1: `{title, items: [{id, title, created_at, view_times}]}`. */
export const readAnnouncementBlock = (render: TDecorationBlock['config_render']) =>
  readList<{ id: number; title: string; created_at: string; view_times: number }>(render);

/** `code`: `{html}`, sanitised by the server on write and on read. */
export const readHtmlBlock = (render: TDecorationBlock['config_render']): string =>
  !Array.isArray(render) && typeof render.html === 'string' ? render.html : '';

/** `pc-slider` / `slider` (MeEdu's current shape): the slides `[{src, href}]`, pictureless ones left out. */
export function readSlides(
  blocks: readonly TDecorationBlock[] | undefined,
  sign: 'pc-slider' | 'slider',
): TSlideLink[] {
  const render = blocks?.find((b) => b.sign === sign)?.config_render;
  return Array.isArray(render) ? render.filter((s) => s.src) : [];
}
