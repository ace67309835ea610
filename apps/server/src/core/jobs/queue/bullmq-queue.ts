import { type Job, Queue, UnrecoverableError, WaitingError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { AppError } from '../../errors';
import { CANCELLED_REASON, jobInfoOf, listJobs, stateOf } from './bullmq-jobs';
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
  STOP_REASONS,
} from './job-queue';
import { RunningJobs } from './running-jobs';

export interface BullJobQueueOptions {
  url: string;
  /** The start of every key: BullMQ's prefix (REDIS_KEY_PREFIX + `jobs`), so sites and test runs stay apart. */
  prefix: string;
  timings?: Partial<JobQueueTimings>;
  onError?: (error: unknown, what: string) => void;
}

/**
 * The jobs on Redis through BullMQ (decision 041), for a site with REDIS_URL: one BullMQ queue per kind
 * (named after it), a Worker per kind this process runs. BullMQ's lock is our lease (`lockDuration`), its
 * stalled-job check takes back the jobs of a process that died. A cancel is a mark each running job checks
 * every `pollMs` (and at once when it runs in the asking process); a running job that sees it ends failed
 * with CANCELLED_REASON, which reads as cancelled (bullmq-jobs.ts).
 */
export class BullJobQueue implements JobQueue {
  readonly backend = 'bullmq' as const;
  readonly #prefix: string;
  readonly #timings: JobQueueTimings;
  readonly #onError: (error: unknown, what: string) => void;
  /** Commands that fail during an outage (adds, reads, marks); BullMQ's queues share it. */
  readonly #client: Redis;
  /** The workers' connection: BullMQ wants one that retries forever, and duplicates it for its blocking reads. */
  readonly #workerClient: Redis;
  readonly #queues = new Map<string, Queue>();
  readonly #workers = new Map<string, Worker>();
  readonly #running = new RunningJobs();
  #closing: Promise<void> | undefined;

  constructor(options: BullJobQueueOptions) {
    this.#prefix = options.prefix;
    this.#timings = { ...DEFAULT_TIMINGS, ...options.timings };
    this.#onError = options.onError ?? (() => {});
    // Connected on first use: a process that never touches a job opens no connection.
    this.#client = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    this.#workerClient = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: null });
    this.#client.on('error', (error) => this.#onError(error, 'job queue connection'));
    this.#workerClient.on('error', (error) => this.#onError(error, 'job worker connection'));
  }

