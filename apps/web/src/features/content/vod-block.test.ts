import type { TDecorationBlock } from '@shuyuan/contract/content';
import { describe, expect, it } from 'vitest';
import { readHtmlBlock, readSlides, readVodBlock } from './vod-block';

const block = (sign: string, config_render: TDecorationBlock['config_render']): TDecorationBlock => ({
  id: 1,
  platform: 'pc',
  page: 'pc-page-index',
  sign,
  sort: 1,
  config: '{}',
  config_render,
});

describe('reading decoration blocks', () => {
  it('reads the slides of the platform’s slider block, skipping pictureless ones', () => {
    const blocks = [
      block('code', { html: '<p>x</p>' }),
      block('pc-slider', [
        { src: '/a.svg', href: '/courses' },
        { src: '', href: '/none' },
      ]),
    ];
    expect(readSlides(blocks, 'pc-slider')).toEqual([{ src: '/a.svg', href: '/courses' }]);
    expect(readSlides(blocks, 'slider')).toEqual([]);
    expect(readSlides(undefined, 'pc-slider')).toEqual([]);
  });

  it('reads list and HTML blocks, and nothing from a slider’s array', () => {
    expect(readVodBlock({ title: '推荐', items: [] })).toEqual({ title: '推荐', items: [] });
    expect(readVodBlock([{ src: '/a.svg', href: '' }])).toBeNull();
    expect(readHtmlBlock({ html: '<p>x</p>' })).toBe('<p>x</p>');
    expect(readHtmlBlock([])).toBe('');
  });
});
