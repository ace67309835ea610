import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { type PositionWrite, upsertPositions } from './watch-writes';

type Db = Kysely<Database>;

/*
 * Progress pings are the busiest write of the site (every member, every 10 s), so in-between positions are
 * collected per process and written every few seconds as one multi-row upsert per 500 rows; a member's
 * newer ping replaces the older one in memory. The live position meanwhile sits in the shared store (see
 * progress.ts), so play info and the clamp see it at once from any process. What a crash can lose is at
 * most one interval of in-between positions: final reports (the end of a video, pause, page hide) are
 * written through and never wait here, and close() flushes on shutdown.
 */

const CHUNK = 500;
export const FLUSH_INTERVAL_MS = 5_000;

export class ProgressBuffer {
  readonly #db: Db;
  #pending = new Map<string, PositionWrite>();
  #timer: NodeJS.Timeout | undefined;
  #flushing: Promise<void> = Promise.resolve();
  readonly #onError: (error: unknown) => void;

  constructor(db: Db, onError: (error: unknown) => void) {
    this.#db = db;
    this.#onError = onError;
  }

  start(intervalMs = FLUSH_INTERVAL_MS): void {
    this.#timer = setInterval(() => {
      this.flush().catch(this.#onError);
    }, intervalMs);
    this.#timer.unref();
  }

  get size(): number {
    return this.#pending.size;
  }

  add(write: PositionWrite): void {
    const id = `${write.userId}:${write.videoId}`;
    const previous = this.#pending.get(id);
    this.#pending.set(
      id,
      previous && previous.watchSeconds > write.watchSeconds
        ? { ...write, watchSeconds: previous.watchSeconds }
        : write,
    );
  }

  /** Drops a pending write that a written-through report supersedes (its position is at least as far). */
  discard(userId: number, videoId: number): void {
    this.#pending.delete(`${userId}:${videoId}`);
  }

  /** Writes everything pending; calls are serialised so two flushes never interleave. */
  flush(): Promise<void> {
    // A failed flush must not stop later ones: each run starts after the previous one settled.
    this.#flushing = this.#flushing
      .catch(() => {})
      .then(async () => {
        if (this.#pending.size === 0) return;
        const rows = [...this.#pending.values()];
        this.#pending = new Map();
        for (let i = 0; i < rows.length; i += CHUNK) {
          try {
            await upsertPositions(this.#db, rows.slice(i, i + CHUNK));
          } catch (error) {
            // Put the rows back (unless newer ones arrived) so the next flush retries them.
            for (const row of rows.slice(i)) {
              const id = `${row.userId}:${row.videoId}`;
              if (!this.#pending.has(id)) this.#pending.set(id, row);
            }
            throw error;
          }
        }
      });
    return this.#flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.flush();
  }
}

/** One buffer per database handle (the learning plugin's child instance and the root share `db`). */
const buffers = new WeakMap<Db, ProgressBuffer>();

export function progressBufferOf(db: Db, onError: (error: unknown) => void = () => {}): ProgressBuffer {
  let buffer = buffers.get(db);
  if (!buffer) {
    buffer = new ProgressBuffer(db, onError);
    buffers.set(db, buffer);
  }
  return buffer;
}

/** Writes pending positions now (tests, the bench, shutdown). */
export async function flushLearningProgress(db: Db): Promise<void> {
  await buffers.get(db)?.flush();
}
