import { describe, expect, it } from 'vitest';
import { grade } from './grade';
import { normalizeAnswer } from './normalize-answer';
import type { GradableQuestion } from './types';

const right = (score: number) => ({ score, correct: true, needsManualGrading: false });
const none = { score: 0, correct: false, needsManualGrading: false };

describe('single choice and true/false', () => {
  const single: GradableQuestion = { type: 'single', score: 2, answer: 1 };
  it('earns the score for the right option only', () => {
    expect(grade(single, 1)).toEqual(right(2));
    expect(grade(single, 0)).toEqual(none);
  });
  it('earns nothing for an answer of the wrong shape or none', () => {
    for (const answer of ['1', [1], null, undefined, 1.5, true, {}])
      expect(grade(single, answer)).toEqual(none);
  });
  it('grades true/false by the boolean', () => {
    const judge: GradableQuestion = { type: 'judge', score: 1, answer: false };
    expect(grade(judge, false)).toEqual(right(1));
    expect(grade(judge, true)).toEqual(none);
    expect(grade(judge, 0)).toEqual(none);
    expect(grade(judge, 'false')).toEqual(none);
  });
});

describe('multiple choice', () => {
  const strict: GradableQuestion = { type: 'multiple', score: 4, answer: [0, 2, 3], partial_score: 0 };
  const lenient: GradableQuestion = { ...strict, partial_score: 2 };
  it('earns the score only for exactly the right options, in any order, repeats counted once', () => {
    expect(grade(strict, [3, 0, 2])).toEqual(right(4));
    expect(grade(strict, [0, 2, 3, 3])).toEqual(right(4));
  });
  it('earns the partial score for some right options and no wrong one, which is not correct', () => {
    expect(grade(strict, [0, 2])).toEqual(none);
    expect(grade(lenient, [0, 2])).toEqual({ score: 2, correct: false, needsManualGrading: false });
    expect(grade(lenient, [3])).toEqual({ score: 2, correct: false, needsManualGrading: false });
  });
  it('earns nothing once a wrong option is chosen, or nothing is', () => {
    expect(grade(lenient, [0, 1])).toEqual(none);
    expect(grade(lenient, [0, 1, 2, 3])).toEqual(none);
    expect(grade(lenient, [0, 9])).toEqual(none);
    expect(grade(lenient, [])).toEqual(none);
    expect(grade(lenient, 0)).toEqual(none);
    expect(grade(lenient, ['0', '2'])).toEqual(none);
  });
});

describe('fill in the blanks', () => {
  const fill: GradableQuestion = {
    type: 'fill',
    score: 3,
    answer: [['北京', 'Beijing', 'Peking'], ['TCP/IP'], ['42']],
  };
  it('accepts any alternative of each blank, trimmed, Latin without case, full width as half width', () => {
    expect(grade(fill, ['  beijing ', 'tcp/ip', '４２'])).toEqual(right(3));
    expect(grade(fill, ['北京', 'ＴＣＰ／ＩＰ', '42'])).toEqual(right(3));
    expect(grade(fill, ['PEKING', 'Tcp/Ip', ' 42\u3000'])).toEqual(right(3));
  });
  it('splits the score per blank, rounded down to hundredths, never more than the score', () => {
    expect(grade(fill, ['北京', 'udp', '42'])).toEqual({
      score: 2,
      correct: false,
      needsManualGrading: false,
    });
    expect(grade(fill, ['北京', '', ''])).toEqual({ score: 1, correct: false, needsManualGrading: false });
    const seven: GradableQuestion = { type: 'fill', score: 2, answer: [['a'], ['b'], ['c']] };
    expect(grade(seven, ['a', 'x', 'x']).score).toBe(0.66);
    expect(grade(seven, ['a', 'b', 'x']).score).toBe(1.33);
    expect(grade(seven, ['a', 'b', 'c'])).toEqual(right(2));
  });
  it('compares blank by blank in order, and earns nothing for missing blanks or a wrong shape', () => {
    expect(grade(fill, ['TCP/IP', '北京', '42']).score).toBe(1);
    expect(grade(fill, ['北京'])).toEqual({ score: 1, correct: false, needsManualGrading: false });
    expect(grade(fill, '北京')).toEqual(none);
    expect(grade(fill, [1, null, {}])).toEqual(none);
  });
  it('keeps the case of non-Latin letters and the inner space as one', () => {
    expect(normalizeAnswer('Δ')).not.toBe(normalizeAnswer('δ'));
    expect(normalizeAnswer('  New \t  York ')).toBe('new york');
    expect(normalizeAnswer('ＡＢＣ１２３，')).toBe('abc123,');
  });
});

describe('short answer', () => {
  const short: GradableQuestion = { type: 'short', score: 10 };
  it('waits for a person when something was written', () => {
    expect(grade(short, '<p>TCP 三次握手</p>')).toEqual({
      score: 0,
      correct: false,
      needsManualGrading: true,
    });
    expect(grade(short, '<p><img src="/storage/a.png"></p>').needsManualGrading).toBe(true);
  });
  it('earns nothing and waits for no one when left empty', () => {
    for (const answer of ['', '  ', '<p>&nbsp;</p>', undefined, 3])
      expect(grade(short, answer)).toEqual(none);
  });
});

describe('composite', () => {
  const composite: GradableQuestion = {
    type: 'composite',
    children: [
      { type: 'single', score: 2, answer: 0 },
      { type: 'fill', score: 4, answer: [['x'], ['y']] },
      { type: 'judge', score: 1, answer: true },
    ],
  };
  it('is the sum of its sub-questions, correct only when each is', () => {
    expect(grade(composite, [0, ['x', 'y'], true])).toMatchObject(right(7));
    const some = grade(composite, [0, ['x', 'n'], false]);
    expect(some).toMatchObject({ score: 4, correct: false, needsManualGrading: false });
    expect(some.parts?.map((p) => p.score)).toEqual([2, 2, 0]);
  });
  it('waits for a person when a sub-question is a short answer that was given', () => {
    const withShort: GradableQuestion = {
      type: 'composite',
      children: [
        { type: 'judge', score: 1, answer: true },
        { type: 'short', score: 5 },
      ],
    };
    expect(grade(withShort, [true, '因为……'])).toMatchObject({
      score: 1,
      correct: false,
      needsManualGrading: true,
    });
    expect(grade(withShort, [true])).toMatchObject({ score: 1, needsManualGrading: false });
  });
  it('earns nothing for an answer that is not a list', () => {
    expect(grade(composite, 'x')).toMatchObject(none);
  });
});
