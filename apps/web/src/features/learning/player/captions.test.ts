import { describe, expect, it } from 'vitest';
import { cueLines, cueTopPercent, preferredCaption } from './captions';

describe('preferredCaption', () => {
  const tracks = [{ lang: 'en' }, { lang: 'zh-CN' }];
  it('takes the track in the site language', () => {
    expect(preferredCaption(tracks, 'cn')).toBe(1);
    expect(preferredCaption(tracks, 'zh-CN')).toBe(1);
    expect(preferredCaption(tracks, 'en')).toBe(0);
    expect(preferredCaption([{ lang: 'ja' }, { lang: 'EN-us' }], 'en')).toBe(1);
  });
  it('falls back to the first track', () => {
    expect(preferredCaption([{ lang: 'ja' }, { lang: 'fr' }], 'cn')).toBe(0);
    expect(preferredCaption([], 'cn')).toBe(0);
  });
});

describe('cueLines', () => {
  it('drops cue tags and reads entities, one entry per line', () => {
    expect(cueLines('<v 老师>你好，<i>同学</i></v>\n<c.red>a &lt; b</c> &amp; <00:00:01.000>c')).toEqual([
      '你好，同学',
      'a < b & c',
    ]);
    expect(cueLines('<script>alert(1)</script>ok')).toEqual(['alert(1)ok']);
    expect(cueLines('\n\n')).toEqual([]);
  });
});

describe('cueTopPercent', () => {
  it('honours a percentage line and leaves every other cue at the bottom', () => {
    expect(cueTopPercent({ line: 55, snapToLines: false })).toBe(55);
    expect(cueTopPercent({ line: 'auto', snapToLines: true })).toBeNull();
    expect(cueTopPercent({ line: -2, snapToLines: true })).toBeNull();
  });
});
