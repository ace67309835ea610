import type { TNotification } from '@shuyuan/contract/member';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '#app/providers';
import { initI18n } from '#lib/i18n/index';
import { createQueryClient } from '#lib/query-client';
import { createAppStore } from '#lib/store/app-store';
import { AntdScope } from '#shared/antd-scope';
import { MessageItem } from './message-item';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

/** One message in a list, inside a router whose other routes show where a link led. */
function renderItem(item: TNotification, read: number[]) {
  const router = createMemoryRouter(
    [
      {
        path: '/member/messages',
        element: (
          <ul>
            <MessageItem item={item} onRead={(id) => read.push(id)} />
          </ul>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/member/messages'] },
  );
  render(
    <AppProviders store={createAppStore()} queryClient={createQueryClient()}>
      {/* As in the app, where every screen and dialog sits in antd's scope (shared/lazy-in-antd.tsx). */}
      <AntdScope>
        <RouterProvider router={router} />
      </AntdScope>
    </AppProviders>,
  );
}

const note = (id: number, message: string, url: string, read = false): TNotification => ({
  id,
  notifiable_id: 7,
  data: { message, url },
  read_at: read ? '2026-11-20T08:00:00.000Z' : null,
  created_at: '2026-11-20T07:00:00.000Z',
});

beforeAll(async () => {
  await initI18n('cn');
});

describe('a message that leads somewhere (issue 7)', () => {
  it('a finished course: 查看 opens the course page and marks the message read', () => {
    const read: number[] = [];
    renderItem(note(31, '恭喜你学完课程《深入 Kysely》', '/courses/detail/12'), read);
    expect(screen.getByText('恭喜你学完课程《深入 Kysely》')).toBeTruthy();
    const link = screen.getByRole('link', { name: /查看/ });
    expect(link.getAttribute('href')).toBe('/courses/detail/12');
    fireEvent.click(link);
    expect(read).toEqual([31]);
    expect(screen.getByTestId('where').textContent).toBe('/courses/detail/12');
  });

  it('a new announcement: 查看 opens that announcement, query string included', () => {
    const read: number[] = [];
    renderItem(note(32, '新公告：系统维护', '/announcement?id=5'), read);
    const link = screen.getByRole('link', { name: /查看/ });
    expect(link.getAttribute('href')).toBe('/announcement?id=5');
    fireEvent.click(link);
    expect(read).toEqual([32]);
    expect(screen.getByTestId('where').textContent).toBe('/announcement?id=5');
  });

  it('a read message keeps its link and is not marked read again', () => {
    const read: number[] = [];
    renderItem(note(33, '新公告：已读', '/announcement?id=6', true), read);
    fireEvent.click(screen.getByRole('link', { name: /查看/ }));
    expect(read).toEqual([]);
  });

  it('offers no link for an empty or outside address', () => {
    for (const url of ['', 'https://evil.example/x', '//evil.example/x']) {
      renderItem(note(34, '用户注册成功', url), []);
      expect(screen.getByText('用户注册成功')).toBeTruthy();
      expect(screen.queryByRole('link'), url).toBeNull();
      cleanup();
    }
  });
});
