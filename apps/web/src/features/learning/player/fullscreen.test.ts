import { describe, expect, it, vi } from 'vitest';
import {
  enterFullscreen,
  exitFullscreen,
  type FsDocument,
  type FsVideo,
  fullscreenModes,
  isWeChat,
} from './fullscreen';

/* Full screen per browser (decision 043), with each API stubbed on real elements. */

const desktop = { wechat: false };
const wechat = { wechat: true };

function elements() {
  const box = document.createElement('section');
  const video = document.createElement('video') as HTMLVideoElement & FsVideo;
  // jsdom has no Fullscreen API of its own: each test gives the elements what the browser would.
  return { box, video };
}

describe('choosing the full screen', () => {
  it('a desktop or Android browser: the Fullscreen API on the player box, so the overlays come along', async () => {
    const { box, video } = elements();
    box.requestFullscreen = vi.fn(() => Promise.resolve());
    const doc: FsDocument = { fullscreenEnabled: true };
    expect(fullscreenModes(box, video, doc, desktop)).toEqual(['container', 'page']);
    expect(await enterFullscreen(box, video, doc, desktop)).toBe('container');
    expect(box.requestFullscreen).toHaveBeenCalledOnce();
  });

  it('older Safari: the prefixed request on the box', async () => {
    const { box, video } = elements();
    const request = vi.fn();
    Object.assign(box, { webkitRequestFullscreen: request });
    expect(await enterFullscreen(box, video, {}, desktop)).toBe('container');
    expect(request).toHaveBeenCalledOnce();
  });

  it('iPhone Safari: no full screen for the box, the video’s own webkitEnterFullscreen', async () => {
    const { box, video } = elements();
    // iPhone reports the API as unusable for elements (and has no request on a div at all).
    const doc: FsDocument = { fullscreenEnabled: false };
    video.webkitEnterFullscreen = vi.fn();
    video.webkitSupportsFullscreen = true;
    expect(fullscreenModes(box, video, doc, desktop)).toEqual(['native', 'page']);
    expect(await enterFullscreen(box, video, doc, desktop)).toBe('native');
    expect(video.webkitEnterFullscreen).toHaveBeenCalledOnce();
  });

  it('WeChat: the video’s own full screen first, even where the box has the API', async () => {
    const { box, video } = elements();
    box.requestFullscreen = vi.fn(() => Promise.resolve());
    video.requestFullscreen = vi.fn(() => Promise.resolve());
    const doc: FsDocument = { fullscreenEnabled: true };
    expect(fullscreenModes(box, video, doc, wechat)).toEqual(['native', 'container', 'page']);
    expect(await enterFullscreen(box, video, doc, wechat)).toBe('native');
    expect(video.requestFullscreen).toHaveBeenCalledOnce();
    expect(box.requestFullscreen).not.toHaveBeenCalled();
    expect(
      isWeChat('Mozilla/5.0 (Linux; Android 13) … MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64'),
    ).toBe(true);
    expect(isWeChat('Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) … Safari/604.1')).toBe(false);
  });

  it('neither API: the box covers the page (CSS); a refused request falls through to it too', async () => {
    const { box, video } = elements();
    expect(fullscreenModes(box, video, {}, desktop)).toEqual(['page']);
    expect(await enterFullscreen(box, video, {}, desktop)).toBe('page');

    box.requestFullscreen = vi.fn(() => Promise.reject(new TypeError('Permissions check failed')));
    expect(await enterFullscreen(box, video, { fullscreenEnabled: true }, desktop)).toBe('page');
    expect(box.requestFullscreen).toHaveBeenCalledOnce();
  });

  it('leaves each mode its own way', () => {
    const { box, video } = elements();
    const exit = vi.fn(() => Promise.resolve());
    exitFullscreen('container', video, { fullscreenElement: box, exitFullscreen: exit });
    expect(exit).toHaveBeenCalledOnce();

    video.webkitExitFullscreen = vi.fn();
    exitFullscreen('native', video, { fullscreenElement: null });
    expect(video.webkitExitFullscreen).toHaveBeenCalledOnce();

    // WeChat on Android: the video went full screen through the standard API, which also ends it.
    const exitDoc = vi.fn(() => Promise.resolve());
    exitFullscreen('native', video, { fullscreenElement: video, exitFullscreen: exitDoc });
    expect(exitDoc).toHaveBeenCalledOnce();

    // page: nothing for the browser to do (the player drops its class).
    expect(() => exitFullscreen('page', video, {})).not.toThrow();
  });
});
