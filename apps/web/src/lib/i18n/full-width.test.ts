import { describe, expect, it } from 'vitest';
import { en } from './en';

/*
 * English text uses ASCII punctuation (issue 19, decision 035): a full-width comma, colon, bracket or space
 * left from the Chinese reads wrong in English. The server's catalogue has the same test in the contract.
 */
type Dictionary = Record<string, unknown>;
const files = import.meta.glob<Dictionary>('/src/**/i18n/*en.json', { eager: true, import: 'default' });

/** CJK symbols and punctuation (、。「」【】, the ideographic space) and the full-width forms (，：（）！？). */
const FULL_WIDTH = /[\u3000-\u303f\uff00-\uffef]/;

function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree as Dictionary).flatMap(([key, value]) =>
    leaves(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('English strings', () => {
  it('finds the namespaces', () => {
    expect(Object.keys(files).length).toBeGreaterThan(15);
    expect(FULL_WIDTH.test('a，b')).toBe(true);
    expect(FULL_WIDTH.test('a, b: (c)')).toBe(false);
  });

  for (const [path, json] of [...Object.entries(files), ['lib/i18n/en.ts', en] as const]) {
    it(`${path}: no full-width punctuation`, () => {
      expect(leaves(json).filter(([, text]) => FULL_WIDTH.test(text))).toEqual([]);
    });
  }
});
