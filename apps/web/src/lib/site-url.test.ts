import { afterEach, describe, expect, it } from 'vitest';
import { detectHashMode, setHashMode, siteHref, siteRootUrl } from './site-url';

afterEach(() => setHashMode(false));

describe('site root URL (spec §2)', () => {
  it('chooses hash mode only for #/ addresses', () => {
    expect(detectHashMode('#/courses')).toBe(true);
    expect(detectHashMode('#/')).toBe(true);
    expect(detectHashMode('#main')).toBe(false);
    expect(detectHashMode('')).toBe(false);
  });

  it('is origin + / in history mode and origin + /#/ in hash mode', () => {
    setHashMode(false);
    expect(siteRootUrl('https://x.test')).toBe('https://x.test/');
    expect(siteHref('/login', 'https://x.test')).toBe('https://x.test/login');
    setHashMode(true);
    expect(siteRootUrl('https://x.test')).toBe('https://x.test/#/');
    expect(siteHref('/login?redirect=%2F', 'https://x.test')).toBe('https://x.test/#/login?redirect=%2F');
  });
});