  async add<Data>(kind: string, data: Data, options: AddJobOptions = {}): Promise<string> {
    const { attempts, backoffMs } = addOptions(options);
    const keepSeconds = Math.ceil(this.#timings.keepFinishedMs / 1000);
    const job = await this.#queue(kind).add(kind, data ?? null, {
      // An id BullMQ has already is not added again: the first job stays as it is.
      jobId: options.id,
      attempts,
      backoff: { type: 'exponential', delay: backoffMs },
      removeOnComplete: { age: keepSeconds },
      removeOnFail: { age: keepSeconds },
    });
    return job.id as string;
  }

  process<Data>(kind: string, processor: JobProcessor<Data>, options: ProcessOptions = {}): void {
    checkKind(kind);
    if (this.#closing) throw new AppError('the job queue is closed');
    if (this.#workers.has(kind)) throw new AppError(`job kind "${kind}" has a processor already`);
    const worker = new Worker(kind, (job, token) => this.#runJob(kind, processor, job, token), {
      connection: this.#workerClient,
      prefix: this.#prefix,
      concurrency: Math.max(1, options.concurrency ?? 1),
      lockDuration: this.#timings.leaseMs,
      stalledInterval: this.#timings.leaseMs,
      maxStalledCount: this.#timings.maxStalls,
    });
    worker.on('error', (error) => this.#onError(error, `${kind} worker`));
    this.#workers.set(kind, worker);
  }

  async get<Data = unknown>(kind: string, id: string): Promise<JobInfo<Data> | null> {
    let job = await this.#queue(kind).getJob(id);
    if (!job) return null;
    const [bullState, mark] = await Promise.all([job.getState(), this.#client.get(this.#markKey(kind, id))]);
    // The job's fields were read before its state: a retry can have run and ended in between (seen under
    // load: 'failed' with the attempt before the last). An ended state stays until someone retries it, so
    // the fields read after it are the ended job's.
    if (bullState === 'failed' || bullState === 'completed') {
      job = (await this.#queue(kind).getJob(id)) ?? job;
    }
    const state = stateOf(bullState, job.failedReason, mark !== null);
    return state ? jobInfoOf<Data>(kind, job, state, mark) : null;
  }

  list<Data = unknown>(query: JobListQuery): Promise<JobPage<Data>> {
    const marksOf = async (ids: string[]) =>
      ids.length === 0 ? [] : this.#client.mget(...ids.map((id) => this.#markKey(query.kind, id)));
    return listJobs<Data>(query.kind, this.#queue(query.kind), marksOf, query);
  }

  async retry(kind: string, id: string): Promise<boolean> {
    const job = await this.#queue(kind).getJob(id);
    if (!job) return false;
    const state = await job.getState();
    const markKey = this.#markKey(kind, id);
    if (state === 'failed') {
      // The mark goes first, so the retried run does not end cancelled again.
      await this.#client.del(markKey);
      await job.updateProgress({ percent: 0, message: '' });
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
      return true;
    }
    // Cancelled while waiting, before a worker ended it: dropping the mark lets it run.
    return stateOf(state, job.failedReason, true) === 'cancelled' && (await this.#client.del(markKey)) > 0;
  }

  async cancel(kind: string, id: string): Promise<boolean> {
    const job = await this.#queue(kind).getJob(id);
    if (!job) return false;
    const [bullState, marked] = await Promise.all([job.getState(), this.#isMarked(kind, id)]);
    const state = stateOf(bullState, job.failedReason, marked);
    if (state !== 'waiting' && state !== 'active') return false;
    await this.#client.set(this.#markKey(kind, id), String(Date.now()), 'PX', this.#timings.keepFinishedMs);
    this.#running.abort(kind, id, STOP_REASONS.cancelled);
    return true;
  }

  close(deadlineMs = DEFAULT_CLOSE_DEADLINE_MS): Promise<void> {
    this.#closing ??= (async () => {
      // A worker's close stops its fetching at once, then waits for its runs (which drain ends).
      const workersClosed = Promise.all([...this.#workers.values()].map((worker) => worker.close()));
      await this.#running.drain(deadlineMs);
      await Promise.race([workersClosed, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
      await Promise.all([...this.#queues.values()].map((queue) => queue.close()));
      await Promise.all([quit(this.#client), quit(this.#workerClient)]);
    })();
    return this.#closing;
  }

  #queue(kind: string): Queue {
    checkKind(kind);
    let queue = this.#queues.get(kind);
    if (!queue) {
      queue = new Queue(kind, { connection: this.#client, prefix: this.#prefix });
      queue.on('error', (error) => this.#onError(error, `${kind} queue`));
      this.#queues.set(kind, queue);
    }
    return queue;
  }

  #markKey(kind: string, id: string): string {
    return `${this.#prefix}:${kind}:cancel:${id}`;
  }

  async #isMarked(kind: string, id: string): Promise<boolean> {
    try {
      return (await this.#client.exists(this.#markKey(kind, id))) === 1;
    } catch (error) {
      this.#onError(error, `reading the cancel mark of ${kind} job ${id}`);
      return false;
    }
  }

  /** BullMQ's processor: one run, ended as BullMQ understands it (see the class comment). */
  async #runJob<Data>(kind: string, processor: JobProcessor<Data>, job: Job, token?: string): Promise<void> {
    const id = job.id as string;
    if (await this.#isMarked(kind, id)) throw new UnrecoverableError(CANCELLED_REASON);
    const controller = new AbortController();
    await this.#running.track(kind, id, controller, async () => {
      const watch = setInterval(() => {
        void this.#isMarked(kind, id).then((marked) => {
          if (marked && !controller.signal.aborted) controller.abort(STOP_REASONS.cancelled);
        });
      }, this.#timings.pollMs);
      watch.unref();
      let failure: { error: unknown } | undefined;
      try {
        await processor({
          id,
          kind,
          data: job.data as Data,
          attempt: job.attemptsMade + 1,
          signal: controller.signal,
          progress: (percent, message = '') =>
            job
              .updateProgress({
                percent: clampProgress(percent),
                message: message.slice(0, MAX_MESSAGE_LENGTH),
              })
              .catch((error) => this.#onError(error, `progress of ${kind} job ${id}`)),
        });
      } catch (error) {
        failure = { error };
      } finally {
        clearInterval(watch);
      }
      const reason = controller.signal.aborted ? controller.signal.reason : undefined;
      // A cancel asked elsewhere since the last check still wins over the outcome.
      if (reason === STOP_REASONS.cancelled || (await this.#isMarked(kind, id))) {
        throw new UnrecoverableError(CANCELLED_REASON);
      }
      if (failure && reason === STOP_REASONS.shutdown && token) {
        // Stopped by the process's close: back to waiting, the attempt not counted.
        await job.moveToWait(token);
        throw new WaitingError();
      }
      // The same text the database queue keeps (errorText): the message, or the error's name when it has none.
      if (failure) throw new Error(errorText(failure.error));
    });
  }
}

async function quit(client: Redis): Promise<void> {
  if (client.status === 'wait' || client.status === 'end') {
    client.disconnect();
    return;
  }
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
}
