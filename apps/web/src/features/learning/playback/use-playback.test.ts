import { recordVideo, type TPlayInfo } from '@shuyuan/contract/learning';
import { act, renderHook } from '@testing-library/react';
import type { SyntheticEvent } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callEndpoint } from '#lib/http';
import { playInfo as basePlayInfo } from '../test-support/render-player';
import { type PlaybackOptions, usePlayback } from './use-playback';

vi.mock('#lib/http', () => ({
  callEndpoint: vi.fn(() =>
    Promise.resolve({ watch_seconds: 0, is_watched: false, course_progress: 0, course_watched: false }),
  ),
}));

const record = vi.mocked(callEndpoint);

// The hook never reads the watermark: the player's own, off.
const playInfo = (over: Partial<TPlayInfo> = {}): TPlayInfo =>
  basePlayInfo({ watermark: { enabled: 0, size: 14, color: '#fff', opacity: 0.5, text: '' }, ...over });

/** The parts of a <video> the handlers read and write. */
function fakeVideo() {
  const v = {
    currentTime: 0,
    duration: 600,
    paused: true,
    seeking: false,
    ended: false,
    playbackRate: 1,
    defaultPlaybackRate: 1,
    pause: vi.fn(() => {
      v.paused = true;
    }),
    play: vi.fn(() => Promise.resolve()),
  };
  const event = { currentTarget: v } as unknown as SyntheticEvent<HTMLVideoElement>;
  return { v, event };
}

function setup(over: Partial<PlaybackOptions> = {}) {
  const onEnd = vi.fn();
  const hook = renderHook(() =>
    usePlayback({ videoId: 7, info: playInfo(), lessonIds: [7, 8], onEnd, ...over }),
  );
  const { v, event } = fakeVideo();
  const handlers = () => hook.result.current.handlers;
  /** Plays from the current time to `to` in 0.25 s timeupdates, unless something pauses the video. */
  const playTo = (to: number) =>
    act(() => {
      v.paused = false;
      handlers().onTimeUpdate(event);
      while (!v.paused && v.currentTime < to) {
        v.currentTime = Math.round((v.currentTime + 0.25) * 100) / 100;
        handlers().onTimeUpdate(event);
      }
    });
  return { hook, v, event, handlers, playTo, onEnd };
}

const recordCalls = () =>
  record.mock.calls.map(([endpoint, input, options]) => ({
    endpoint: endpoint.id,
    body: (input as { body: unknown }).body,
    keepalive: options?.keepalive,
  }));

beforeEach(() => record.mockClear());

describe('usePlayback', () => {
  it('resumes at the last position and says so', () => {
    const { hook, v, event, handlers } = setup({ info: playInfo({ last_position: 120 }) });
    act(() => handlers().onLoadedMetadata(event));
    expect(v.currentTime).toBe(120);
    expect(hook.result.current.notice).toEqual({ kind: 'resumed', at: 120 });
  });

  it('reports every 10 s of playback, at pause, and by keepalive when the player goes away', () => {
    const { hook, v, event, handlers, playTo } = setup();
    act(() => handlers().onPlay());
    playTo(10);
    expect(recordCalls()).toEqual([
      { endpoint: recordVideo.id, body: { duration: 10, final: false }, keepalive: false },
    ]);
    act(() => {
      v.pause();
      handlers().onPause(event);
    });
    playTo(12);
    hook.unmount();
    expect(recordCalls().slice(1)).toEqual([
      { endpoint: recordVideo.id, body: { duration: 10, final: true }, keepalive: false },
      { endpoint: recordVideo.id, body: { duration: 12, final: true }, keepalive: true },
    ]);
  });

  it('keeps a drag-banned member behind the furthest point watched, at 1×', () => {
    const { hook, v, event, handlers, playTo } = setup({
      info: playInfo({ ban_drag: 1 }),
      record: { watch_seconds: 30, watched_at: null },
    });
    playTo(5);
    act(() => {
      v.currentTime = 200;
      handlers().onSeeking(event);
    });
    expect(v.currentTime).toBe(31);
    expect(hook.result.current.notice).toEqual({ kind: 'dragBanned' });
    act(() => {
      v.playbackRate = 2;
      handlers().onRateChange(event);
    });
    expect(v.playbackRate).toBe(1);
    expect(hook.result.current.speeds).toEqual([1]);
  });

  it('stops a preview at its limit and ends in 试看结束', () => {
    const { v, playTo, onEnd } = setup({ info: playInfo({ is_preview: true, free_seconds: 20 }) });
    playTo(30);
    expect(v.pause).toHaveBeenCalled();
    expect(v.currentTime).toBeLessThan(20);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(onEnd).toHaveBeenCalledWith({ kind: 'preview' });
  });

  it('names the next lesson at the end, and none after the last one', () => {
    const first = setup();
    act(() => first.handlers().onEnded(first.event));
    expect(first.onEnd).toHaveBeenCalledWith({ kind: 'next', id: 8 });
    const last = setup({ videoId: 8 });
    act(() => last.handlers().onEnded(last.event));
    expect(last.onEnd).toHaveBeenCalledWith({ kind: 'last' });
  });
});
