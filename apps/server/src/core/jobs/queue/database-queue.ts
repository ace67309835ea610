import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { readPage } from '../../db/read-page';
import type { Database, JobRow } from '../../db/schema';
import { AppError } from '../../errors';
import { keepLease } from './database-lease';
import {
  claimJob,
  endRun,
  holdJob,
  jobInfo,
  pruneFinished,
  type RunEnd,
  requestCancel,
  retryJob,
  writeProgress,
} from './database-statements';
import {
  type AddJobOptions,
  addOptions,
  checkKind,
  clampProgress,
  DEFAULT_CLOSE_DEADLINE_MS,
  DEFAULT_TIMINGS,
  errorText,
  type JobInfo,
  type JobListQuery,
  type JobPage,
  type JobProcessor,
  type JobQueue,
  type JobQueueTimings,
  MAX_MESSAGE_LENGTH,
  type ProcessOptions,
  pageOf,
  STOP_REASONS,
} from './job-queue';
import { RunningJobs } from './running-jobs';

export interface DatabaseJobQueueOptions {
  timings?: Partial<JobQueueTimings>;
  /** A failed write or look for work (the queue goes on: the next poll tries again). */
  onError?: (error: unknown, what: string) => void;
}

/** One kind this process runs: its processor and the state of its look for work. */
interface KindLoop {
  kind: string;
  processor: JobProcessor<unknown>;
  concurrency: number;
  running: number;
  timer: NodeJS.Timeout | undefined;
  looking: Promise<void> | undefined;
  /** A wake came while looking: look once more before sleeping. */
  again: boolean;
  prunedAt: number;
}

const PRUNE_EVERY_MS = 3_600_000;

/**
 * The jobs of the site's database (decision 041), for a site without Redis. Each kind this process runs
 * looks for work every `pollMs` (at once after an add or a finished run in this process), takes a job by a
 * conditional update (database-statements.ts) and holds it by a lease it renews while the processor runs.
 */
export class DatabaseJobQueue implements JobQueue {
  readonly backend = 'database' as const;
  readonly #db: Kysely<Database>;
  readonly #timings: JobQueueTimings;
  readonly #onError: (error: unknown, what: string) => void;
  readonly #loops = new Map<string, KindLoop>();
  readonly #running = new RunningJobs();
  #closing: Promise<void> | undefined;

  constructor(db: Kysely<Database>, options: DatabaseJobQueueOptions = {}) {
    this.#db = db;
    this.#timings = { ...DEFAULT_TIMINGS, ...options.timings };
    this.#onError = options.onError ?? (() => {});
  }

  async add<Data>(kind: string, data: Data, options: AddJobOptions = {}): Promise<string> {
    checkKind(kind);
    const { attempts, backoffMs } = addOptions(options);
    const key = options.id ?? randomUUID();
    const now = Date.now();
    await this.#db
      .insertInto('jobs')
      .values({
        kind,
        job_key: key,
        data: JSON.stringify(data ?? null),
        state: 'waiting',
        max_attempts: attempts,
        backoff_ms: backoffMs,
        run_after: now,
        lease_owner: null,
        lease_until: null,
        cancel_requested_at: null,
        started_at: null,
        finished_at: null,
        created_at: now,
        updated_at: now,
      })
      // The same id again is the same job: the first stays as it is.
      .onConflict((oc) => oc.columns(['kind', 'job_key']).doNothing())
      .execute();
    this.#wake(kind);
    return key;
  }

  process<Data>(kind: string, processor: JobProcessor<Data>, options: ProcessOptions = {}): void {
    checkKind(kind);
    if (this.#closing) throw new AppError('the job queue is closed');
    if (this.#loops.has(kind)) throw new AppError(`job kind "${kind}" has a processor already`);
    this.#loops.set(kind, {
      kind,
      processor: processor as JobProcessor<unknown>,
      concurrency: Math.max(1, options.concurrency ?? 1),
      running: 0,
      timer: undefined,
      looking: undefined,
      again: false,
      prunedAt: 0,
    });
    this.#wake(kind);
  }

  async get<Data = unknown>(kind: string, id: string): Promise<JobInfo<Data> | null> {
    const row = await this.#db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', kind)
      .where('job_key', '=', id)
      .executeTakeFirst();
    return row ? jobInfo<Data>(row) : null;
  }

