import { describe, expect, it } from 'vitest';
import { courseSectionsOf } from './home-blocks';

const course = { id: 1, title: 'Vue' } as never;

describe('the mobile home blocks', () => {
  it('uses the h5 course blocks, else the PC ones, skipping empty lists', () => {
    const h5 = [
      { id: 7, sign: 'h5-vod-v1', config_render: { title: '推荐课程', items: [course] } },
      { id: 8, sign: 'h5-vod-v1', config_render: { title: '空', items: [] } },
    ];
    const pc = [{ id: 2, sign: 'pc-vod-v1', config_render: { title: '热门', items: [course] } }];
    expect(courseSectionsOf(h5, pc)).toEqual([{ id: 7, title: '推荐课程', items: [course] }]);
    expect(courseSectionsOf([], pc)).toEqual([{ id: 2, title: '热门', items: [course] }]);
    expect(courseSectionsOf([], [])).toEqual([]);
  });
});
