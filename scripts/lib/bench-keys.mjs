// How `npm run bench` spreads its keys like real traffic (issue 21): a key set in order of popularity, drawn
// uniformly (every key as likely: the cache's worst case) or by Zipf's law with s = 1 (the key of rank r is
// drawn in proportion to 1/r: a few popular pages, a long tail), and the search vocabulary drawn from titles.
// Pure functions: scripts/test/bench.test.mjs checks them.
import { seededRandom } from './seeded-random.mjs';

/** A copy of `list` in a seeded random order: which ids are popular must not follow the id order. */
export function shuffled(list, seed = 21) {
  const out = [...list];
  const random = seededRandom(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Draws an index in [0, n) with P(i) ∝ 1/(i+1)^s: a cumulative table and a binary search per draw. */
export function zipfIndex(n, s = 1, random = Math.random) {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    sum += 1 / (i + 1) ** s;
    cdf[i] = sum;
  }
  return () => {
    const u = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cdf[mid] < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

export const PATTERNS = ['uniform', 'zipf'];

/** A function that draws one of `keys` (most popular first) by `pattern`. */
export function drawer(keys, pattern, random = Math.random) {
  if (!keys.length) throw new Error('no keys to draw from');
  if (pattern === 'uniform') return () => keys[Math.floor(random() * keys.length)];
  if (pattern === 'zipf') {
    const index = zipfIndex(keys.length, 1, random);
    return () => keys[index()];
  }
  throw new Error(`unknown key pattern ${pattern}`);
}

/**
 * Keys of a paged list in popularity order: every (filter, page) pair, page 1 of every filter first (in a
 * seeded order), then every page 2, and so on: visitors open first pages far more often than deep ones.
 * `filters` is a list of `{ query, pages }`.
 */
export function pagedKeys(filters, pathOf) {
  const order = shuffled(filters);
  const deepest = Math.max(0, ...order.map((f) => f.pages));
  const keys = [];
  for (let page = 1; page <= deepest; page++) {
    for (const f of order) if (page <= f.pages) keys.push(pathOf(f.query, page));
  }
  return keys;
}

const HAN = /^\p{Script=Han}+$/u;
const isWord = (w) => w.length >= 2 && !/^\d+$/.test(w);

/** Candidate words of one title: Latin words, whole runs of Han characters, and Han 2- and 3-grams. */
function wordsOf(title) {
  const whole = new Set();
  const grams = new Set();
  for (const run of title.match(
    /\p{Script=Han}+|[[\p{L}\p{N}]--\p{Script=Han}][[\p{L}\p{N}.+#\-]--\p{Script=Han}]*/gv,
  ) ?? []) {
    const w = run.replace(/[.+#-]+$/, '');
    if (!HAN.test(w)) {
      if (isWord(w)) whole.add(w);
      continue;
    }
    const chars = [...w];
    if (chars.length >= 2 && chars.length <= 6) whole.add(w);
    for (const n of [2, 3]) {
      for (let i = 0; i + n <= chars.length; i++) grams.add(chars.slice(i, i + n).join(''));
    }
  }
  return { whole, grams };
}

/**
 * At least `size` search words drawn from the content's titles, most frequent first (the popular searches):
 * whole words and runs first, then Han 2- and 3-grams (a Chinese query is often a part of a run, and the
 * search matches substrings). Numbers alone are left out: they name one row rather than a subject.
 */
export function vocabularyFrom(titles, size = 240) {
  const wholeCount = new Map();
  const gramCount = new Map();
  for (const title of titles) {
    const { whole, grams } = wordsOf(title);
    for (const w of whole) wholeCount.set(w, (wholeCount.get(w) ?? 0) + 1);
    for (const g of grams) if (!whole.has(g)) gramCount.set(g, (gramCount.get(g) ?? 0) + 1);
  }
  const ranked = (counts) =>
    [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([w]) => w);
  const words = ranked(wholeCount).slice(0, size);
  for (const g of ranked(gramCount)) {
    if (words.length >= size) break;
    if (!words.includes(g)) words.push(g);
  }
  return words;
}
