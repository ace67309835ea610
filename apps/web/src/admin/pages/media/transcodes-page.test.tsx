import type { TAdminTranscode, TAdminTranscodeTools } from '@shuyuan/contract/admin-transcodes';
import type { Endpoint } from '@shuyuan/contract/endpoint';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLang } from '#lib/i18n/index';
import { mediaQueryList } from '#web-test/media-query';
import { callAdmin } from '../../admin-http';
import { renderAdmin, setUpAdminScreens } from '../../test-support/render-admin';
import { TRANSCODES_POLL_MS } from './transcode-queries';
import { TranscodesPage } from './transcodes-page';

vi.mock('../../admin-http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../admin-http')>()),
  callAdmin: vi.fn(),
}));

const job = (media_id: number, over: Partial<TAdminTranscode>): TAdminTranscode => ({
  media_id,
  media_name: `第${media_id}讲.mp4`,
  state: 'completed',
  progress: 100,
  step: null,
  step_detail: '',
  error_code: null,
  error: null,
  attempts: 1,
  renditions: [],
  duration: 0,
  created_at: 1_760_000_000_000,
  updated_at: 1_760_000_000_000,
  ...over,
});

const DONE = job(1, { renditions: ['1080p', '720p', '360p'], duration: 3725 });
const FFMPEG_SAID = 'Invalid data found when processing input';
const FAILED = job(2, {
  state: 'failed',
  progress: 12,
  step: 'mp4',
  step_detail: '720p',
  error_code: 'ffmpeg-failed',
  error: FFMPEG_SAID,
  attempts: 3,
});
const ACTIVE = job(3, { state: 'active', progress: 45, step: 'hls', step_detail: '1080p', duration: 95 });
const WAITING = job(4, { state: 'waiting', progress: 0 });
const CANCELLED = job(5, { state: 'cancelled', progress: 30, attempts: 2 });

const READY: TAdminTranscodeTools = { available: true, ffmpeg: '7.1.1', ffprobe: '7.1.1', reason: null };
const MISSING: TAdminTranscodeTools = {
  available: false,
  ffmpeg: null,
  ffprobe: null,
  reason: 'ffmpeg: spawn ffmpeg ENOENT',
};

/** What the fake server answers: each list read takes the next page of `pages` (the last one stays). */
let pages: TAdminTranscode[][] = [];
let tools: TAdminTranscodeTools = READY;
let calls: { id: string; args: unknown }[] = [];

async function fakeCallAdmin(endpoint: Endpoint, args: unknown = {}) {
  calls.push({ id: endpoint.id, args });
  switch (endpoint.id) {
    case 'adminListTranscodes': {
      const rows = (pages.length > 1 ? pages.shift() : pages[0]) ?? [];
      return { total: rows.length, data: rows };
    }
    case 'adminTranscodeTools':
      return tools;
    case 'adminRetryTranscode':
    case 'adminCancelTranscode':
      return [];
    default:
      throw new Error(`unexpected call ${endpoint.id}`);
  }
}

const reads = () => calls.filter((c) => c.id === 'adminListTranscodes');
const writes = () => calls.filter((c) => c.id === 'adminRetryTranscode' || c.id === 'adminCancelTranscode');
const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

setUpAdminScreens();

beforeEach(() => {
  pages = [[ACTIVE, FAILED, DONE, WAITING, CANCELLED]];
  tools = READY;
  calls = [];
  vi.mocked(callAdmin).mockImplementation(fakeCallAdmin as typeof callAdmin);
});

const desktopMedia = window.matchMedia;

afterEach(async () => {
  window.matchMedia = desktopMedia;
  vi.useRealTimers();
  await act(() => applyLang('cn'));
});

