import type { ZVodBlockRender } from '@shuyuan/contract/content';
import type { z } from 'zod';

export type TVodBlockRender = z.output<typeof ZVodBlockRender>;

/**
 * `config_render` of a pc-vod-v1 / h5-vod-v1 block. Checked by hand: the browser bundle carries no zod
 * (decision 006), and the server already validated the block.
 */
export function readVodBlock(render: Record<string, unknown>): TVodBlockRender | null {
  const { title, items } = render;
  if (typeof title !== 'string' || !Array.isArray(items)) return null;
  return { title, items: items as TVodBlockRender['items'] };
}
