import type { Endpoint } from '@shuyuan/contract/endpoint';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#lib/http';
import { fakeConsoleCalls, renderAdmin } from '../../test-support/render-admin';
import { PapersPage } from './papers-page';
import { adminPaper, EXAM_CATEGORIES } from './test-support/exam-fixtures';

vi.mock('../../admin-http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../admin-http')>()),
  callAdmin: vi.fn(),
}));

const CATEGORIES = EXAM_CATEGORIES;

const paper = adminPaper;

const PAPERS = [
  paper(7, {
    title: '网络期中',
    time_limit: 90,
    try_times: 2,
    total_score: 100,
    pass_score: 60,
    questions_count: 12,
    is_published: true,
    attempts_count: 5,
    grading_count: 3,
  }),
  paper(6, { title: '空试卷', category_id: 0 }),
];

async function fakeCallAdmin(endpoint: Endpoint) {
  switch (endpoint.id) {
    case 'adminListExamCategories':
      return CATEGORIES;
    case 'adminListExamPapers':
      return { total: PAPERS.length, data: PAPERS };
    case 'adminCreateExamPaper':
      return { id: 8 };
    case 'adminUpdateExamPaper':
      return [];
    case 'adminPublishExamPaper':
      throw new ApiError({ code: 1, message: '试卷还没有试题，无法发布', data: [] });
    default:
      throw new Error(`unexpected call ${endpoint.id}`);
  }
}

const row = (id: number) => document.querySelector(`tr[data-row-key="${id}"]`) as HTMLElement;
const listQueries = () => calls.filter((c) => c.id === 'adminListExamPapers').map((c) => c.args.query);

const calls = fakeConsoleCalls(fakeCallAdmin);

describe('papers page', () => {
  it('lists each paper with its category, scores, limits, state and the answers waiting for a grader', async () => {
    renderAdmin(<PapersPage />, ['content.manage']);
    const title = await screen.findByRole('link', { name: '网络期中' });
    expect(title.getAttribute('href')).toBe('/admin/exam/papers/7');
    await waitFor(() => expect(within(row(7)).getByText('传输层')).toBeTruthy());
    expect(within(row(7)).getByText('100 / 60')).toBeTruthy();
    expect(within(row(7)).getByText('90 分钟')).toBeTruthy();
    expect(within(row(7)).getByText('2 次')).toBeTruthy();
    expect(within(row(7)).getByText('已发布')).toBeTruthy();
    const waiting = within(row(7)).getByRole('link', { name: /3 份待阅/ });
    expect(waiting.getAttribute('href')).toBe('/admin/exam/papers/7/grading');
    expect(within(row(7)).getByRole('button', { name: /^下\s?架$/ })).toBeTruthy();
    expect(within(row(6)).getByText('未分类')).toBeTruthy();
    expect(within(row(6)).getAllByText('不限')).toHaveLength(2);
    expect(within(row(6)).getByText('无待阅')).toBeTruthy();
  });

  it('filters by state, title words and category, each from the first page', async () => {
    renderAdmin(<PapersPage />, ['content.manage']);
    await screen.findByText('网络期中');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '状态' }));
    fireEvent.click(await screen.findByTitle('已发布'));
    await waitFor(() => expect(listQueries().pop()).toEqual({ is_published: '1', page: 1, size: 15 }));
    const search = screen.getByPlaceholderText('搜索试卷名称');
    fireEvent.change(search, { target: { value: ' 期中 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    await waitFor(() =>
      expect(listQueries().pop()).toEqual({ is_published: '1', keywords: '期中', page: 1, size: 15 }),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '分类' }));
    fireEvent.click(await screen.findByTitle('计算机网络'));
    await waitFor(() =>
      expect(listQueries().pop()).toEqual({
        is_published: '1',
        keywords: '期中',
        category_id: 1,
        page: 1,
        size: 15,
      }),
    );
  });

  it('creates a paper with exactly the contract’s fields, the open and close left empty as null', async () => {
    renderAdmin(<PapersPage />, ['content.manage']);
    await screen.findByText('网络期中');
    fireEvent.click(screen.getByRole('button', { name: /新\s?建/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('新建试卷')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: '试卷名称' }), {
      target: { value: '网络期末' },
    });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '考试时长' }), {
      target: { value: '60' },
    });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '及格分' }), { target: { value: '36' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: '考试次数' }), {
      target: { value: '3' },
    });
    fireEvent.click(within(dialog).getByRole('switch', { name: '试题乱序' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: '会员免费' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '公布答案' }));
    fireEvent.click(await screen.findByTitle('交卷后'));
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(calls.some((c) => c.id === 'adminCreateExamPaper')).toBe(true));
    expect(calls.find((c) => c.id === 'adminCreateExamPaper')?.args.body).toEqual({
      category_id: 0,
      title: '网络期末',
      description: '',
      time_limit: 60,
      pass_score: 36,
      try_times: 3,
      starts_at: null,
      ends_at: null,
      charge: 0,
      is_vip_free: true,
      shuffle_questions: true,
      shuffle_options: false,
      show_answers_after: 'submit',
    });
  });

  it('edits a paper, its open and close times kept to the millisecond', async () => {
    PAPERS[0] = { ...PAPERS[0], starts_at: 1_760_000_000_000, ends_at: 1_770_000_000_000 };
    renderAdmin(<PapersPage />, ['content.manage']);
    await screen.findByText('网络期中');
    fireEvent.click(within(row(7)).getByRole('button', { name: /编\s?辑/ }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('textbox', { name: '试卷名称' }) as HTMLInputElement).value).toBe(
      '网络期中',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(calls.some((c) => c.id === 'adminUpdateExamPaper')).toBe(true));
    const sent = calls.find((c) => c.id === 'adminUpdateExamPaper')?.args;
    expect(sent?.params).toEqual({ id: 7 });
    expect(sent?.body).toMatchObject({
      category_id: 2,
      time_limit: 90,
      pass_score: 60,
      try_times: 2,
      starts_at: 1_760_000_000_000,
      ends_at: 1_770_000_000_000,
    });
  });

  it('says the server’s refusal when a paper without questions is published', async () => {
    renderAdmin(<PapersPage />, ['content.manage']);
    await screen.findByText('空试卷');
    fireEvent.click(within(row(6)).getByRole('button', { name: /^发\s?布$/ }));
    expect(await screen.findByText('试卷还没有试题，无法发布')).toBeTruthy();
    expect(calls.find((c) => c.id === 'adminPublishExamPaper')?.args).toMatchObject({
      params: { id: 6 },
      body: { is_published: true },
    });
  });
});
