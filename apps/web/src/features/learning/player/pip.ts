/*
 * Picture in picture (decision 043): the standard API (Chrome, Edge, Safari on the desktop), or Safari's
 * presentation mode on iPhone and iPad. Firefox has neither (it offers its own toggle on the video), so the
 * player shows no button there. The small window shows the picture only: no watermark, no captions of ours.
 */

export type PipKind = 'standard' | 'webkit';

export interface PipVideo {
  requestPictureInPicture?: () => Promise<unknown>;
  disablePictureInPicture?: boolean;
  webkitSupportsPresentationMode?: (mode: string) => boolean;
  webkitSetPresentationMode?: (mode: 'inline' | 'picture-in-picture' | 'fullscreen') => void;
  webkitPresentationMode?: string;
}

export interface PipDocument {
  pictureInPictureEnabled?: boolean;
  pictureInPictureElement?: Element | null;
  exitPictureInPicture?: () => Promise<void>;
}

/** Which picture-in-picture this browser gives the video, or null (no button). */
export function pipSupport(video: PipVideo | null, doc: PipDocument): PipKind | null {
  if (!video) return null;
  if (
    doc.pictureInPictureEnabled === true &&
    typeof video.requestPictureInPicture === 'function' &&
    !video.disablePictureInPicture
  )
    return 'standard';
  if (
    typeof video.webkitSupportsPresentationMode === 'function' &&
    typeof video.webkitSetPresentationMode === 'function' &&
    video.webkitSupportsPresentationMode('picture-in-picture')
  )
    return 'webkit';
  return null;
}

export function inPip(kind: PipKind, video: PipVideo, doc: PipDocument): boolean {
  return kind === 'standard'
    ? doc.pictureInPictureElement === (video as unknown)
    : video.webkitPresentationMode === 'picture-in-picture';
}

/** Opens or closes the small window. */
export function togglePip(kind: PipKind, video: PipVideo, doc: PipDocument): void {
  if (kind === 'webkit') {
    video.webkitSetPresentationMode?.(inPip(kind, video, doc) ? 'inline' : 'picture-in-picture');
    return;
  }
  const done = inPip(kind, video, doc) ? doc.exitPictureInPicture?.() : video.requestPictureInPicture?.();
  // Refused (no metadata yet, a policy): the button simply does nothing.
  void done?.catch(() => undefined);
}
