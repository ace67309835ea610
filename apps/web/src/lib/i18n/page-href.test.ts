import { describe, expect, it } from 'vitest';
import { pageHref } from './index';

/* The address of a server-rendered page carries the interface language (decision 035). */
describe('pageHref', () => {
  it('adds lang=en or lang=cn to the page’s address, replacing one already there', () => {
    expect(pageHref('http://s.test/certificate/ABCD', 'en')).toBe('http://s.test/certificate/ABCD?lang=en');
    expect(pageHref('http://s.test/certificate/ABCD?lang=en', 'cn')).toBe(
      'http://s.test/certificate/ABCD?lang=cn',
    );
  });
});
