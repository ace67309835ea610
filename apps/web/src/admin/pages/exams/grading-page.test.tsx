import type { adminExamGradingQueue } from '@shuyuan/contract/admin-exam-papers';
import type { Endpoint, EndpointData } from '@shuyuan/contract/endpoint';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeConsoleCalls, renderAdmin } from '../../test-support/render-admin';
import { GradingPage } from './grading-page';

vi.mock('../../admin-http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../admin-http')>()),
  callAdmin: vi.fn(),
}));

type Attempt = EndpointData<typeof adminExamGradingQueue>['data'][number];

const answer = (answer_id: number, stem: string, max_score: number, html: string) => ({
  answer_id,
  question_id: answer_id - 100,
  parent_id: 0,
  stem: `<p>${stem}</p>`,
  reference: `<p>${stem}的要点</p>`,
  max_score,
  answer: html,
});

const queue = (): Attempt[] => [
  {
    attempt_id: 21,
    attempt_no: 1,
    user_id: 5,
    nick_name: '小明',
    status: 'grading',
    submitted_at: 1_760_000_000_000,
    score: 2,
    answers: [
      answer(101, '简述慢启动', 5, '<p>指数增长<script>alert(1)</script></p>'),
      answer(102, '简述拥塞避免', 6, '<p>线性增长</p>'),
    ],
  },
  {
    attempt_id: 22,
    attempt_no: 2,
    user_id: 6,
    nick_name: '小红',
    status: 'grading',
    submitted_at: 1_760_000_100_000,
    score: 0,
    answers: [answer(103, '简述快重传', 10, '')],
  },
];

let waiting = queue();
/** A server whose queue loses each answer graded, and an attempt once none of it waits. */
async function fakeCallAdmin(endpoint: Endpoint, args: Record<string, unknown> = {}) {
  switch (endpoint.id) {
    case 'adminShowExamPaper':
      return { id: 7, title: '网络期中', questions: [] };
    case 'adminExamGradingQueue':
      return { total: waiting.length, data: waiting };
    case 'adminGradeExamAnswer': {
      const id = (args.params as { id: number }).id;
      const attempt = waiting.find((a) => a.answers.some((w) => w.answer_id === id));
      waiting = waiting
        .map((a) => ({ ...a, answers: a.answers.filter((w) => w.answer_id !== id) }))
        .filter((a) => a.answers.length > 0);
      const done = !waiting.some((a) => a.attempt_id === attempt?.attempt_id);
      return { attempt_status: done ? 'graded' : 'grading', attempt_score: 9.5 };
    }
    default:
      throw new Error(`unexpected call ${endpoint.id}`);
  }
}

const grades = () => calls.filter((c) => c.id === 'adminGradeExamAnswer').map((c) => c.args);
/** Types a score into the answer of this question and presses 提交评分. */
const grade = (question: string, score: string) => {
  const group = within(screen.getByRole('group', { name: question }));
  fireEvent.change(group.getByRole('spinbutton'), { target: { value: score } });
  fireEvent.click(group.getByRole('button', { name: '提交评分' }));
};

const calls = fakeConsoleCalls(fakeCallAdmin);

beforeEach(() => {
  waiting = queue();
});

const openQueue = async () => {
  renderAdmin(
    <GradingPage />,
    ['content.manage'],
    '/admin/exam/papers/7/grading',
    '/admin/exam/papers/:id/grading',
  );
  await screen.findByText('阅卷：网络期中');
  await screen.findByText('指数增长');
};

describe('grading queue', () => {
  it('shows each waiting answer with its question, the member’s answer as sanitised HTML and the reference', async () => {
    await openQueue();
    expect(screen.getByText('小明')).toBeTruthy();
    expect(screen.getByText('第 1 次')).toBeTruthy();
    expect(screen.getByText('待批改 2 道')).toBeTruthy();
    expect(screen.getByText('简述慢启动')).toBeTruthy();
    expect(await screen.findByText('简述慢启动的要点')).toBeTruthy();
    expect(document.body.innerHTML).not.toContain('<script');
    expect(screen.getByRole('spinbutton', { name: '得分（0 到 5 分）' })).toBeTruthy();
    expect(screen.getByText('（未作答）')).toBeTruthy();
  });

  it('sends the score; the answer leaves the queue, and its attempt with the last one', async () => {
    await openQueue();
    grade('简述慢启动', '4.5');
    await waitFor(() => expect(grades()).toHaveLength(1));
    expect(grades()[0]).toEqual({ params: { id: 101 }, body: { score: 4.5 } });
    await waitFor(() => expect(screen.queryByText('简述慢启动')).toBeNull());
    expect(screen.getByText('小明')).toBeTruthy();
    expect(await screen.findByText('已评分')).toBeTruthy();

    grade('简述拥塞避免', '6');
    await waitFor(() => expect(grades()).toHaveLength(2));
    expect(grades()[1]).toEqual({ params: { id: 102 }, body: { score: 6 } });
    await waitFor(() => expect(screen.queryByText('小明')).toBeNull());
    expect(await screen.findByText('该考试记录已阅完，得分 9.5')).toBeTruthy();
    expect(screen.getByText('小红')).toBeTruthy();

    grade('简述快重传', '0');
    await waitFor(() => expect(grades()).toHaveLength(3));
    expect(await screen.findByText('没有待批改的答卷')).toBeTruthy();
  });

  it('sends nothing before a score is typed', async () => {
    await openQueue();
    const buttons = screen.getAllByRole('button', { name: '提交评分' }) as HTMLButtonElement[];
    expect(buttons.every((b) => b.disabled)).toBe(true);
  });
});
