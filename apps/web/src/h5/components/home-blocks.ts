import type { TCourseListItem } from '@shuyuan/contract/catalogue';
import type { TDecorationBlock } from '@shuyuan/contract/content';
import { readVodBlock } from '#features/content';

export interface BlockLike {
  id: number;
  sign: string;
  config_render: TDecorationBlock['config_render'];
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
