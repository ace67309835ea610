import type { TDecorationBlock } from '@shuyuan/contract/content';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '#app/providers';
import { initI18n } from '#lib/i18n/index';
import { createQueryClient } from '#lib/query-client';
import { createAppStore } from '#lib/store/app-store';
import { activateItem } from '#web-test/activate-item';
import { ActivateBlock, AnnouncementBlock, ArticleBlock } from './extra-blocks';

function renderIn(node: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: node }]);
  render(
    <AppProviders store={createAppStore()} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

const block = (sign: string, config_render: Record<string, unknown>): TDecorationBlock => ({
  id: 9,
  platform: 'pc',
  page: 'pc-page-index',
  sign,
  sort: 1,
  config: '{}',
  config_render,
});

beforeAll(async () => {
  await initI18n('cn');
});

describe('home blocks beyond course grids (contract content.ts)', () => {
  it('an offline-course grid links each activity and to the full list', () => {
    renderIn(
      <ActivateBlock
        block={block('pc-activate-v1', {
          title: '近期活动',
          items: [
            activateItem({
              id: 4,
              title: 'Go 工作坊',
              address: '',
              city: '深圳',
              started_at: '2099-12-18 14:00:00',
              ended_at: '2099-12-18 20:00:00',
              enroll_ended_at: '2099-12-17 00:00:00',
              quota: 40,
              enrolled_count: 18,
              seats_left: 22,
              charge: 399,
              is_free: 0,
            }),
          ],
        })}
      />,
    );
    const section = screen.getByRole('region', { name: '近期活动' });
    expect(
      within(section)
        .getByRole('link', { name: /Go 工作坊/ })
        .getAttribute('href'),
    ).toBe('/activates/detail/4');
    expect(
      within(section)
        .getByRole('link', { name: /全部活动/ })
        .getAttribute('href'),
    ).toBe('/activates');
    expect(within(section).getByText('报名中')).toBeTruthy();
  });

  it('an article list and an announcement list link to their pages', () => {
    renderIn(
      <>
        <ArticleBlock
          block={block('pc-article-v1', {
            title: '最新文章',
            items: [
              {
                id: 2,
                title: '费曼学习法',
                thumb: '',
                short_description: '讲给别人听',
                author: '刘晓峰',
                view_times: 12,
                category_id: 1,
                category: { id: 1, name: '学习方法' },
                published_at: '2026-11-20 10:00:00',
              },
            ],
          })}
        />
        <AnnouncementBlock
          block={block('pc-announcement-v1', {
            title: '网站公告',
            items: [{ id: 5, title: '系统维护通知', created_at: '2026-11-18 10:00:00', view_times: 3 }],
          })}
        />
      </>,
    );
    expect(screen.getByRole('link', { name: /费曼学习法/ }).getAttribute('href')).toBe('/articles/detail/2');
    expect(screen.getByRole('link', { name: /系统维护通知/ }).getAttribute('href')).toBe(
      '/announcement?id=5',
    );
  });

  it('renders nothing for a block without items', () => {
    renderIn(<ArticleBlock block={block('pc-article-v1', { title: '空', items: [] })} />);
    expect(screen.queryByRole('region', { name: '空' })).toBeNull();
  });
});
