import { spawn } from 'node:child_process';
import { AppError } from '#core/errors';
import { TranscodeMessage } from './messages';

/*
 * One ffmpeg process of a transcode: an argument array (never a shell), its progress read from ffmpeg's own
 * `-progress pipe:1` report, and a cancel that really ends it. preview-cut.ts runs its short stream copy with
 * execFile and a timeout; a transcode runs for minutes, so it needs a progress and an abort instead.
 */

/** A fraction of the step done, 0 to 1. */
export type StepProgress = (fraction: number) => void;

export interface FfmpegRun {
  /** The ffmpeg program (config FFMPEG_PATH). */
  program: string;
  /** Everything after the common head (`-nostdin -progress pipe:1 …`). */
  args: string[];
  /** Seconds of media the run writes: `out_time_us` is measured against it; 0 reports nothing until the end. */
  seconds: number;
  signal?: AbortSignal;
  onProgress?: StepProgress;
  /** How long ffmpeg has after SIGTERM (it closes its files) before SIGKILL. */
  killAfterMs?: number;
}

/** ffmpeg's last words on stderr, for the log; an hour-long transcode can write a lot of warnings. */
const STDERR_TAIL = 4_000;
const KILL_AFTER_MS = 3_000;

/** The abort's reason, as `fetch` and the timers of node do: a DOMException named AbortError by default. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/** An AppError whose cause keeps what ffmpeg said (the envelope shows the message, the log the cause). */
export function failure(message: string, detail: string): AppError {
  const error = new AppError(message);
  error.cause = new Error(detail);
  return error;
}

/** Runs ffmpeg to its end; rejects with AppError when it fails, with the abort reason when cancelled. */
export function runFfmpeg(run: FfmpegRun): Promise<void> {
  const { signal } = run;
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  return new Promise<void>((resolve, reject) => {
    const child = spawn(
      run.program,
      // -nostats: the progress report replaces the status line; -loglevel error keeps stderr to failures.
      ['-nostdin', '-hide_banner', '-nostats', '-loglevel', 'error', '-progress', 'pipe:1', ...run.args],
      { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true },
    );
    let stderr = '';
    let pending = '';
    let spawnError: Error | null = null;
    let killTimer: NodeJS.Timeout | undefined;

    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) readProgressLine(line.trim(), run);
    });

    const onAbort = () => {
      child.kill('SIGTERM');
      killTimer = setTimeout(() => child.kill('SIGKILL'), run.killAfterMs ?? KILL_AFTER_MS);
    };
    signal?.addEventListener('abort', onAbort, { once: true });

    child.once('error', (error) => {
      spawnError = error;
    });
    // 'close' rather than 'exit': the last progress lines have been read, and the process is gone, so a
    // cancelled transcode leaves no ffmpeg behind when this settles.
    child.once('close', (code, killedBy) => {
      clearTimeout(killTimer);
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) return reject(abortReason(signal));
      if (spawnError) {
        const missing = (spawnError as NodeJS.ErrnoException).code === 'ENOENT';
        return reject(
          failure(missing ? TranscodeMessage.noTools : TranscodeMessage.failed, spawnError.message),
        );
      }
      if (code === 0) {
        run.onProgress?.(1);
        return resolve();
      }
      const status = killedBy ? `signal ${killedBy}` : `exit code ${code}`;
      reject(failure(TranscodeMessage.failed, `ffmpeg ended with ${status}: ${stderr.trim()}`));
    });
  });
}

function readProgressLine(line: string, run: FfmpegRun): void {
  if (!run.onProgress) return;
  if (line === 'progress=end') {
    run.onProgress(1);
    return;
  }
  // `out_time_us=N/A` before the first frame; a negative time at the very start of some inputs.
  const match = /^out_time_us=(\d+)$/.exec(line);
  if (!match || run.seconds <= 0) return;
  run.onProgress(Math.min(1, Number(match[1]) / 1e6 / run.seconds));
}