describe('transcoding page', () => {
  it('shows each job with its state, progress, step, attempts, qualities, length and error', async () => {
    pages = [[ACTIVE, FAILED, DONE]];
    renderAdmin(<TranscodesPage />, ['content.manage']);
    await screen.findByText('第3讲.mp4');
    expect(reads()[0]?.args).toEqual({ params: undefined, query: { page: 1, size: 15 } });
    expect(screen.getByRole('heading', { name: '转码任务' })).toBeTruthy();

    const active = within(row('第3讲.mp4'));
    expect(active.getByText('转码中')).toBeTruthy();
    const bar = active.getByRole('progressbar', { name: '第3讲.mp4 的转码进度' });
    expect(bar.getAttribute('aria-valuenow')).toBe('45');
    expect(within(bar).getByText('45%')).toBeTruthy();
    expect(active.getByText('加密 HLS 1080p')).toBeTruthy();
    expect(active.getByText('01:35')).toBeTruthy();

    const failed = within(row('第2讲.mp4'));
    expect(failed.getByText('失败')).toBeTruthy();
    expect(failed.getByText(`ffmpeg 转码失败（${FFMPEG_SAID}）`)).toBeTruthy();
    expect(failed.getByText('MP4 720p')).toBeTruthy();
    expect(failed.getByRole('cell', { name: '3' })).toBeTruthy();

    const done = within(row('第1讲.mp4'));
    expect(done.getByText('已完成')).toBeTruthy();
    expect(done.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    for (const q of ['1080p', '720p', '360p']) expect(done.getByText(q)).toBeTruthy();
    expect(done.getByText('01:02:05')).toBeTruthy();
    // A finished job has nothing to do.
    expect(done.queryByRole('button')).toBeNull();
  });

  it('on a phone shows each job as one card beside its actions, the bar in sight', async () => {
    window.matchMedia = (query: string) => mediaQueryList(query, /max-width/.test(query));
    pages = [[ACTIVE, FAILED, DONE]];
    renderAdmin(<TranscodesPage />, ['content.manage']);
    await screen.findByText('第3讲.mp4');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['视频', '操作']);
    const active = within(row('第3讲.mp4'));
    expect(active.getByText('转码中')).toBeTruthy();
    expect(
      active.getByRole('progressbar', { name: '第3讲.mp4 的转码进度' }).getAttribute('aria-valuenow'),
    ).toBe('45');
    expect(active.getByText('加密 HLS 1080p')).toBeTruthy();
    expect(active.getByText('01:35')).toBeTruthy();
    expect(active.getByRole('button', { name: '取消 第3讲.mp4 的转码' })).toBeTruthy();
    expect(within(row('第2讲.mp4')).getByText(`ffmpeg 转码失败（${FFMPEG_SAID}）`)).toBeTruthy();
    const done = within(row('第1讲.mp4'));
    for (const q of ['已完成', '1080p', '720p', '360p', '01:02:05']) expect(done.getByText(q)).toBeTruthy();
  });

  it('reads in English too', async () => {
    await act(() => applyLang('en'));
    pages = [[ACTIVE, FAILED]];
    renderAdmin(<TranscodesPage />, ['content.manage']);
    await screen.findByText('第3讲.mp4');
    expect(screen.getByRole('heading', { name: 'Transcoding' })).toBeTruthy();
    expect(screen.getByText('Transcoding tools ready: ffmpeg 7.1.1, ffprobe 7.1.1')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Progress' })).toBeTruthy();
    const active = within(row('第3讲.mp4'));
    expect(active.getByText('Transcoding')).toBeTruthy();
    expect(active.getByRole('progressbar', { name: 'Transcoding progress of 第3讲.mp4' })).toBeTruthy();
    expect(active.getByRole('button', { name: 'Cancel transcoding 第3讲.mp4' })).toBeTruthy();
    expect(active.getByText('Encrypted HLS 1080p')).toBeTruthy();
    const failed = within(row('第2讲.mp4'));
    expect(failed.getByText('Failed')).toBeTruthy();
    expect(failed.getByText(`ffmpeg failed to transcode the video (${FFMPEG_SAID})`)).toBeTruthy();
    expect(failed.getByRole('button', { name: 'Retry transcoding 第2讲.mp4' })).toBeTruthy();
  });

  it('retries a failed or cancelled job by its media id and reads the list again', async () => {
    // No job under way: the list reads itself again only because of the retry.
    pages = [[FAILED, DONE, CANCELLED]];
    renderAdmin(<TranscodesPage />, ['content.manage']);
    await screen.findByText('第2讲.mp4');
    // Only what a job's state allows.
    expect(within(row('第1讲.mp4')).queryByRole('button')).toBeNull();
    expect(within(row('第5讲.mp4')).getByRole('button', { name: '重试 第5讲.mp4 的转码' })).toBeTruthy();
    const before = reads().length;

    fireEvent.click(screen.getByRole('button', { name: '重试 第2讲.mp4 的转码' }));
    await waitFor(() =>
      expect(writes()).toEqual([{ id: 'adminRetryTranscode', args: { params: { id: 2 } } }]),
    );
    await screen.findByText('已重新排队');
    await waitFor(() => expect(reads().length).toBeGreaterThan(before));
  });

  it('cancels a waiting or running job only once asked', async () => {
    renderAdmin(<TranscodesPage />, ['content.manage']);
    await screen.findByText('第4讲.mp4');
    expect(within(row('第2讲.mp4')).queryByRole('button', { name: /取\s?消/ })).toBeNull();
    expect(within(row('第3讲.mp4')).getByRole('button', { name: '取消 第3讲.mp4 的转码' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '取消 第4讲.mp4 的转码' }));
    await screen.findByText(/取消「第4讲\.mp4」的转码？/);
    expect(writes()).toEqual([]);
    // 继续转码 leaves it be.
    fireEvent.click(screen.getByRole('button', { name: '继续转码' }));
    expect(writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: '取消 第4讲.mp4 的转码' }));
    fireEvent.click(await screen.findByRole('button', { name: '取消转码' }));
    await waitFor(() =>
      expect(writes()).toEqual([{ id: 'adminCancelTranscode', args: { params: { id: 4 } } }]),
    );
    await screen.findByText('已取消', { selector: '.ant-message *' });
  });

  it('warns when ffmpeg is not there, with the reason and how to install it', async () => {
    tools = MISSING;
    renderAdmin(<TranscodesPage />, ['content.manage']);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('ffmpeg 不可用：上传的视频将按上传时的原样播放，不会转码')).toBeTruthy();
    expect(within(alert).getByText('原因：ffmpeg: spawn ffmpeg ENOENT')).toBeTruthy();
    expect(within(alert).getByText(/apt-get install ffmpeg/)).toBeTruthy();
    expect(within(alert).getByText(/FFMPEG_PATH、FFPROBE_PATH/)).toBeTruthy();
  });

  it('says the versions, and warns of nothing, when ffmpeg is there', async () => {
    renderAdmin(<TranscodesPage />, ['content.manage']);
    await screen.findByText('转码工具可用：ffmpeg 7.1.1，ffprobe 7.1.1');
    await screen.findByText('第1讲.mp4');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the state chosen, from the first page', async () => {
    renderAdmin(<TranscodesPage />, ['content.manage']);
    await screen.findByText('第1讲.mp4');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '全部状态' }));
    // antd's listbox for screen readers holds a window of the options; the list drawn holds them all.
    fireEvent.click(await screen.findByTitle('失败'));
    await waitFor(() =>
      expect(reads().pop()?.args).toEqual({
        params: undefined,
        query: { state: 'failed', page: 1, size: 15 },
      }),
    );
  });

  it('opens on the state a link names', async () => {
    renderAdmin(<TranscodesPage />, ['content.manage'], '/?state=active');
    await screen.findByText('第1讲.mp4');
    expect(reads()[0]?.args).toEqual({ params: undefined, query: { state: 'active', page: 1, size: 15 } });
  });

  it('reads itself again every 2 s while a job is under way, and stops once none is', async () => {
    // Only the intervals are faked (TanStack Query's refetchInterval is one); the screen's own timers run.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    pages = [
      [job(3, { state: 'active', progress: 40 }), DONE],
      [job(3, { state: 'active', progress: 70 }), DONE],
      [job(3, { state: 'completed', progress: 100, renditions: ['480p'] }), DONE],
    ];
    renderAdmin(<TranscodesPage />, ['content.manage']);
    await screen.findByText('40%');
    expect(reads()).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(TRANSCODES_POLL_MS - 100));
    expect(reads()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await screen.findByText('70%');
    expect(reads()).toHaveLength(2);

    await act(() => vi.advanceTimersByTimeAsync(TRANSCODES_POLL_MS));
    await screen.findByText('480p');
    expect(reads()).toHaveLength(3);

    // Every job is done: no more reads, however long the page stays open.
    await act(() => vi.advanceTimersByTimeAsync(TRANSCODES_POLL_MS * 10));
    expect(reads()).toHaveLength(3);
  });
});
