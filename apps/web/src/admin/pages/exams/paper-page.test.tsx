import type { TAdminExamCategory, TAdminQuestion } from '@shuyuan/contract/admin-exams';
import type { Endpoint } from '@shuyuan/contract/endpoint';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeConsoleCalls, renderAdmin } from '../../test-support/render-admin';
import { PaperPage } from './paper-page';
import type { PaperDetail } from './paper-queries';
import { adminPaper, adminQuestion } from './test-support/exam-fixtures';

vi.mock('../../admin-http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../admin-http')>()),
  callAdmin: vi.fn(),
}));

const CATEGORIES: TAdminExamCategory[] = [
  { id: 1, name: '计算机网络', parent_id: 0, sort: 0, questions_count: 3 },
];

const bank = (id: number, stem: string, over: Partial<TAdminQuestion> = {}): TAdminQuestion =>
  adminQuestion(id, { stem: `<p>${stem}</p>`, options: ['<p>a</p>', '<p>b</p>'], ...over });

const BANK = [
  bank(3, '哪个协议可靠'),
  bank(11, 'TCP 握手几次'),
  bank(12, '简述拥塞控制', { type: 'short', score: 10 }),
];

const detail = (over: Partial<PaperDetail> = {}): PaperDetail => ({
  ...adminPaper(7, {
    category_id: 1,
    title: '网络期中',
    time_limit: 60,
    pass_score: 6,
    total_score: 8,
    questions_count: 2,
  }),
  questions: [
    {
      question_id: 3,
      type: 'single',
      stem: '<p>哪个协议可靠</p>',
      score: 5,
      question_score: 2,
      overridden: true,
    },
    {
      question_id: 4,
      type: 'composite',
      stem: '<p>阅读材料</p>',
      score: 3,
      question_score: 3,
      overridden: false,
    },
  ],
  ...over,
});

let paper = detail();
async function fakeCallAdmin(endpoint: Endpoint, args: Record<string, unknown> = {}) {
  switch (endpoint.id) {
    case 'adminShowExamPaper':
      return paper;
    case 'adminListExamCategories':
      return CATEGORIES;
    case 'adminListQuestions':
      return { total: BANK.length, data: BANK };
    case 'adminSetExamPaperQuestions': {
      // As the server does: the paper now holds the list sent, in its order (the page reads it again).
      const sent = (args.body as { questions: { question_id: number; score: number }[] }).questions;
      const held = (id: number) => paper.questions.find((q) => q.question_id === id);
      if (sent.every((q) => held(q.question_id)))
        paper = {
          ...paper,
          questions: sent.map(({ question_id, score }) => {
            const q = held(question_id) as PaperDetail['questions'][number];
            // 0 is the bank's score.
            return { ...q, score: score || q.question_score, overridden: score > 0 };
          }),
        };
      return { total_score: 25, questions_count: 4 };
    }
    default:
      throw new Error(`unexpected call ${endpoint.id}`);
  }
}

const sent = () =>
  calls.find((c) => c.id === 'adminSetExamPaperQuestions')?.args.body as {
    questions: { question_id: number; score: number }[];
  };
const openPaper = async () => {
  renderAdmin(<PaperPage />, ['content.manage'], '/admin/exam/papers/7', '/admin/exam/papers/:id');
  await screen.findByText('哪个协议可靠');
};

const calls = fakeConsoleCalls(fakeCallAdmin);

beforeEach(() => {
  paper = detail();
});

describe('a paper’s questions', () => {
  it('lists them in order with the paper’s scores and the total', async () => {
    await openPaper();
    expect(screen.getByText('合计 2 道 · 总分 8')).toBeTruthy();
    const first = screen.getByRole('spinbutton', { name: '第 1 题的本卷分值' }) as HTMLInputElement;
    expect(first.value).toBe('5');
    // A composite's score is its sub-questions': no override.
    expect((screen.getByRole('spinbutton', { name: '第 2 题的本卷分值' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('adds the questions ticked in the bank after those it holds, and saves their ids in order', async () => {
    await openPaper();
    fireEvent.click(screen.getByRole('button', { name: /从题库添加/ }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('TCP 握手几次');
    const tick = (id: number) =>
      within(dialog.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement).getByRole('checkbox');
    // The question the paper holds already cannot be ticked again.
    expect((tick(3) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(tick(11));
    fireEvent.click(tick(12));
    fireEvent.click(within(dialog).getByRole('button', { name: '添加所选（2）' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /完\s?成/ }));
    await screen.findByText('简述拥塞控制');
    expect(screen.getByText('合计 4 道 · 总分 20')).toBeTruthy();
    expect(screen.getByText('有未保存的修改')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存试题' }));
    await waitFor(() => expect(sent()).toBeTruthy());
    expect(sent().questions).toEqual([
      { question_id: 3, score: 5 },
      { question_id: 4, score: 0 },
      { question_id: 11, score: 0 },
      { question_id: 12, score: 0 },
    ]);
    expect(calls.find((c) => c.id === 'adminSetExamPaperQuestions')?.args.params).toEqual({ id: 7 });
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).toBeNull());
  });

  it('reorders, changes a score back to the bank’s and removes, all sent at once', async () => {
    await openPaper();
    fireEvent.click(screen.getAllByRole('button', { name: '下移' })[0]);
    const moved = screen.getByRole('spinbutton', { name: '第 2 题的本卷分值' });
    fireEvent.change(moved, { target: { value: '' } });
    expect(screen.getByText('合计 2 道 · 总分 5')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '保存试题' }));
    await waitFor(() => expect(sent()).toBeTruthy());
    expect(sent().questions).toEqual([
      { question_id: 4, score: 0 },
      { question_id: 3, score: 0 },
    ]);
    // Saved and read again: the list is the server's, in the new order.
    await waitFor(() => expect(screen.queryByText('有未保存的修改')).toBeNull());
    calls.length = 0;
    fireEvent.click(screen.getAllByRole('button', { name: /移\s?除/ })[0]);
    fireEvent.click(screen.getByRole('button', { name: '保存试题' }));
    await waitFor(() => expect(sent()).toBeTruthy());
    expect(sent().questions).toEqual([{ question_id: 3, score: 0 }]);
  });

  it('keeps the questions of a paper with attempts, and says why', async () => {
    paper = detail({ attempts_count: 2 });
    await openPaper();
    expect(screen.getByText('试卷已有考试记录，不能修改试题')).toBeTruthy();
    expect((screen.getByRole('button', { name: /从题库添加/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '保存试题' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('spinbutton', { name: '第 1 题的本卷分值' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    for (const b of screen.getAllByRole('button', { name: /下移|上移|移\s?除/ }))
      expect((b as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('阅读材料')).toBeTruthy();
  });
});
