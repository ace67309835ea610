import type { TAdminCommentItem } from '@shuyuan/contract/admin-comments';
import type { Endpoint } from '@shuyuan/contract/endpoint';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callAdmin } from '../../admin-http';
import { renderAdmin, setUpAdminScreens } from '../../test-support/render-admin';
import { CommentsPage } from './comments-page';

vi.mock('../../admin-http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../admin-http')>()),
  callAdmin: vi.fn(),
}));

const comment = (id: number, over: Partial<TAdminCommentItem>): TAdminCommentItem => ({
  id,
  rt: 1,
  rid: 5,
  parent_id: 0,
  content: `评论 ${id}`,
  is_check: 0,
  user_id: 7,
  user_nick_name: '小书',
  course_id: 5,
  course_title: 'TypeScript 入门',
  video_title: '',
  ip_province: '',
  created_at: 1_760_000_000_000,
  ...over,
});

const COMMENTS = [
  comment(3, { content: '1 &lt; 2 &amp; 3' }),
  comment(2, { rt: 2, rid: 9, video_title: '第一课', is_check: 1 }),
  comment(1, { is_check: 2, parent_id: 2 }),
];

let calls: { id: string; args: unknown }[] = [];

async function fakeCallAdmin(endpoint: Endpoint, args: unknown = {}) {
  calls.push({ id: endpoint.id, args });
  switch (endpoint.id) {
    case 'adminListComments':
      return { total: COMMENTS.length, data: COMMENTS };
    case 'adminReviewComments':
    case 'adminDeleteComments':
      return [];
    default:
      throw new Error(`unexpected call ${endpoint.id}`);
  }
}

const row = (id: number) => screen.getByRole('cell', { name: String(id) }).closest('tr') as HTMLElement;
const writes = () => calls.filter((c) => c.id !== 'adminListComments');

setUpAdminScreens();

beforeEach(() => {
  calls = [];
  vi.mocked(callAdmin).mockImplementation(fakeCallAdmin as typeof callAdmin);
});

describe('comments page', () => {
  it('opens on the state a link names, and shows each comment as text with its member, target and state', async () => {
    renderAdmin(<CommentsPage />, ['content.manage'], '/?is_check=0');
    await screen.findByText('1 < 2 & 3');
    expect(calls[0]).toEqual({
      id: 'adminListComments',
      args: { params: undefined, query: { is_check: 0, page: 1, size: 15 } },
    });
    expect(within(row(2)).getByText('第一课')).toBeTruthy();
    expect(within(row(2)).getByText('视频')).toBeTruthy();
    expect(within(row(2)).getByText('已通过')).toBeTruthy();
    expect(within(row(1)).getByText('回复')).toBeTruthy();
    expect(within(row(1)).getByText('已拒绝')).toBeTruthy();
    // A row offers what it is not yet.
    expect(within(row(3)).getByRole('button', { name: /通\s?过/ })).toBeTruthy();
    expect(within(row(2)).queryByRole('button', { name: /通\s?过/ })).toBeNull();
    expect(within(row(1)).queryByRole('button', { name: /拒\s?绝/ })).toBeNull();
  });

  it('approves one row, and rejects and deletes the rows ticked', async () => {
    renderAdmin(<CommentsPage />, ['content.manage']);
    await screen.findByText('1 < 2 & 3');
    expect(calls[0]?.args).toMatchObject({ query: { page: 1, size: 15 } });
    fireEvent.click(within(row(3)).getByRole('button', { name: /通\s?过/ }));
    await waitFor(() =>
      expect(writes()).toEqual([{ id: 'adminReviewComments', args: { body: { ids: [3], is_check: 1 } } }]),
    );

    fireEvent.click(within(row(3)).getByRole('checkbox'));
    fireEvent.click(within(row(1)).getByRole('checkbox'));
    await screen.findByText('已选 2 项');
    fireEvent.click(screen.getByRole('button', { name: '批量拒绝' }));
    await waitFor(() =>
      expect(writes()[1]).toEqual({
        id: 'adminReviewComments',
        args: { body: { ids: [3, 1], is_check: 2 } },
      }),
    );

    fireEvent.click(within(row(2)).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: '批量删除' }));
    await screen.findByText(/删除所选 1 条评论/);
    fireEvent.click(screen.getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() =>
      expect(writes()[2]).toEqual({ id: 'adminDeleteComments', args: { body: { ids: [2] } } }),
    );
  });
});
