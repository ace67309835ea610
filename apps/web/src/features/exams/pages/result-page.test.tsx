import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '#lib/i18n/index';
import { installForEachTest } from '#web-test/fake-api';
import type { TAttemptResult } from '../api/attempts';
import { fakeExamApi, part, sheetOf } from '../test-support/exam-api';
import { renderExam } from '../test-support/render-exam';
import { ResultPage } from './result-page';

/* The result (issue 23, decision 046): the score, 等待阅卷 while grading, and keys only when the API gives them. */

const fake = fakeExamApi();
const api = fake.api;
const open = () =>
  renderExam('/exam/attempts/41/result', { '/exam/attempts/:attemptId/result': <ResultPage /> });

type Q = TAttemptResult['questions'][number];
const line = (p: ReturnType<typeof part>, over: Partial<Q>): Q => ({
  ...p,
  earned: 0,
  correct: false,
  needs_grading: false,
  answer: null,
  explanation: null,
  children: [],
  ...over,
});

function resultOf(shown: boolean, status: 'graded' | 'grading' = 'graded'): TAttemptResult {
  const head = sheetOf([], {
    status,
    score: 2,
    passed: status === 'graded' ? false : null,
    submitted_at: Date.now(),
  });
  return {
    attempt: head.attempt,
    paper: { ...head.paper, show_answers_after: shown ? 'submit' : 'graded' },
    now: head.now,
    answers_shown: shown,
    questions: [
      line(part(1, 'single', { my_answer: 1 }), {
        earned: 0,
        answer: shown ? 2 : null,
        explanation: shown ? '<p>因为丙最大</p>' : null,
      }),
      line(part(3, 'judge', { my_answer: true }), { earned: 2, correct: true, answer: shown ? true : null }),
      line(part(5, 'short', { my_answer: '<p>我的论述</p>' }), {
        needs_grading: status === 'grading',
        answer: shown ? '<p>参考要点</p>' : null,
      }),
    ],
  };
}

beforeAll(async () => {
  await initI18n('cn');
});
installForEachTest(fake);

/** The result's option whose text is `text` (the list item the classes mark). */
const option = (text: string) => screen.getAllByText(text)[0]?.closest('li') as HTMLElement;

describe('/exam/attempts/:attemptId/result', () => {
  it('shows the score, pass or fail, each answer, and the keys and explanations the API gives', async () => {
    api.result = resultOf(true);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '期中测验' })).toBeTruthy();
    expect(screen.getByText('不及格')).toBeTruthy();
    expect(screen.getByText('满分 20 分，及格 12 分')).toBeTruthy();
    const keys = screen.getAllByText('正确答案');
    expect(keys).toHaveLength(2);
    const first = keys[0]?.closest('dl') as HTMLElement;
    expect(within(first).getByText('B')).toBeTruthy();
    expect(within(first).getByText('C')).toBeTruthy();
    expect(await within(first).findByText('因为丙最大')).toBeTruthy();
    expect(screen.getByText('参考答案')).toBeTruthy();
    expect(await screen.findByText('参考要点')).toBeTruthy();
    expect(screen.getByText('回答正确')).toBeTruthy();
    expect(screen.queryByText('本试卷不公布答案与解析')).toBeNull();
    // The member chose 乙, the key is 丙: the choice is marked wrong, the key right.
    expect(option('乙').className).toBe('is-mine is-wrong');
    expect(option('丙').className).toBe('is-key');
  });

  it('keeps keys and explanations out when the API holds them back, and says why', async () => {
    api.result = resultOf(false);
    open();
    expect(await screen.findByText('阅卷完成后可查看答案与解析')).toBeTruthy();
    expect(screen.queryByText('正确答案')).toBeNull();
    expect(screen.queryByText('参考答案')).toBeNull();
    expect(screen.queryByText('解析')).toBeNull();
    // The member's own answers still show; a choice is marked, not called wrong, while the key is hidden.
    expect(screen.getAllByText('你的答案')).toHaveLength(3);
    expect(option('乙').className).toBe('is-mine');
  });

  it('while a written answer waits for a teacher: MeEdu’s words, the objective points, 待批改', async () => {
    api.result = resultOf(false, 'grading');
    open();
    expect(await screen.findByText('此次在线考试包含主观题，等待老师阅卷后查看成绩')).toBeTruthy();
    expect(screen.getByText('等待阅卷')).toBeTruthy();
    expect(screen.getByText('客观题得分 2 分')).toBeTruthy();
    expect(screen.getByText('待批改')).toBeTruthy();
    expect(screen.queryByText('不及格')).toBeNull();
  });
});