  async list<Data = unknown>(query: JobListQuery): Promise<JobPage<Data>> {
    let base = this.#db.selectFrom('jobs').where('kind', '=', query.kind);
    if (query.state) base = base.where('state', '=', query.state);
    const { total, rows } = await readPage(base, pageOf(query), (b) => b.selectAll().orderBy('id', 'desc'));
    return { total, jobs: rows.map((row) => jobInfo<Data>(row)) };
  }

  async retry(kind: string, id: string): Promise<boolean> {
    const retried = await retryJob(this.#db, kind, id);
    if (retried) this.#wake(kind);
    return retried;
  }

  async cancel(kind: string, id: string): Promise<boolean> {
    const was = await requestCancel(this.#db, kind, id);
    // Running here: abort now. Elsewhere, its process reads the request at its next check (pollMs).
    if (was === 'active') this.#running.abort(kind, id, STOP_REASONS.cancelled);
    return was !== null;
  }

  close(deadlineMs = DEFAULT_CLOSE_DEADLINE_MS): Promise<void> {
    this.#closing ??= (async () => {
      for (const loop of this.#loops.values()) clearTimeout(loop.timer);
      await Promise.all([...this.#loops.values()].map((loop) => loop.looking));
      await this.#running.drain(deadlineMs);
    })();
    return this.#closing;
  }

  #wake(kind: string): void {
    const loop = this.#loops.get(kind);
    if (!loop || this.#closing) return;
    if (loop.looking) {
      loop.again = true;
      return;
    }
    clearTimeout(loop.timer);
    loop.looking = this.#look(loop).finally(() => {
      loop.looking = undefined;
      if (this.#closing) return;
      if (loop.again) return this.#wake(loop.kind);
      loop.timer = setTimeout(() => this.#wake(loop.kind), this.#timings.pollMs);
      loop.timer.unref();
    });
  }

  /** Takes jobs while this kind has room, then forgets old finished ones (once an hour). */
  async #look(loop: KindLoop): Promise<void> {
    try {
      do {
        loop.again = false;
        while (!this.#closing && loop.running < loop.concurrency) {
          const row = await claimJob(this.#db, loop.kind, randomUUID(), this.#timings);
          if (!row) break;
          if (this.#closing) {
            await endRun(this.#db, row, row.lease_owner as string, { kind: 'released' });
            break;
          }
          loop.running++;
          void this.#run(loop, row).finally(() => {
            loop.running--;
            this.#wake(loop.kind);
          });
        }
      } while (loop.again && !this.#closing);
      const now = Date.now();
      if (now - loop.prunedAt >= PRUNE_EVERY_MS) {
        loop.prunedAt = now;
        await pruneFinished(this.#db, loop.kind, now - this.#timings.keepFinishedMs);
      }
    } catch (error) {
      this.#onError(error, `looking for ${loop.kind} jobs`);
    }
  }

  /** One run of a taken job, from the processor to the recorded end. */
  #run(loop: KindLoop, row: JobRow): Promise<void> {
    const owner = row.lease_owner as string;
    const controller = new AbortController();
    return this.#running.track(loop.kind, row.job_key, controller, async () => {
      const lease = keepLease(this.#db, row, owner, controller, this.#timings, this.#onError);
      let end: RunEnd;
      try {
        await loop.processor({
          id: row.job_key,
          kind: loop.kind,
          data: JSON.parse(row.data),
          attempt: row.attempts_made + 1,
          signal: controller.signal,
          progress: (percent, message = '') =>
            writeProgress(
              this.#db,
              row.id,
              owner,
              clampProgress(percent),
              message.slice(0, MAX_MESSAGE_LENGTH),
            ).catch((error) => this.#onError(error, `progress of ${loop.kind} job ${row.job_key}`)),
        });
        end = { kind: 'completed' };
      } catch (error) {
        end = { kind: 'failed', error: errorText(error) };
      } finally {
        lease.stop();
      }
      try {
        const reason = controller.signal.aborted ? controller.signal.reason : undefined;
        if (reason === STOP_REASONS.leaseLost) return;
        if (reason === STOP_REASONS.cancelled) end = { kind: 'cancelled' };
        else if (reason === STOP_REASONS.shutdown && end.kind === 'failed') end = { kind: 'released' };
        else {
          // A cancel asked elsewhere since the last check still wins over the outcome.
          const held = await holdJob(this.#db, row.id, owner, null);
          if (!held) return;
          if (held.cancelRequested) end = { kind: 'cancelled' };
        }
        await endRun(this.#db, row, owner, end);
      } catch (error) {
        this.#onError(error, `recording the end of ${loop.kind} job ${row.job_key}`);
      }
    });
  }
}
