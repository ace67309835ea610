import { describe, expect, it } from 'vitest';
import { hitPath, plainText, readSearchType, splitHighlight } from './search';

describe('splitHighlight', () => {
  it('marks every keyword, case-insensitively, in Chinese and English', () => {
    expect(splitHighlight('Vue 3 从入门到实战', 'vue 入门')).toEqual([
      { text: 'Vue', hit: true },
      { text: ' 3 从', hit: false },
      { text: '入门', hit: true },
      { text: '到实战', hit: false },
    ]);
  });
  it('treats regex characters as text and leaves text without a match alone', () => {
    expect(splitHighlight('C++ (进阶)', 'c++')).toEqual([
      { text: 'C++', hit: true },
      { text: ' (进阶)', hit: false },
    ]);
    expect(splitHighlight('Go 微服务', 'rust')).toEqual([{ text: 'Go 微服务', hit: false }]);
    expect(splitHighlight('', 'x')).toEqual([]);
  });
});

describe('search results', () => {
  it('links each type to its page', () => {
    expect(hitPath({ resource_type: 'vod', resource_id: 3 })).toBe('/courses/detail/3');
    expect(hitPath({ resource_type: 'video', resource_id: 8 })).toBe('/courses/video/8');
    expect(hitPath({ resource_type: 'activate', resource_id: 2 })).toBe('/activates/detail/2');
    expect(hitPath({ resource_type: 'article', resource_id: 5 })).toBe('/articles/detail/5');
  });
  it('reads the tab from the address, unknown types meaning all', () => {
    expect(readSearchType('article')).toBe('article');
    expect(readSearchType('hack')).toBe('');
    expect(readSearchType(null)).toBe('');
  });
  it('drops markup from snippets', () => {
    expect(plainText('学习 <em>Vue</em> &amp; Vite')).toBe('学习 Vue & Vite');
    expect(plainText('plain')).toBe('plain');
  });
});
