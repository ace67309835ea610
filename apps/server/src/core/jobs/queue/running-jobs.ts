import { CLOSE_GRACE_MS, STOP_REASONS, type StopReason } from './job-queue';

interface Running {
  controller: AbortController;
  settled: Promise<void>;
}

/**
 * The runs this process has under way, by kind and id: what a cancel aborts at once when the job runs
 * here, and what close waits for, then aborts. Both backends keep one.
 */
export class RunningJobs {
  readonly #runs = new Map<string, Running>();

  /** Tracks one run until `work` settles; answers what it answers. */
  async track<T>(kind: string, id: string, controller: AbortController, work: () => Promise<T>): Promise<T> {
    const key = `${kind}\n${id}`;
    const result = work();
    const settled = result.then(
      () => {},
      () => {},
    );
    this.#runs.set(key, { controller, settled });
    try {
      return await result;
    } finally {
      if (this.#runs.get(key)?.settled === settled) this.#runs.delete(key);
    }
  }

  /** Aborts the run of this job in this process; false when it runs elsewhere or not at all. */
  abort(kind: string, id: string, reason: StopReason): boolean {
    const run = this.#runs.get(`${kind}\n${id}`);
    if (!run) return false;
    if (!run.controller.signal.aborted) run.controller.abort(reason);
    return true;
  }

  get size(): number {
    return this.#runs.size;
  }

  /**
   * Waits for every run up to `deadlineMs`, then aborts those left (reason `shutdown`) and waits up to
   * CLOSE_GRACE_MS more. A processor that ignores its signal is left behind: the process is stopping.
   */
  async drain(deadlineMs: number): Promise<void> {
    const all = () => Promise.all([...this.#runs.values()].map((run) => run.settled));
    if (await settlesWithin(all(), deadlineMs)) return;
    for (const run of this.#runs.values()) {
      if (!run.controller.signal.aborted) run.controller.abort(STOP_REASONS.shutdown);
    }
    await settlesWithin(all(), CLOSE_GRACE_MS);
  }
}

/** True when `promise` settles within `ms`. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
