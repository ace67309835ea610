import { describe, expect, it } from 'vitest';

/*
 * Every namespace is a pair of JSON files beside the code that reads it: `i18n/cn.json` + `i18n/en.json`, or
 * `i18n/<name>.cn.json` + `i18n/<name>.en.json` when a folder holds two (decision 027). A key in one language
 * but not the other would show a bare key (or crash a page) for half the visitors or administrators; a
 * placeholder in one language only would show `{{max}}` or drop the value; this finds both at test time.
 */
type Dictionary = Record<string, unknown>;
const files = import.meta.glob<Dictionary>('/src/**/i18n/*.json', { eager: true, import: 'default' });

/** The namespaces' files by language: `src/admin/pages/media/i18n/` → `{ cn, en }`. */
const pairs = new Map<string, { cn?: Dictionary; en?: Dictionary }>();
for (const [path, json] of Object.entries(files)) {
  const match = /^(.*\/i18n\/(?:[\w-]+\.)?)(cn|en)\.json$/.exec(path);
  if (!match) throw new Error(`${path}: not named cn.json / en.json`);
  const pair = pairs.get(match[1]) ?? {};
  pair[match[2] as 'cn' | 'en'] = json;
  pairs.set(match[1], pair);
}

/** Dotted key paths of a dictionary's leaves. */
function keyPaths(tree: Dictionary, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? keyPaths(value as Dictionary, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

/** The leaves by key path. */
function leaves(tree: Dictionary, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? leaves(value as Dictionary, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/**
 * i18next's plural forms (`count_one`, `count_other`): English needs them where Chinese has one string, so a
 * key and its forms are one key here.
 */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const pluralBase = (key: string) => key.replace(PLURAL_FORM, '');

/** Keys of `a` that `b` lacks, and of `b` that `a` lacks (plural forms counted as their key). */
function keyDifference(a: Dictionary, b: Dictionary) {
  const left = [...new Set(keyPaths(a).map(pluralBase))];
  const right = [...new Set(keyPaths(b).map(pluralBase))];
  return {
    onlyFirst: left.filter((k) => !right.includes(k)),
    onlySecond: right.filter((k) => !left.includes(k)),
  };
}

/** The `{{name}}` placeholders of a string, sorted. */
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

const CJK = /[\u3400-\u9fff\uff00-\uffef]/;

describe('strings', () => {
  it('reads every namespace of the console', () => {
    for (const folder of [
      '/src/admin/i18n/',
      '/src/admin/pages/blocks/i18n/',
      '/src/admin/pages/catalogue/i18n/',
      '/src/admin/pages/content/i18n/',
      '/src/admin/pages/courses/i18n/',
      '/src/admin/pages/courses/i18n/captions.',
      '/src/admin/pages/exams/i18n/',
      '/src/admin/pages/media/i18n/',
      '/src/admin/pages/media/i18n/transcodes.',
      '/src/admin/pages/members/i18n/',
      '/src/admin/pages/orders/i18n/',
      '/src/admin/pages/orders/i18n/refunds.',
      '/src/admin/pages/settings/i18n/',
      '/src/admin/pages/settings/payment/i18n/',
    ])
      expect([...pairs.keys()]).toContain(folder);
  });

  it('tells a key missing in either language', () => {
    expect(keyDifference({ a: 'x', n: { b: 'y' } }, { a: 'x', n: { c: 'z' } })).toEqual({
      onlyFirst: ['n.b'],
      onlySecond: ['n.c'],
    });
  });

  for (const [name, { cn, en }] of pairs) {
    it(`${name}: both languages exist`, () => {
      expect(cn, `${name}cn.json`).toBeDefined();
      expect(en, `${name}en.json`).toBeDefined();
    });
    if (!cn || !en) continue;

    it(`${name}: every key exists in cn and en`, () => {
      expect(keyDifference(cn, en)).toEqual({ onlyFirst: [], onlySecond: [] });
    });

    it(`${name}: the same placeholders in both languages, no empty string, no old {name} placeholder`, () => {
      // Each Chinese string against its English one, or against each of its English plural forms.
      const english = new Map<string, unknown[]>();
      for (const [key, value] of leaves(en))
        english.set(pluralBase(key), [...(english.get(pluralBase(key)) ?? []), value]);
      for (const [key, value] of leaves(cn)) {
        const others = english.get(pluralBase(key)) ?? [undefined];
        expect(typeof value, `${name}cn.json ${key}`).toBe('string');
        for (const other of others) {
          expect(typeof other, `${name}en.json ${key}`).toBe('string');
          for (const s of [value, other] as string[]) {
            expect(s.trim(), `${name} ${key}`).not.toBe('');
            expect(s.replace(/\{\{\s*\w+[^}]*\}\}/g, ''), `${name} ${key}`).not.toMatch(/\{\w+\}/);
          }
          expect(placeholders(other as string), `${name} ${key}`).toEqual(placeholders(value as string));
        }
      }
    });

    if (name.startsWith('/src/admin/'))
      it(`${name}: no Chinese left in the English strings`, () => {
        const untranslated = leaves(en).filter(([, v]) => typeof v === 'string' && CJK.test(v));
        expect(untranslated).toEqual([]);
      });
  }
});
