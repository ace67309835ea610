import type { TAdminQuestion } from '@shuyuan/contract/admin-exams';
import type { Endpoint } from '@shuyuan/contract/endpoint';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeConsoleCalls, renderAdmin } from '../../test-support/render-admin';
import { QuestionsPage } from './questions-page';
import { adminQuestion, EXAM_CATEGORIES } from './test-support/exam-fixtures';

vi.mock('../../admin-http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../admin-http')>()),
  callAdmin: vi.fn(),
}));

const CATEGORIES = EXAM_CATEGORIES;

const question = (id: number, over: Partial<TAdminQuestion>): TAdminQuestion =>
  adminQuestion(id, { category_id: 2, tags: ['网络'], ...over });

const QUESTIONS = [
  question(3, { stem: '<p>哪个协议 <b>可靠</b>？</p>' }),
  question(2, {
    type: 'composite',
    category_id: 1,
    stem: '<p>阅读材料</p>',
    options: [],
    answer: null,
    score: 3,
    children: [
      { ...question(4, {}), type: 'judge', answer: true, options: [] },
      { ...question(5, {}), type: 'fill', answer: [['x']], options: [], score: 1 },
    ],
  }),
];

async function fakeCallAdmin(endpoint: Endpoint) {
  switch (endpoint.id) {
    case 'adminListExamCategories':
      return CATEGORIES;
    case 'adminListQuestions':
      return { total: QUESTIONS.length, data: QUESTIONS };
    case 'adminUpdateQuestion':
    case 'adminDeleteQuestions':
      return [];
    default:
      throw new Error(`unexpected call ${endpoint.id}`);
  }
}

const row = (id: number) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;

const calls = fakeConsoleCalls(fakeCallAdmin);

describe('questions page', () => {
  it('lists each question as text with its type, category and tags; a composite says how many sub-questions', async () => {
    renderAdmin(<QuestionsPage />, ['content.manage']);
    await screen.findByText('哪个协议 可靠 ？');
    expect(within(row(3)).getByText('单选题')).toBeTruthy();
    await waitFor(() => expect(within(row(3)).getByText('传输层')).toBeTruthy());
    expect(within(row(3)).getByText('网络')).toBeTruthy();
    expect(within(row(2)).getByText('组合题')).toBeTruthy();
    expect(within(row(2)).getByText('阅读材料（2 道小题）')).toBeTruthy();
  });

  it('edits a single choice in its own editor and sends the whole question, the type fixed', async () => {
    renderAdmin(<QuestionsPage />, ['content.manage']);
    await screen.findByText('哪个协议 可靠 ？');
    fireEvent.click(within(row(3)).getByRole('button', { name: /编\s?辑/ }));
    const dialog = await screen.findByRole('dialog');
    // Answers are read by the question's type: a saved question keeps it.
    expect(dialog.querySelector('.ant-select-disabled')).toBeTruthy();
    const b = within(dialog).getByRole('textbox', { name: '选项 B' }) as HTMLTextAreaElement;
    expect(b.value).toBe('<p>UDP</p>');
    fireEvent.change(b, { target: { value: '<p>QUIC</p>' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'B' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(calls.some((c) => c.id === 'adminUpdateQuestion')).toBe(true));
    const sent = calls.find((c) => c.id === 'adminUpdateQuestion')?.args as {
      params: { id: number };
      body: Record<string, unknown>;
    };
    expect(sent.params).toEqual({ id: 3 });
    expect(sent.body).toMatchObject({
      type: 'single',
      category_id: 2,
      options: ['<p>TCP</p>', '<p>QUIC</p>'],
      answer: 1,
      tags: ['网络'],
    });
  });

  it('edits a composite with each sub-question in its own type’s editor, keeping their ids', async () => {
    renderAdmin(<QuestionsPage />, ['content.manage']);
    await screen.findByText('阅读材料（2 道小题）');
    fireEvent.click(within(row(2)).getByRole('button', { name: /编\s?辑/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('第 1 小题')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: '正确' })).toBeTruthy();
    expect(within(dialog).getByLabelText('第 1 空')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: '错误' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(calls.some((c) => c.id === 'adminUpdateQuestion')).toBe(true));
    const sent = calls.find((c) => c.id === 'adminUpdateQuestion')?.args as { body: { children: unknown[] } };
    expect(sent.body.children).toMatchObject([
      { id: 4, type: 'judge', answer: false },
      { id: 5, type: 'fill', answer: [['x']] },
    ]);
  });
});
