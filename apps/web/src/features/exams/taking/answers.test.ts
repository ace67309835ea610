import { ZExamAnswer } from '@shuyuan/contract/exam-papers';
import { describe, expect, it } from 'vitest';
import { everyType, part, question } from '../test-support/exam-api';
import {
  type Draft,
  decodeAnswer,
  draftsOf,
  encodeAnswer,
  htmlToText,
  isAnswered,
  textToHtml,
  unansweredCount,
} from './answers';

/* Answers as the contract wants them (decision 046): what saveExamAnswer takes for each type. */

describe('encodeAnswer', () => {
  const cases: [Parameters<typeof encodeAnswer>[0], Draft, unknown][] = [
    ['single', 2, 2],
    ['single', null, null],
    ['multiple', [2, 0, 2], [0, 2]],
    ['multiple', [], null],
    ['judge', false, false],
    ['judge', true, true],
    ['judge', null, null],
    ['fill', ['北京', ''], ['北京', '']],
    ['fill', ['  ', ''], null],
    ['short', 'a < b\n且 b > c', 'a &lt; b<br>且 b &gt; c'],
    ['short', '   ', null],
    ['composite', 1, null],
  ];
  it.each(cases)('%s %j → %j, which the contract accepts', (type, draft, wire) => {
    const encoded = encodeAnswer(type, draft);
    expect(encoded).toEqual(wire);
    expect(ZExamAnswer.safeParse(encoded).success).toBe(true);
  });

  it('counts a draft answered only when it encodes to something', () => {
    expect(isAnswered('single', 0)).toBe(true);
    expect(isAnswered('judge', false)).toBe(true);
    expect(isAnswered('multiple', [])).toBe(false);
    expect(isAnswered('fill', ['', ' '])).toBe(false);
    expect(isAnswered('short', undefined)).toBe(false);
  });
});

describe('decodeAnswer: a saved answer back on the page (a reload, another device)', () => {
  it('gives a fill-in one text per blank and a short answer its typed text', () => {
    expect(decodeAnswer({ type: 'fill', blanks: 3 }, ['甲'])).toEqual(['甲', '', '']);
    expect(decodeAnswer({ type: 'fill', blanks: 2 }, null)).toEqual(['', '']);
    expect(decodeAnswer({ type: 'short', blanks: 0 }, textToHtml('一行\n<两行> & 三'))).toBe(
      '一行\n<两行> & 三',
    );
    expect(htmlToText('<p>甲</p><p>乙</p>')).toBe('甲\n乙');
    expect(decodeAnswer({ type: 'multiple', blanks: 0 }, null)).toEqual([]);
    expect(decodeAnswer({ type: 'single', blanks: 0 }, 1)).toBe(1);
  });
});

describe('unansweredCount (交卷 says 还有N道题未做)', () => {
  it('counts top-level questions; a composite is done once all its parts are', () => {
    const questions = everyType();
    const drafts = draftsOf(questions);
    expect(unansweredCount(questions, drafts)).toBe(6);
    drafts.set(1, 0);
    drafts.set(4, ['x', '']);
    drafts.set(61, 1);
    expect(unansweredCount(questions, drafts)).toBe(4);
    drafts.set(62, false);
    expect(unansweredCount(questions, drafts)).toBe(3);
  });

  it('starts from the answers the server saved', () => {
    const questions = [
      question(part(1, 'single', { my_answer: 2 })),
      question(part(2, 'short', { my_answer: '<p>x</p>' })),
    ];
    expect(unansweredCount(questions, draftsOf(questions))).toBe(0);
  });
});
