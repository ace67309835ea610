import type { TExamAnswer } from '@shuyuan/contract/exam-papers';

/*
 * Saving answers as the member goes (decision 046: one upsert per question, so saving again replaces).
 * Each question keeps its latest answer and the version the server has: a choice is sent at once, typing
 * after a pause (debounced), one call per question at a time, and a change made while a call is out is sent
 * when it returns. A call that got no answer (offline, server error) is retried after a growing pause; one
 * the server refused for good (a wrong shape) stops for that question; one that says the attempt is closed
 * (time up, already submitted) stops everything and tells the page. Nothing here knows React.
 */

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';
/** What a failed save means: try again, this answer will never be taken, or the attempt is over. */
export type SaveFailure = 'retry' | 'refused' | 'closed';

export interface SaveQueueOptions {
  save: (questionId: number, answer: TExamAnswer) => Promise<unknown>;
  classify: (error: unknown) => SaveFailure;
  /** The server says the attempt is closed: nothing more is sent. */
  onClosed: (error: unknown) => void;
  /** Something's state changed (for the page's saved/saving/failed line). */
  onChange: () => void;
  debounceMs?: number;
  /** Pauses before each retry; the last one repeats. */
  retryMs?: readonly number[];
}

interface Entry {
  answer: TExamAnswer;
  version: number;
  savedVersion: number;
  sending: Promise<void> | null;
  timer: ReturnType<typeof setTimeout> | null;
  failures: number;
  refused: boolean;
}

export const TYPING_DEBOUNCE_MS = 800;
export const RETRY_MS = [1_000, 2_000, 5_000, 10_000] as const;

export class SaveQueue {
  private readonly entries = new Map<number, Entry>();
  private stopped = false;

  constructor(private readonly o: SaveQueueOptions) {}

  /** A new answer for a question: sent now, or after a pause in typing (`typing`). */
  set(questionId: number, answer: TExamAnswer, typing = false): void {
    if (this.stopped) return;
    const e = this.entry(questionId);
    e.answer = answer;
    e.version += 1;
    e.refused = false;
    this.clearTimer(e);
    if (typing) e.timer = setTimeout(() => this.send(questionId), this.o.debounceMs ?? TYPING_DEBOUNCE_MS);
    else this.send(questionId);
    this.o.onChange();
  }

  /** Sends every answer the server does not have yet, now; true once all of them are saved. */
  async flush(): Promise<boolean> {
    for (let round = 0; round < 5 && !this.stopped; round += 1) {
      const pending = [...this.entries].filter(([, e]) => this.unsaved(e) && !e.refused);
      for (const [id, e] of pending) {
        this.clearTimer(e);
        this.send(id);
      }
      const out = [...this.entries.values()].map((e) => e.sending).filter((p) => p !== null);
      if (out.length === 0) break;
      await Promise.all(out);
      // A failure scheduled a retry: flushing does not wait for it.
      if ([...this.entries.values()].some((e) => e.failures > 0 || e.refused)) break;
    }
    return [...this.entries.values()].every((e) => !this.unsaved(e));
  }

  /** Sends again after stop() (the page mounted again: React's strict mode mounts twice). */
  start(): void {
    this.stopped = false;
  }

  /** Stops sending (submitted, or the page goes away). */
  stop(): void {
    this.stopped = true;
    for (const e of this.entries.values()) this.clearTimer(e);
  }

  stateOf(questionId: number): SaveState {
    const e = this.entries.get(questionId);
    if (!e) return 'idle';
    if (e.refused || e.failures > 0) return 'failed';
    return this.unsaved(e) ? 'saving' : 'saved';
  }

  /** The page's one line: failed when any failed, saving while any is on its way, saved once any was. */
  get state(): SaveState {
    const states = [...this.entries.keys()].map((id) => this.stateOf(id));
    if (states.includes('failed')) return 'failed';
    if (states.includes('saving')) return 'saving';
    return states.includes('saved') ? 'saved' : 'idle';
  }

  /** Questions whose latest answer the server does not have. */
  get unsavedCount(): number {
    return [...this.entries.values()].filter((e) => this.unsaved(e)).length;
  }

  private unsaved = (e: Entry) => e.version > e.savedVersion;

  private entry(id: number): Entry {
    let e = this.entries.get(id);
    if (!e) {
      e = {
        answer: null,
        version: 0,
        savedVersion: 0,
        sending: null,
        timer: null,
        failures: 0,
        refused: false,
      };
      this.entries.set(id, e);
    }
    return e;
  }

  private clearTimer(e: Entry) {
    if (e.timer !== null) clearTimeout(e.timer);
    e.timer = null;
  }

  private send(id: number): void {
    const e = this.entry(id);
    e.timer = null;
    if (this.stopped || e.sending || !this.unsaved(e)) return;
    const version = e.version;
    e.sending = this.o
      .save(id, e.answer)
      .then(
        () => {
          e.savedVersion = Math.max(e.savedVersion, version);
          e.failures = 0;
        },
        (error: unknown) => this.failed(id, e, error),
      )
      .finally(() => {
        e.sending = null;
        // A change made while this call was out (and not waiting for a pause in typing) goes now.
        if (!this.stopped && this.unsaved(e) && !e.refused && e.timer === null && e.failures === 0)
          this.send(id);
        this.o.onChange();
      });
    this.o.onChange();
  }

  private failed(id: number, e: Entry, error: unknown) {
    const kind = this.o.classify(error);
    if (kind === 'closed') {
      if (!this.stopped) {
        this.stop();
        this.o.onClosed(error);
      }
      return;
    }
    if (kind === 'refused') {
      e.refused = true;
      return;
    }
    e.failures += 1;
    const delays = this.o.retryMs ?? RETRY_MS;
    const pause = delays[Math.min(e.failures, delays.length) - 1] ?? 1_000;
    if (!this.stopped) e.timer = setTimeout(() => this.send(id), pause);
  }
}
