import { describe, expect, it } from 'vitest';

/*
 * Every console string file (`*-text.ts`) exports `texts = { cn, en }`. A key in one language but not the
 * other would show a blank (or crash a page) for half the administrators; this finds it at test time.
 */
type Dictionary = Record<string, unknown>;
const files = import.meta.glob<{ texts?: { cn: Dictionary; en: Dictionary } }>('./**/*-text.ts', {
  eager: true,
});

/** Dotted key paths of a dictionary's leaves (strings, or functions that build one). */
function keyPaths(tree: Dictionary, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? keyPaths(value as Dictionary, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function leaves(tree: Dictionary): unknown[] {
  return Object.values(tree).flatMap((value) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? leaves(value as Dictionary)
      : [value],
  );
}

/** Keys of `a` that `b` lacks, and of `b` that `a` lacks. */
function keyDifference(a: Dictionary, b: Dictionary) {
  const left = keyPaths(a);
  const right = keyPaths(b);
  return {
    onlyFirst: left.filter((k) => !right.includes(k)),
    onlySecond: right.filter((k) => !left.includes(k)),
  };
}

const CJK = /[\u3400-\u9fff\uff00-\uffef]/;

describe('console strings', () => {
  it('reads every text file of the console', () => {
    const names = Object.keys(files);
    for (const name of [
      './admin-text.ts',
      './pages/content/content-text.ts',
      './pages/catalogue/catalogue-text.ts',
      './pages/settings/settings-text.ts',
      './pages/blocks/blocks-text.ts',
      './pages/courses/courses-text.ts',
      './pages/settings/payment/payment-text.ts',
      './pages/orders/refunds-text.ts',
    ])
      expect(names).toContain(name);
  });

  it('tells a key missing in either language', () => {
    expect(keyDifference({ a: 'x', n: { b: 'y' } }, { a: 'x', n: { c: 'z' } })).toEqual({
      onlyFirst: ['n.b'],
      onlySecond: ['n.c'],
    });
  });

  for (const [file, module] of Object.entries(files)) {
    it(`${file}: every key exists in cn and en`, () => {
      expect(module.texts, `${file} exports texts = { cn, en }`).toBeDefined();
      const { cn, en } = module.texts as { cn: Dictionary; en: Dictionary };
      expect(keyDifference(cn, en)).toEqual({ onlyFirst: [], onlySecond: [] });
    });

    it(`${file}: no empty label, and no Chinese left in the English strings`, () => {
      const { cn, en } = module.texts as { cn: Dictionary; en: Dictionary };
      for (const value of [...leaves(cn), ...leaves(en)])
        if (typeof value === 'string') expect(value.trim()).not.toBe('');
      const untranslated = leaves(en).filter((v) => typeof v === 'string' && CJK.test(v));
      expect(untranslated).toEqual([]);
    });
  }
});
