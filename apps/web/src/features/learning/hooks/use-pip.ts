import { useEffect, useState } from 'react';
import { inPip, type PipDocument, type PipVideo, pipSupport, togglePip } from '../player/pip';

/** Picture in picture for the player's video: whether the browser has it, whether it is on, the toggle. */
export function usePip(video: HTMLVideoElement | null) {
  const doc = document as PipDocument;
  const kind = pipSupport(video as PipVideo | null, doc);
  const [on, setOn] = useState(false);

  useEffect(() => {
    if (!video || !kind) return;
    const sync = () => setOn(inPip(kind, video as PipVideo, document as PipDocument));
    const events = ['enterpictureinpicture', 'leavepictureinpicture', 'webkitpresentationmodechanged'];
    for (const name of events) video.addEventListener(name, sync);
    return () => {
      for (const name of events) video.removeEventListener(name, sync);
    };
  }, [video, kind]);

  return {
    pipSupported: kind !== null,
    pip: on,
    togglePip: () => {
      if (video && kind) togglePip(kind, video as PipVideo, doc);
    },
  };
}
