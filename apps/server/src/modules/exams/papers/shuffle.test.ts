import { describe, expect, it } from 'vitest';
import { toShown, toStored } from './answer-shapes';
import type { PaperQuestion } from './paper-questions';
import { drawOrder, inAttemptOrder, optionOrderOf, readOrder, seededShuffle } from './shuffle';

/* The attempt's shuffle (decision 046), checked by seed: no test here depends on chance. */

const question = (id: number, options = 4): PaperQuestion => ({
  id,
  type: 'single',
  stem: `q${id}`,
  explanation: '',
  options: Array.from({ length: options }, (_, i) => `o${i}`),
  key: 1,
  score: 2,
  partial: 0,
  children: [],
});
const ids = [11, 12, 13, 14, 15, 16, 17, 18];
const isPermutation = (order: number[], of: number[]) =>
  expect([...order].sort((a, b) => a - b)).toEqual([...of].sort((a, b) => a - b));

describe('seededShuffle', () => {
  it('is a permutation, the same for the same seed, and different for these two seeds', () => {
    const a = seededShuffle(ids, 12345);
    isPermutation(a, ids);
    expect(seededShuffle(ids, 12345)).toEqual(a);
    const b = seededShuffle(ids, 54321);
    isPermutation(b, ids);
    expect(b).not.toEqual(a);
    expect(ids).toEqual([11, 12, 13, 14, 15, 16, 17, 18]);
  });

  it('moves things about: over 50 seeds, every position holds more than one item', () => {
    const seen = ids.map(() => new Set<number>());
    for (let seed = 1; seed <= 50; seed++)
      seededShuffle(ids, seed).forEach((v, i) => {
        seen[i]?.add(v);
      });
    for (const s of seen) expect(s.size).toBeGreaterThan(1);
  });
});

describe('drawOrder', () => {
  const questions = ids.map((id) => question(id));
  const flags = { shuffleQuestions: true, shuffleOptions: true };

  it('keeps the paper’s order and the options’ when the paper does not shuffle', () => {
    const order = drawOrder(questions, { shuffleQuestions: false, shuffleOptions: false }, null, 7);
    expect(order).toEqual({ questions: ids, options: {} });
  });

  it('shuffles questions and each choice question’s options, as permutations', () => {
    const order = drawOrder(questions, flags, null, 99);
    isPermutation(order.questions, ids);
    for (const q of questions) isPermutation(order.options[q.id] ?? [], [0, 1, 2, 3]);
  });

  it('never repeats the previous attempt’s question order', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const previous = seededShuffle(ids, seed);
      expect(drawOrder(questions, flags, previous, seed).questions).not.toEqual(previous);
    }
  });

  it('reads a stored order back, and anything malformed as the paper’s own', () => {
    const order = drawOrder(questions, flags, null, 5);
    const read = readOrder(JSON.stringify(order.questions), JSON.stringify(order.options));
    expect(inAttemptOrder(questions, read).map((q) => q.id)).toEqual(order.questions);
    const broken = readOrder('nope', '{"11":[0,0,1,2]}');
    expect(inAttemptOrder(questions, broken).map((q) => q.id)).toEqual(ids);
    expect(optionOrderOf(broken, question(11))).toEqual([0, 1, 2, 3]);
  });
});

describe('answers between the shown order and the stored one', () => {
  it('maps a shown position to the question’s own index and back', () => {
    const q = question(1);
    const order = [2, 0, 3, 1];
    // The right option (index 1) is shown last.
    expect(toStored(q, 3, order)).toBe(1);
    expect(toShown(q, 1, order)).toBe(3);
    const multi: PaperQuestion = { ...q, type: 'multiple', key: [0, 3] };
    expect(toStored(multi, [3, 1, 1], order)).toEqual([0, 1]);
    expect(toShown(multi, [0, 3], order)).toEqual([1, 2]);
  });

  it('refuses a shape that does not fit the type', () => {
    const q = question(1);
    for (const bad of [4, -1, 1.5, '1', [1], true])
      expect(() => toStored(q, bad, [0, 1, 2, 3])).toThrow('答案格式错误');
    const fill: PaperQuestion = { ...q, type: 'fill', key: [['a'], ['b']] };
    expect(() => toStored(fill, ['a', 'b', 'c'], [])).toThrow('答案格式错误');
    expect(toStored(fill, ['a'], [])).toEqual(['a']);
    expect(toStored({ ...q, type: 'short', key: '' }, '<p onclick="x()">答</p>', [])).toBe('<p>答</p>');
  });
});
