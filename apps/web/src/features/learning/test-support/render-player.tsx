import type { TPlayInfo } from '@shuyuan/contract/learning';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n } from '#lib/i18n/index';
import { AntdScope } from '#shared/antd-scope';
// The menus' overflow is measured with a ResizeObserver, which jsdom lacks.
import '../../auth/test-support/jsdom-gaps';
import { VideoPlayer, type VideoPlayerProps } from '../components/video-player';

/*
 * The lesson player as its tests render it (components/video-player-*.test.tsx: full screen and picture in
 * picture, fingers on the picture, quality and speed). jsdom plays nothing: stubMediaElement() stubs the
 * media element's play/pause/load, and a test fires its events by hand. Each test file still mocks
 * #lib/http itself: vi.mock is hoisted in the test file only.
 */

export const playInfo = (over: Partial<TPlayInfo> = {}): TPlayInfo => ({
  urls: [{ url: 'https://v.test/a.mp4', format: 'mp4', duration: 600, name: '默认' }],
  cover: '',
  duration: 600,
  ban_drag: 0,
  is_preview: false,
  free_seconds: 0,
  last_position: 0,
  watermark: { enabled: 1, size: 14, color: '#fff', opacity: 0.5, text: '学员 13800000000' },
  expires_at: '2030-01-01T00:00:00Z',
  ...over,
});

/** The player, with the <video> given a length and a size on the page. */
export function renderPlayer(over: Partial<VideoPlayerProps> = {}) {
  const props: VideoPlayerProps = {
    videoId: 7,
    title: '第一课',
    info: playInfo(),
    lessonIds: [7, 8],
    onEnd: vi.fn(),
    onRefresh: vi.fn(),
    overlay: null,
    ...over,
  };
  const view = render(
    <AntdScope>
      <VideoPlayer {...props} />
    </AntdScope>,
  );
  const video = view.container.querySelector('video') as HTMLVideoElement;
  const box = view.container.querySelector('section.player') as HTMLElement;
  Object.defineProperty(video, 'duration', { value: 600, configurable: true });
  video.getBoundingClientRect = () =>
    ({ left: 0, top: 0, right: 300, bottom: 180, width: 300, height: 180, x: 0, y: 0 }) as DOMRect;
  return { ...view, video, box };
}

/** Metadata in, then play: the controls show once the video has started. */
export async function start(video: HTMLVideoElement, at = 0) {
  act(() => {
    fireEvent.loadedMetadata(video);
  });
  await act(async () => {
    await video.play();
  });
  if (at > 0) {
    video.currentTime = at;
    act(() => {
      fireEvent.timeUpdate(video);
    });
  }
}

export const button = (name: string | RegExp) => screen.getByRole('button', { name });

/**
 * Chinese strings, and the media element stubbed for each test of the calling file: play and pause flip
 * `paused` and fire their events; the returned spies are the current test's. After each test the player is
 * unmounted while the stubs stand (it unloads its source on the way out), and what a test set on the
 * document or the video's prototype (full screen, picture in picture) is taken away.
 */
export function stubMediaElement() {
  const realTracks = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'textTracks');
  const spies = {} as { play: ReturnType<typeof vi.spyOn>; pause: ReturnType<typeof vi.spyOn> };

  beforeAll(async () => {
    await initI18n('cn');
  });

  beforeEach(() => {
    const paused = (el: HTMLMediaElement, value: boolean) =>
      Object.defineProperty(el, 'paused', { value, configurable: true });
    const proto = HTMLMediaElement.prototype;
    spies.play = vi.spyOn(proto, 'play').mockImplementation(function (this: HTMLMediaElement) {
      paused(this, false);
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    spies.pause = vi.spyOn(proto, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      paused(this, true);
      this.dispatchEvent(new Event('pause'));
    });
    vi.spyOn(proto, 'load').mockImplementation(() => undefined);
    // jsdom's track list is no event target; these lessons have no captions anyway.
    const noTracks = Object.assign([], { addEventListener() {}, removeEventListener() {} });
    Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', {
      get: () => noTracks,
      configurable: true,
    });
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
    for (const key of ['fullscreenElement', 'pictureInPictureEnabled', 'pictureInPictureElement'])
      Reflect.deleteProperty(document, key);
    Reflect.deleteProperty(HTMLVideoElement.prototype, 'requestPictureInPicture');
    Reflect.deleteProperty(HTMLVideoElement.prototype, 'webkitSupportsPresentationMode');
    Reflect.deleteProperty(HTMLVideoElement.prototype, 'webkitSetPresentationMode');
    if (realTracks) Object.defineProperty(HTMLMediaElement.prototype, 'textTracks', realTracks);
  });

  return spies;
}
