import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { button, renderPlayer, start, stubMediaElement } from '../test-support/render-player';

/*
 * The lesson player's full screen per browser (the Fullscreen API on the box, the video's own on iPhone, else
 * the box over the page) and its picture in picture (decision 043). The player is rendered and its media
 * element stubbed by test-support/render-player.tsx.
 */

vi.mock('#lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#lib/http')>()),
  callEndpoint: vi.fn(() =>
    Promise.resolve({ watch_seconds: 0, is_watched: false, course_progress: 0, course_watched: false }),
  ),
}));

stubMediaElement();

describe('full screen', () => {
  it('uses the Fullscreen API on the player box, watermark inside, and leaves it', async () => {
    const { video, box } = renderPlayer();
    await start(video);
    box.requestFullscreen = vi.fn(() => {
      Object.defineProperty(document, 'fullscreenElement', { value: box, configurable: true });
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    document.exitFullscreen = vi.fn(() => {
      Object.defineProperty(document, 'fullscreenElement', { value: null, configurable: true });
      document.dispatchEvent(new Event('fullscreenchange'));
      return Promise.resolve();
    });
    await act(async () => {
      fireEvent.click(button('全屏'));
    });
    expect(box.requestFullscreen).toHaveBeenCalledOnce();
    expect(box.classList.contains('is-fullscreen')).toBe(true);
    expect(box.classList.contains('is-page-fullscreen')).toBe(false);
    expect(box.querySelector('.player-watermark')?.textContent).toBe('学员 138****0000');
    await act(async () => {
      fireEvent.click(button('退出全屏'));
    });
    expect(document.exitFullscreen).toHaveBeenCalledOnce();
    expect(box.classList.contains('is-fullscreen')).toBe(false);
    Reflect.deleteProperty(document, 'exitFullscreen');
  });

  it('on iPhone falls back to the video’s own full screen (webkitEnterFullscreen), and leaves it', async () => {
    const { video, box } = renderPlayer();
    await start(video);
    const iphone = video as HTMLVideoElement & {
      webkitEnterFullscreen(): void;
      webkitExitFullscreen(): void;
    };
    iphone.webkitEnterFullscreen = vi.fn(() => video.dispatchEvent(new Event('webkitbeginfullscreen')));
    iphone.webkitExitFullscreen = vi.fn(() => video.dispatchEvent(new Event('webkitendfullscreen')));
    await act(async () => {
      fireEvent.click(button('全屏'));
    });
    expect(iphone.webkitEnterFullscreen).toHaveBeenCalledOnce();
    // The system draws the picture: the box itself does not change.
    expect(box.className).not.toMatch(/fullscreen/);
    await act(async () => {
      fireEvent.click(button('退出全屏'));
    });
    expect(iphone.webkitExitFullscreen).toHaveBeenCalledOnce();
    button('全屏');
  });

  it('without either API covers the page with the box (CSS), left by the button or Escape', async () => {
    const { video, box } = renderPlayer();
    await start(video);
    await act(async () => {
      fireEvent.click(button('全屏'));
    });
    expect(box.classList.contains('is-page-fullscreen')).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(box.querySelector('.player-watermark')).not.toBeNull();
    await act(async () => {
      fireEvent.click(button('退出全屏'));
    });
    expect(box.classList.contains('is-page-fullscreen')).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
    await act(async () => {
      fireEvent.click(button('全屏'));
    });
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(box.classList.contains('is-page-fullscreen')).toBe(false);
  });
});

describe('picture in picture', () => {
  it('has no button where the browser has no picture in picture', async () => {
    const { video } = renderPlayer();
    await start(video);
    button('全屏');
    expect(screen.queryByRole('button', { name: '画中画' })).toBeNull();
  });

  it('opens the small window through the standard API', async () => {
    Object.defineProperty(document, 'pictureInPictureEnabled', { value: true, configurable: true });
    const request = vi.fn(() => Promise.resolve({}));
    Object.defineProperty(HTMLVideoElement.prototype, 'requestPictureInPicture', {
      value: request,
      configurable: true,
    });
    const { video } = renderPlayer();
    await start(video);
    fireEvent.click(button('画中画'));
    expect(request).toHaveBeenCalledOnce();
    Object.defineProperty(document, 'pictureInPictureElement', { value: video, configurable: true });
    act(() => {
      video.dispatchEvent(new Event('enterpictureinpicture'));
    });
    expect(button('退出画中画').getAttribute('aria-pressed')).toBe('true');
  });

  it('on iPhone through Safari’s presentation mode', async () => {
    const setMode = vi.fn();
    Object.defineProperty(HTMLVideoElement.prototype, 'webkitSupportsPresentationMode', {
      value: (mode: string) => mode === 'picture-in-picture',
      configurable: true,
    });
    Object.defineProperty(HTMLVideoElement.prototype, 'webkitSetPresentationMode', {
      value: setMode,
      configurable: true,
    });
    const { video } = renderPlayer();
    await start(video);
    fireEvent.click(button('画中画'));
    expect(setMode).toHaveBeenCalledWith('picture-in-picture');
  });
});
