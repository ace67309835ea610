/*
 * Full screen on every browser a lesson is watched in (decision 043), best first:
 * - `container`: the Fullscreen API on the player's box, so the watermark, captions and our controls come
 *   along (desktop browsers, Android Chrome, iPad Safari; `webkitRequestFullscreen` on older Safari);
 * - `native`: the <video> element's own full screen, where the box cannot go full screen: iPhone Safari,
 *   which has `webkitEnterFullscreen()` on videos only, and WeChat's browser, whose element full screen is
 *   unreliable. The system's player then draws the picture: our overlays (watermark, captions) cannot show;
 * - `page`: the box fixed over the whole page (100vw × 100dvh) by CSS, where neither exists.
 * A request that the browser refuses (a rejected promise, an exception) falls through to the next.
 */

export type FullscreenMode = 'container' | 'native' | 'page';

interface FsBox {
  requestFullscreen?: (options?: FullscreenOptions) => Promise<void>;
  webkitRequestFullscreen?: () => void;
}

export interface FsVideo extends FsBox {
  webkitEnterFullscreen?: () => void;
  webkitExitFullscreen?: () => void;
  webkitSupportsFullscreen?: boolean;
  addEventListener: HTMLElement['addEventListener'];
  removeEventListener: HTMLElement['removeEventListener'];
}

export interface FsDocument {
  fullscreenEnabled?: boolean;
  fullscreenElement?: Element | null;
  exitFullscreen?: () => Promise<void>;
  webkitFullscreenEnabled?: boolean;
  webkitFullscreenElement?: Element | null;
  webkitExitFullscreen?: () => void;
}

export interface FullscreenEnv {
  /** WeChat's in-app browser (its user agent says MicroMessenger). */
  wechat: boolean;
}

export const isWeChat = (userAgent: string) => /MicroMessenger/i.test(userAgent);

const fn = (f: unknown): f is (...args: never[]) => unknown => typeof f === 'function';

function hasContainerApi(box: FsBox, doc: FsDocument): boolean {
  if (fn(box.requestFullscreen) && doc.fullscreenEnabled !== false) return true;
  return fn(box.webkitRequestFullscreen) && doc.webkitFullscreenEnabled !== false;
}

function hasNativeVideo(video: FsVideo | null, env: FullscreenEnv): boolean {
  if (!video) return false;
  if (fn(video.webkitEnterFullscreen) && video.webkitSupportsFullscreen !== false) return true;
  // WeChat on Android has no webkitEnterFullscreen: its video goes full screen through the standard call.
  return env.wechat && (fn(video.requestFullscreen) || fn(video.webkitRequestFullscreen));
}

/** The modes to try, in order; `page` is always last and always works. */
export function fullscreenModes(
  box: FsBox,
  video: FsVideo | null,
  doc: FsDocument,
  env: FullscreenEnv,
): FullscreenMode[] {
  const container = hasContainerApi(box, doc);
  const native = hasNativeVideo(video, env);
  const modes: FullscreenMode[] = [];
  if (env.wechat) {
    if (native) modes.push('native');
    if (container) modes.push('container');
  } else {
    if (container) modes.push('container');
    if (native) modes.push('native');
  }
  modes.push('page');
  return modes;
}

/** Calls a request that may return a promise or throw; resolves true when it was not refused. */
async function attempt(request: () => unknown): Promise<boolean> {
  try {
    await request();
    return true;
  } catch {
    return false;
  }
}

function requestOn(el: FsBox): Promise<boolean> {
  if (fn(el.requestFullscreen)) return attempt(() => el.requestFullscreen?.({ navigationUI: 'hide' }));
  return attempt(() => el.webkitRequestFullscreen?.());
}

/** Enters the first mode that works; answers it (`page` needs the caller to apply its CSS). */
export async function enterFullscreen(
  box: FsBox,
  video: FsVideo | null,
  doc: FsDocument,
  env: FullscreenEnv,
): Promise<FullscreenMode> {
  for (const mode of fullscreenModes(box, video, doc, env)) {
    if (mode === 'page') return mode;
    if (mode === 'container' && (await requestOn(box))) return mode;
    if (mode === 'native' && video) {
      const ok = fn(video.webkitEnterFullscreen)
        ? await attempt(() => video.webkitEnterFullscreen?.())
        : await requestOn(video);
      if (ok) return mode;
    }
  }
  return 'page';
}

export function fullscreenElement(doc: FsDocument): Element | null {
  return doc.fullscreenElement ?? doc.webkitFullscreenElement ?? null;
}

/** Leaves `mode` (nothing to do for `page`: the caller drops its CSS). */
export function exitFullscreen(mode: FullscreenMode, video: FsVideo | null, doc: FsDocument): void {
  if (mode === 'page') return;
  if (fullscreenElement(doc)) {
    if (fn(doc.exitFullscreen)) void doc.exitFullscreen().catch(() => undefined);
    else doc.webkitExitFullscreen?.();
    return;
  }
  if (mode === 'native') void attempt(() => video?.webkitExitFullscreen?.());
}
