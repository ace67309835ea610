/**
 * The write-behind skeleton of the per-process buffers (progress positions, view counts): `write` runs
 * every interval once started, and on demand; runs never overlap (each starts after the previous one
 * settled), and a failed run does not stop the later ones. `stop()` ends the timer and runs once more, so
 * what is held when the app closes is written. Per process, unlike periodic-job.ts (work one process does
 * for the whole site, under a store lock).
 */
export class SerialFlush {
  readonly #write: () => Promise<void>;
  readonly #onError: (error: unknown) => void;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> = Promise.resolve();

  constructor(write: () => Promise<void>, onError: (error: unknown) => void) {
    this.#write = write;
    this.#onError = onError;
  }

  /** Runs every `intervalMs` from now (a second start replaces the first timer); never keeps the process up. */
  start(intervalMs: number): void {
    clearInterval(this.#timer);
    this.#timer = setInterval(() => {
      this.run().catch(this.#onError);
    }, intervalMs);
    this.#timer.unref();
  }

  /** One run after those already asked for; rejects with its own failure only. */
  run(): Promise<void> {
    this.#running = this.#running.catch(() => {}).then(() => this.#write());
    return this.#running;
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.run();
  }
}
