import {
  adminCreateArticle,
  adminDeleteArticle,
  adminListArticles,
  adminUpdateArticle,
  type TAdminArticle,
} from '@shuyuan/contract/admin-content';
import type { Endpoint } from '@shuyuan/contract/endpoint';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#lib/http';
import { callAdmin } from '../admin-http';
import { renderAdmin, setUpAdminScreens } from '../test-support/render-admin';
import { ListPage, type ListPageProps } from './list-page';

vi.mock('../admin-http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../admin-http')>()),
  callAdmin: vi.fn(),
}));

const article = (id: number): TAdminArticle =>
  ({ id, title: `文章 ${id}`, author: '书苑', is_show: true }) as unknown as TAdminArticle;

let total = 0;
let failRead = '';
let calls: { id: string; args: Record<string, unknown> }[] = [];

/** A server of `total` articles, 15 a page; writes answer nothing. */
async function fakeCallAdmin(endpoint: Endpoint, args: Record<string, unknown> = {}) {
  calls.push({ id: endpoint.id, args });
  if (endpoint.id !== 'adminListArticles') return [];
  if (failRead) throw new ApiError({ code: 1, message: failRead, data: [] });
  const { page, size } = args.query as { page: number; size: number };
  const ids = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * size, page * size);
  return { total, data: ids.map(article) };
}

const listQueries = () => calls.filter((c) => c.id === 'adminListArticles').map((c) => c.args.query);
const lastCall = (id: string) => calls.filter((c) => c.id === id).pop()?.args;

function renderArticles(props: Partial<ListPageProps<typeof adminListArticles>> = {}) {
  return renderAdmin(
    <ListPage
      title="文章"
      list={adminListArticles}
      queryKey={['admin', 'articles']}
      filters={[{ kind: 'search', name: 'keywords', placeholder: '搜索标题', width: 260 }]}
      columns={[{ title: '标题', dataIndex: 'title' }]}
      remove={{ endpoint: adminDeleteArticle }}
      editor={{
        create: adminCreateArticle,
        update: adminUpdateArticle,
        toForm: (a) => a ?? { title: '' },
        fields: () => (
          <Form.Item name="title" label="标题">
            <Input />
          </Form.Item>
        ),
      }}
      {...props}
    />,
  );
}

const rowOf = (title: string) => screen.getByText(title).closest('tr') as HTMLElement;

setUpAdminScreens();

beforeEach(() => {
  total = 40;
  failRead = '';
  calls = [];
  vi.mocked(callAdmin).mockImplementation(fakeCallAdmin as typeof callAdmin);
});

describe('the console list page', () => {
  it('pages on the server, and a filter starts again from the first page', async () => {
    renderArticles();
    await screen.findByText('文章 15');
    expect(screen.queryByText('文章 16')).toBeNull();

    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('文章 31');
    expect(listQueries().pop()).toEqual({ page: 3, size: 15 });

    fireEvent.change(screen.getByPlaceholderText('搜索标题'), {
      target: { value: ' 线性代数 ' },
    });
    fireEvent.keyDown(screen.getByPlaceholderText('搜索标题'), { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(listQueries().pop()).toEqual({ keywords: '线性代数', page: 1, size: 15 }));
  });

  it('creates and edits in one dialog, and deletes after asking', async () => {
    renderArticles();
    await screen.findByText('文章 1');

    fireEvent.click(screen.getByRole('button', { name: /新\s?建/ }));
    const created = await screen.findByRole('dialog', { name: '新建文章' });
    fireEvent.change(within(created).getByLabelText('标题'), { target: { value: '新的一篇' } });
    fireEvent.click(within(created).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(lastCall('adminCreateArticle')).toEqual({ body: { title: '新的一篇' } }));
    await screen.findByText('已保存');

    fireEvent.click(within(rowOf('文章 2')).getByRole('button', { name: /编\s?辑/ }));
    const edited = await screen.findByRole('dialog', { name: '编辑文章' });
    const title = within(edited).getByLabelText('标题') as HTMLInputElement;
    await waitFor(() => expect(title.value).toBe('文章 2'));
    fireEvent.change(title, { target: { value: '改过的标题' } });
    fireEvent.click(within(edited).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() =>
      expect(lastCall('adminUpdateArticle')).toMatchObject({
        params: { id: 2 },
        body: { title: '改过的标题' },
      }),
    );

    fireEvent.click(within(rowOf('文章 3')).getByRole('button', { name: /删\s?除/ }));
    await screen.findByText('确定删除？');
    expect(lastCall('adminDeleteArticle')).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(lastCall('adminDeleteArticle')).toEqual({ params: { id: 3 } }));
    await screen.findByText('已删除');
  });

  it('hands the ticked rows to the bulk actions', async () => {
    const bulk = vi.fn();
    renderArticles({
      selection: {
        actions: (rows, clear) => (
          <Button
            onClick={() => {
              bulk(rows.map((r) => r.id));
              clear();
            }}
          >
            归档
          </Button>
        ),
      },
    });
    await screen.findByText('文章 1');
    expect(screen.queryByRole('button', { name: /归\s?档/ })).toBeNull();

    fireEvent.click(within(rowOf('文章 2')).getByRole('checkbox'));
    fireEvent.click(within(rowOf('文章 4')).getByRole('checkbox'));
    expect(screen.getByText('已选 2 项')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /归\s?档/ }));

    expect(bulk).toHaveBeenCalledWith([2, 4]);
    await waitFor(() => expect(screen.queryByText('已选 2 项')).toBeNull());
  });

  it('says when the list is empty, and why a read failed', async () => {
    total = 0;
    const { unmount } = renderArticles({ empty: '还没有文章' });
    await screen.findByText('还没有文章');
    unmount();

    failRead = '没有权限';
    renderArticles();
    expect((await screen.findByRole('alert')).textContent).toContain('没有权限');
  });
});
