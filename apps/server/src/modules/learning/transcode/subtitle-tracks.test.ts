import { describe, expect, it } from 'vitest';
import { bcp47 } from './subtitle-tracks';

describe('caption languages', () => {
  it('names languages in BCP 47', () => {
    expect(['eng', 'chi', 'zho', 'fre', 'en', 'zh-cn', 'zh_hans', 'haw', 'x', null].map(bcp47)).toEqual([
      'en',
      'zh',
      'zh',
      'fr',
      'en',
      'zh-CN',
      'zh-Hans',
      'haw',
      null,
      null,
    ]);
  });
});
