import { AppError } from '../../errors';

/*
 * Durable background jobs (decision 041): work that outlives the request that asked for it (a video to
 * transcode), survives a restart, is retried with back-off, reports progress and can be cancelled. One
 * interface, two places to keep the jobs, chosen once at start-up (index.ts): BullMQ on Redis when
 * REDIS_URL is set, else the `jobs` table of the site's database. A job runs at least once: a process that
 * dies mid-run leaves its job to be taken again, so a processor must be safe to run twice.
 */

/** waiting also covers the wait between attempts; the last three are ends. */
export type JobState = 'waiting' | 'active' | 'completed' | 'failed' | 'cancelled';

export const JOB_STATES: readonly JobState[] = ['waiting', 'active', 'completed', 'failed', 'cancelled'];

export interface AddJobOptions {
  /**
   * The job's id within its kind. Adding an id that is already there (waiting, running, or finished and not
   * yet forgotten) adds nothing: the same work asked for twice is one job. Default: a new id.
   */
  id?: string;
  /** Runs in all before the job fails (default 1: no retry). */
  attempts?: number;
  /** The wait before the second run, doubled before each further one (default 10 s). */
  backoffMs?: number;
}

/** Why a running job's signal was aborted: `signal.reason` is one of these. */
export const STOP_REASONS = {
  /** Someone cancelled the job: it ends cancelled whatever the processor does then. */
  cancelled: 'cancelled',
  /** The process is stopping: the job goes back to waiting for another process or the next start. */
  shutdown: 'shutdown',
  /** Another process took the job (this one stalled past its lease): nothing this run does is recorded. */
  leaseLost: 'lease-lost',
} as const;

export type StopReason = (typeof STOP_REASONS)[keyof typeof STOP_REASONS];

/** What a processor is given for one run of a job. */
export interface JobRun<Data> {
  id: string;
  kind: string;
  data: Data;
  /** 1 for the first run. */
  attempt: number;
  /** Aborted when the job is cancelled or the process stops (`signal.reason`: STOP_REASONS); end soon then. */
  signal: AbortSignal;
  /**
   * How far the run is, 0–100, with an optional line for people (up to 255 characters). Each call is one
   * write: call it when the figure moves, not in a tight loop. A failed write is logged, never thrown.
   */
  progress(percent: number, message?: string): Promise<void>;
}

/** Resolves when the work is done; a throw is a failed attempt (its message is the job's error). */
export type JobProcessor<Data> = (run: JobRun<Data>) => Promise<void>;

export interface ProcessOptions {
  /** Jobs of this kind one process runs at once (default 1). */
  concurrency?: number;
}

export interface JobInfo<Data = unknown> {
  id: string;
  kind: string;
  data: Data;
  state: JobState;
  /** 0–100, as last reported. */
  progress: number;
  progressMessage: string;
  /** Runs that ended, in success or failure (a run cut short by a stop or a crash does not count). */
  attemptsMade: number;
  attempts: number;
  /** The last failure's text; null when none (a cancel is not a failure). */
  error: string | null;
  createdAt: number;
  /** When the latest run started. */
  startedAt: number | null;
  finishedAt: number | null;
}

export interface JobListQuery {
  kind: string;
  state?: JobState;
  /** 1-based (default 1). */
  page?: number;
  /** Default 20, at most 100. */
  size?: number;
}

export interface JobPage<Data = unknown> {
  total: number;
  /** Newest first. */
  jobs: JobInfo<Data>[];
}

export interface JobQueue {
  readonly backend: 'database' | 'bullmq';
  /** Adds a job (or finds the one with this id) and answers its id. */
  add<Data>(kind: string, data: Data, options?: AddJobOptions): Promise<string>;
  /** Runs jobs of `kind` in this process from now on (one processor per kind). */
  process<Data>(kind: string, processor: JobProcessor<Data>, options?: ProcessOptions): void;
  get<Data = unknown>(kind: string, id: string): Promise<JobInfo<Data> | null>;
  list<Data = unknown>(query: JobListQuery): Promise<JobPage<Data>>;
  /** A failed or cancelled job waits to run again with all its attempts; false for any other state. */
  retry(kind: string, id: string): Promise<boolean>;
  /**
   * A waiting job ends cancelled at once; a running one has its signal aborted (in whichever process runs
   * it, within `pollMs`) and ends cancelled. False when the job had already ended or is unknown.
   */
  cancel(kind: string, id: string): Promise<boolean>;
  /**
   * Takes no more jobs, gives the running ones `deadlineMs` to finish, then aborts them (reason `shutdown`)
   * and waits up to one more second; a job stopped so waits for another process or the next start.
   */
  close(deadlineMs?: number): Promise<void>;
}

/** Timings both backends share; tests shorten them. */
export interface JobQueueTimings {
  /**
   * How long a taken job belongs to its process without a renewal (renewed every third of it while it
   * runs): a process that died leaves its job to be taken again this long after its last renewal.
   */
  leaseMs: number;
  /** How often an idle process looks for work (database) and a running job checks for a cancel. */
  pollMs: number;
  /** Times a job is taken again after its process vanished before it fails (BullMQ's maxStalledCount). */
  maxStalls: number;
  /** How long finished jobs (and so their ids) are kept. */
  keepFinishedMs: number;
}

export const DEFAULT_TIMINGS: JobQueueTimings = {
  leaseMs: 30_000,
  pollMs: 1_000,
  maxStalls: 2,
  keepFinishedMs: 7 * 24 * 3_600_000,
};

export const DEFAULT_CLOSE_DEADLINE_MS = 5_000;
/** After the deadline's abort, how long close still waits for the processors to return. */
export const CLOSE_GRACE_MS = 1_000;
export const DEFAULT_BACKOFF_MS = 10_000;
const MAX_ERROR_LENGTH = 2_000;
export const MAX_MESSAGE_LENGTH = 255;

const KIND = /^[a-z0-9][a-z0-9._-]{0,63}$/;
// BullMQ numbers the jobs it names itself and refuses custom ids that are whole numbers or hold ':'.
const ID = /^[\w.-]{1,100}$/;

export function checkKind(kind: string): void {
  if (!KIND.test(kind)) {
    throw new AppError(`job kind "${kind}": lower-case letters, digits and ._- (up to 64)`);
  }
}

export function checkId(id: string): void {
  if (!ID.test(id) || /^\d+$/.test(id)) {
    throw new AppError(`job id "${id}": letters, digits and _.- (up to 100), not only digits`);
  }
}

/** The options of an add with their defaults, checked. */
export function addOptions(options: AddJobOptions = {}): { attempts: number; backoffMs: number } {
  const attempts = options.attempts ?? 1;
  const backoffMs = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  if (!Number.isInteger(attempts) || attempts < 1) throw new AppError('job attempts: a whole number ≥ 1');
  if (!Number.isInteger(backoffMs) || backoffMs < 0) throw new AppError('job backoffMs: a whole number ≥ 0');
  if (options.id !== undefined) checkId(options.id);
  return { attempts, backoffMs };
}

/** The wait after the `attemptsMade`-th failed run: backoffMs, then doubling (BullMQ's `exponential`). */
export function retryDelayMs(backoffMs: number, attemptsMade: number): number {
  return backoffMs * 2 ** Math.max(0, attemptsMade - 1);
}

export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, MAX_ERROR_LENGTH);
}

export function clampProgress(percent: number): number {
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent))) : 0;
}

export function pageOf(query: JobListQuery): { page: number; size: number } {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const size = Math.min(100, Math.max(1, Math.floor(query.size ?? 20)));
  return { page, size };
}
