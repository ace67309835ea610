import type { TCourseListItem } from '@shuyuan/contract/catalogue';
import { readVodBlock } from '#features/content';

export interface BlockLike {
  id: number;
  sign: string;
  config_render: Record<string, unknown>;
}

export interface Slide {
  thumb: string;
  url: string;
}

/** The slides of a `slider` block ({items: [{thumb, url}]}), those without a picture left out. */
export function slidesOf(blocks: readonly BlockLike[]): Slide[] {
  const block = blocks.find((b) => b.sign === 'slider');
  const items = block?.config_render.items;
  if (!Array.isArray(items)) return [];
  return items.flatMap((i: unknown) => {
    const { thumb, url } = (i ?? {}) as Record<string, unknown>;
    return typeof thumb === 'string' && thumb ? [{ thumb, url: typeof url === 'string' ? url : '' }] : [];
  });
}

export interface CourseSection {
  id: number;
  title: string;
  items: TCourseListItem[];
}

/** The course lists of a home page: h5-vod-v1 blocks, or pc-vod-v1 ones when the mobile home has none. */
export function courseSectionsOf(h5: readonly BlockLike[], pc: readonly BlockLike[]): CourseSection[] {
  const read = (blocks: readonly BlockLike[], sign: string) =>
    blocks
      .filter((b) => b.sign === sign)
      .flatMap((b) => {
        const vod = readVodBlock(b.config_render);
        return vod?.items.length ? [{ id: b.id, title: vod.title, items: vod.items }] : [];
      });
  const own = read(h5, 'h5-vod-v1');
  return own.length ? own : read(pc, 'pc-vod-v1');
}
