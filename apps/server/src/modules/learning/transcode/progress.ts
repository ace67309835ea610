import type { StepProgress } from './ffmpeg-run';

/*
 * One percentage for a whole transcode: each step's fraction (from ffmpeg's out_time against the step's
 * length) weighted by what the step costs (ladder.ts's pixels, see transcode.ts), summed. It only rises,
 * and it is told at most every `intervalMs` so a job queue that stores it does not write on every line
 * ffmpeg prints; 100 is told once, when everything is done.
 */

export interface ProgressSum {
  /** The progress callback of one step, by the name it was weighed under. */
  step(name: string): StepProgress;
  /** Tells 100 (the transcode is complete). */
  finish(): void;
}

export function sumProgress(
  weights: Record<string, number>,
  report: ((percent: number) => void) | undefined,
  intervalMs: number,
  now: () => number = Date.now,
): ProgressSum {
  const total = Object.values(weights).reduce((sum, w) => sum + w, 0) || 1;
  const done: Record<string, number> = {};
  let told = 0;
  let toldAt = Number.NEGATIVE_INFINITY;

  const tell = (percent: number, force: boolean) => {
    if (!report || percent <= told) return;
    if (!force && now() - toldAt < intervalMs) return;
    told = percent;
    toldAt = now();
    report(percent);
  };

  return {
    step(name) {
      const weight = weights[name] ?? 0;
      return (fraction) => {
        // A step's own report can step back (ffmpeg's out_time of several outputs): keep its best.
        done[name] = Math.max(done[name] ?? 0, Math.min(1, Math.max(0, fraction)) * weight);
        const sum = Object.values(done).reduce((s, d) => s + d, 0);
        // Below 100 until finish(): the last steps and the publishing rename still have to happen.
        tell(Math.min(99, Math.floor((sum / total) * 100)), false);
      };
    },
    finish() {
      tell(100, true);
    },
  };
}
