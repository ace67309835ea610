import type { TPlayInfo } from '@shuyuan/contract/learning';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '#lib/storage';
import { button, playInfo, renderPlayer, start, stubMediaElement } from '../test-support/render-player';

/*
 * The lesson player's quality menu (the play info's addresses, an HLS master's levels in place) and speed
 * menu, and what both remember for the next lesson (decision 043). The player is rendered and its media
 * element stubbed by test-support/render-player.tsx; hls.js is the fake below.
 */

vi.mock('#lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/http')>()),
  callEndpoint: vi.fn(() =>
    Promise.resolve({ watch_seconds: 0, is_watched: false, course_progress: 0, course_watched: false }),
  ),
}));

const { FakeHls } = vi.hoisted(() => {
  type Listener = (event: string, data: unknown) => void;
  /** hls.js as the player uses it: events, loadSource, attachMedia, currentLevel. */
  class FakeHls {
    static Events = { ERROR: 'hlsError', MANIFEST_PARSED: 'hlsManifestParsed' };
    static isSupported = () => true;
    static last: FakeHls | null = null;
    listeners = new Map<string, Listener>();
    currentLevel = -1;
    url = '';
    constructor() {
      FakeHls.last = this;
    }
    on(event: string, fn: Listener) {
      this.listeners.set(event, fn);
    }
    emit(event: string, data: unknown) {
      this.listeners.get(event)?.(event, data);
    }
    loadSource(url: string) {
      this.url = url;
    }
    attachMedia() {}
    destroy() {}
  }
  return { FakeHls };
});
vi.mock('hls.js/light', () => ({ default: FakeHls }));

const mp4s = (...names: string[]): TPlayInfo['urls'] =>
  names.map((name) => ({ url: `https://v.test/${name}.mp4`, format: 'mp4', duration: 600, name }));

const media = stubMediaElement();

beforeEach(() => {
  FakeHls.last = null;
});

describe('quality and speed', () => {
  it('lists the renditions, switches where the video is and as it was playing, and remembers the choice', async () => {
    const first = renderPlayer({ info: playInfo({ urls: mp4s('360p', '720p', '1080p') }) });
    expect(first.video.getAttribute('src')).toBe('https://v.test/360p.mp4');
    await start(first.video, 42);
    fireEvent.click(button('清晰度：360p'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['360p', '720p', '1080p']);
    media.play.mockClear();
    fireEvent.click(screen.getByRole('menuitem', { name: '720p' }));
    expect(first.video.getAttribute('src')).toBe('https://v.test/720p.mp4');
    first.video.currentTime = 0;
    act(() => {
      fireEvent.loadedMetadata(first.video);
    });
    expect(first.video.currentTime).toBe(42);
    expect(media.play).toHaveBeenCalledOnce();
    expect(localStorage.getItem(StorageKey.playerQuality)).toBe('720p');
    first.unmount();

    // The next lesson starts in 720p, or the nearest below it.
    const next = renderPlayer({ info: playInfo({ urls: mp4s('360p', '480p', '1080p') }) });
    expect(next.video.getAttribute('src')).toBe('https://v.test/480p.mp4');
  });

  it("shows the transcode's poster frame before playing, and none without one", () => {
    const framed = renderPlayer({
      info: playInfo({ urls: mp4s('720p'), poster: 'https://v.test/api/v3/media/t/poster.jpg' }),
    });
    expect(framed.video.getAttribute('poster')).toBe('https://v.test/api/v3/media/t/poster.jpg');
    framed.unmount();
    expect(renderPlayer({ info: playInfo({ urls: mp4s('720p') }) }).video.hasAttribute('poster')).toBe(false);
  });

  it('offers 自动 and the levels of an HLS master, switching in place', async () => {
    const master = { url: 'https://v.test/master.m3u8', format: 'm3u8', duration: 600, name: '自适应' };
    const { video } = renderPlayer({ info: playInfo({ urls: [master, ...mp4s('默认')] }) });
    await vi.waitFor(() => expect(FakeHls.last?.url).toBe(master.url));
    const hls = FakeHls.last as InstanceType<typeof FakeHls>;
    act(() => {
      hls.emit(FakeHls.Events.MANIFEST_PARSED, {
        levels: [
          { width: 640, height: 360, bitrate: 800_000 },
          { width: 1280, height: 720, bitrate: 2_500_000 },
        ],
      });
    });
    await start(video, 20);
    fireEvent.click(button('清晰度：自动'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['自动', '360p', '720p', '默认']);
    fireEvent.click(screen.getByRole('menuitem', { name: '720p' }));
    expect(hls.currentLevel).toBe(1);
    expect(video.currentTime).toBe(20);
    expect(localStorage.getItem(StorageKey.playerQuality)).toBe('720p');
    button('清晰度：720p');
  });

  it('remembers the speed for the next lesson, within what the lesson allows', async () => {
    const first = renderPlayer();
    await start(first.video);
    fireEvent.click(button('倍速 1×'));
    fireEvent.click(await screen.findByRole('menuitem', { name: '1.5×' }));
    expect(first.video.playbackRate).toBe(1.5);
    expect(localStorage.getItem(StorageKey.playerRate)).toBe('1.5');
    first.unmount();

    const next = renderPlayer();
    await start(next.video);
    expect(next.video.playbackRate).toBe(1.5);
    button('倍速 1.5×');
    next.unmount();

    // A drag-banned lesson plays at 1× and leaves the remembered speed alone.
    const banned = renderPlayer({ info: playInfo({ ban_drag: 1 }) });
    await start(banned.video);
    expect(banned.video.playbackRate).toBe(1);
    button('本课时倍速固定为 1×');
    expect(localStorage.getItem(StorageKey.playerRate)).toBe('1.5');
  });
});
