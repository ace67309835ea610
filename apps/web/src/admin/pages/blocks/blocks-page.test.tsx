import type { TAdminViewBlock } from '@shuyuan/contract/admin-blocks';
import type { Endpoint } from '@shuyuan/contract/endpoint';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, http } from '#lib/http';
import { callAdmin } from '../../admin-http';
import { renderAdmin, setUpAdminScreens } from '../../test-support/render-admin';
import { BlocksPage } from './blocks-page';

vi.mock('../../admin-http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../admin-http')>()),
  callAdmin: vi.fn(),
}));

/** The server's PC home, in its stored order; the sort call rewrites it unless told to fail. */
const block = (id: number, title: string): TAdminViewBlock => ({
  id,
  platform: 'pc',
  page: 'pc-page-index',
  sign: 'article',
  sort: id,
  kind: 'article',
  config: { title, limit: 4 },
  picked: [],
});
let stored: TAdminViewBlock[] = [];
let saves: unknown[] = [];
let failSave = false;

async function fakeCallAdmin(endpoint: Endpoint, args: { body?: unknown } = {}) {
  if (endpoint.id === 'adminListBlocks') return stored.map((b) => ({ ...b }));
  if (endpoint.id === 'adminSortBlocks') {
    saves.push(args.body);
    if (failSave) throw new ApiError({ code: 1, message: '区块已变化，请刷新', data: [] });
    const { ids } = args.body as { ids: number[] };
    stored = ids.map((id) => stored.find((b) => b.id === id) as TAdminViewBlock);
    return null;
  }
  throw new Error(`unexpected call ${endpoint.id}`);
}

// The preview drawer reads the storefront's blocks through the site's client: an empty page.
const emptyStorefront: AxiosAdapter = async (config) => ({
  data: { code: 0, message: '', data: [] },
  status: 200,
  statusText: 'OK',
  headers: {},
  config,
});
const realAdapter = http.defaults.adapter;

/*
 * jsdom lays nothing out, and dnd-kit's keyboard moves go to the row whose box is below or above the
 * dragged one: give each table row a 60 px tall box in the order the rows stand in the DOM.
 */
const ROW = 60;
const realRect = HTMLElement.prototype.getBoundingClientRect;
function layOutRows() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    if (!(this instanceof HTMLTableRowElement) || !this.dataset.rowKey) return realRect.call(this);
    const top = this.sectionRowIndex * ROW;
    return DOMRect.fromRect({ x: 0, y: top, width: 800, height: ROW });
  });
}

const rowKeys = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('tbody tr[data-row-key]'), (tr) => tr.getAttribute('data-row-key'));

const renderPage = () => renderAdmin(<BlocksPage />);

/** Picks the row's handle up with Space, moves it one place down with ArrowDown and drops it with Space. */
async function keyboardMoveDown(row: HTMLElement) {
  const handle = within(row).getByRole('button', { name: '拖动排序' });
  handle.focus();
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
  // The sensor starts listening for the moving keys on the next tick.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
}

setUpAdminScreens();

beforeEach(() => {
  stored = [block(11, '最新文章'), block(12, '学习公告'), block(13, '编辑推荐')];
  saves = [];
  failSave = false;
  vi.mocked(callAdmin).mockImplementation(fakeCallAdmin as typeof callAdmin);
  http.defaults.adapter = emptyStorefront;
  layOutRows();
});

afterEach(() => {
  http.defaults.adapter = realAdapter;
  vi.restoreAllMocks();
});

describe('home blocks: drag and drop by keyboard', () => {
  it('Space, ArrowDown, Space on the first handle saves the order with the first block second', async () => {
    const { container } = renderPage();
    const first = (await screen.findByText('最新文章')).closest('tr') as HTMLElement;
    expect(rowKeys(container)).toEqual(['11', '12', '13']);

    await keyboardMoveDown(first);

    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toEqual({ platform: 'pc', page: 'pc-page-index', ids: [12, 11, 13] });
    // The console's own words for screen readers, not dnd-kit's English defaults.
    expect(screen.getByText('区块已放到第 2 位。')).toBeTruthy();
    await screen.findByText('顺序已更新');
    // The list as read again from the server after the save.
    expect(rowKeys(container)).toEqual(['12', '11', '13']);
    expect(vi.mocked(callAdmin).mock.calls.filter(([e]) => e.id === 'adminListBlocks')).toHaveLength(2);
    // Focus returns to the handle of the moved block, so a keyboard user can go on moving it.
    await waitFor(() =>
      expect(document.activeElement?.closest('tr')?.getAttribute('data-row-key')).toBe('11'),
    );
  });

  it('a failed save puts the old order back and says why', async () => {
    failSave = true;
    const { container } = renderPage();
    const first = (await screen.findByText('最新文章')).closest('tr') as HTMLElement;

    await keyboardMoveDown(first);

    await screen.findByText('区块已变化，请刷新');
    expect(saves).toEqual([{ platform: 'pc', page: 'pc-page-index', ids: [12, 11, 13] }]);
    await waitFor(() => expect(rowKeys(container)).toEqual(['11', '12', '13']));
  });

  it('the arrow buttons save through the same call', async () => {
    const { container } = renderPage();
    const last = (await screen.findByText('编辑推荐')).closest('tr') as HTMLElement;

    fireEvent.click(within(last).getByRole('button', { name: '上移' }));

    await waitFor(() =>
      expect(saves).toEqual([{ platform: 'pc', page: 'pc-page-index', ids: [11, 13, 12] }]),
    );
    await waitFor(() => expect(rowKeys(container)).toEqual(['11', '13', '12']));
  });
});
