import { useEffect, useState } from 'react';
import { cueLines, cueTopPercent, preferredCaption } from '../player/captions';

export interface ShownCue {
  lines: string[];
  /** Percent from the top the file asked for, or null: at the bottom, above the control bar. */
  top: number | null;
}

/**
 * The captions of the player: on/off, the chosen track (see player/captions.ts) and the cue to draw now.
 * The chosen track is `hidden` (loaded, its cues reported, drawn by us), the others `disabled` (not loaded).
 */
export function useCaptions(
  video: HTMLVideoElement | null,
  tracks: readonly { lang: string }[],
  siteLang: string,
) {
  const [on, setOn] = useState(false);
  const [chosen, setChosen] = useState(() => preferredCaption(tracks, siteLang));
  const [cue, setCue] = useState<ShownCue | null>(null);
  const index = chosen < tracks.length ? chosen : 0;

  useEffect(() => {
    const list = video?.textTracks;
    if (!list) return;
    const sync = () => {
      Array.from(list).forEach((track, i) => {
        const mode = on && i === index ? 'hidden' : 'disabled';
        if (track.mode !== mode) track.mode = mode;
      });
      const active = on ? list[index] : undefined;
      const cues = Array.from(active?.activeCues ?? []) as VTTCue[];
      const lines = cues.flatMap((c) => cueLines(c.text));
      setCue(lines.length > 0 && cues[0] ? { lines, top: cueTopPercent(cues[0]) } : null);
    };
    sync();
    const track = list[index];
    track?.addEventListener('cuechange', sync);
    // A track element added later (or a new source) must get its mode too.
    list.addEventListener('addtrack', sync);
    return () => {
      track?.removeEventListener('cuechange', sync);
      list.removeEventListener('addtrack', sync);
    };
  }, [video, on, index]);

  return {
    captionsOn: on,
    captionIndex: index,
    cue,
    toggleCaptions: () => setOn((v) => !v),
    chooseCaption: (i: number) => {
      setChosen(i);
      setOn(true);
    },
  };
}
