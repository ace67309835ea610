/*
 * When the player reports the playhead (meedu-api.md §3.5): after every 10 s of real playback, and once
 * more, marked final, on pause, end and page hide. "Playback" is the media time that passed while
 * playing: a seek moves the playhead without earning time, so jumping ahead does not trigger a report
 * early (the server clamps a report to wall-clock time anyway).
 */

export const REPORT_EVERY_SECONDS = 10;
/** A timeupdate step bigger than this was a seek, not playback (timeupdate fires every ~0.25 s, 2× max). */
export const MAX_PLAY_STEP_SECONDS = 3;

export interface ProgressCadence {
  /** A timeupdate while playing. */
  tick(position: number): void;
  /** The playhead jumped (seek, quality switch, resume): no playback credit for the jump. */
  jumped(position: number): void;
  /** Pause, end, page hide, leaving: sends the final position unless it was already sent. */
  flush(position: number): void;
}

export function createProgressCadence(
  send: (position: number, final: boolean) => void,
  every = REPORT_EVERY_SECONDS,
): ProgressCadence {
  let played = 0;
  let last: number | null = null;
  let sent: { position: number; final: boolean } | null = null;
  const post = (position: number, final: boolean) => {
    // The server refuses 0 (参数错误): nothing was watched yet.
    if (position <= 0) return;
    send(Math.round(position * 10) / 10, final);
    sent = { position, final };
    played = 0;
  };
  return {
    tick(position) {
      if (last !== null) {
        const step = position - last;
        if (step > 0 && step <= MAX_PLAY_STEP_SECONDS) played += step;
      }
      last = position;
      if (played >= every) post(position, false);
    },
    jumped(position) {
      last = position;
    },
    flush(position) {
      if (sent?.final && Math.abs(sent.position - position) < 0.05) return;
      post(position, true);
    },
  };
}
