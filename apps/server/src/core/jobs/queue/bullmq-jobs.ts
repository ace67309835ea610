import type { Job, JobType, Queue } from 'bullmq';
import type { JobInfo, JobListQuery, JobPage, JobState } from './job-queue';
import { pageOf } from './job-queue';

/*
 * How BullMQ's jobs read as ours (decision 041). BullMQ has no cancelled state: a job that ends cancelled
 * is failed there with CANCELLED_REASON, and a waiting job cancelled before any worker took it carries a
 * cancel mark (a key beside the queue's) until a worker ends it so.
 */

/** The failedReason of a job that ended cancelled. */
export const CANCELLED_REASON = 'shuyuan:cancelled';

const WAITING_TYPES: JobType[] = ['waiting', 'delayed', 'prioritized', 'waiting-children'];

/** The BullMQ sets a state's jobs can be in. */
const TYPES_OF: Record<JobState, JobType[]> = {
  waiting: WAITING_TYPES,
  active: ['active'],
  completed: ['completed'],
  failed: ['failed'],
  cancelled: ['failed', ...WAITING_TYPES],
};

const ALL_TYPES: JobType[] = [...WAITING_TYPES, 'active', 'completed', 'failed'];

/** Our state of a job in BullMQ's `bullState`; null for a job BullMQ no longer has. */
export function stateOf(
  bullState: string,
  failedReason: string | undefined,
  marked: boolean,
): JobState | null {
  switch (bullState) {
    case 'completed':
    case 'active':
      return bullState;
    case 'failed':
      return failedReason === CANCELLED_REASON ? 'cancelled' : 'failed';
    case 'waiting':
    case 'wait':
    case 'delayed':
    case 'prioritized':
    case 'paused':
    case 'waiting-children':
      return marked ? 'cancelled' : 'waiting';
    default:
      return null;
  }
}

/** `mark`: the cancel mark's value (when it was asked), or null. */
export function jobInfoOf<Data>(kind: string, job: Job, state: JobState, mark: string | null): JobInfo<Data> {
  const progress =
    typeof job.progress === 'object' && job.progress !== null
      ? (job.progress as { percent?: number; message?: string })
      : { percent: typeof job.progress === 'number' ? job.progress : 0 };
  const ended = state === 'completed' || state === 'failed' || state === 'cancelled';
  return {
    id: job.id as string,
    kind,
    data: job.data as Data,
    state,
    progress: progress.percent ?? 0,
    progressMessage: progress.message ?? '',
    attemptsMade: job.attemptsMade,
    attempts: job.opts.attempts ?? 1,
    error:
      state === 'cancelled' || !job.failedReason || job.failedReason === CANCELLED_REASON
        ? null
        : job.failedReason,
    createdAt: job.timestamp,
    startedAt: job.processedOn ?? null,
    finishedAt: ended ? (job.finishedOn ?? (mark ? Number(mark) : null)) : null,
  };
}

/**
 * One page of a kind's jobs. BullMQ keeps a set per state, and cancelled jobs sit in two of them, so this
 * reads every job of the sets the query covers and pages them here: a cost in the jobs kept (finished ones
 * for keepFinishedMs), fine for an admin list of a few thousand.
 */
export async function listJobs<Data>(
  kind: string,
  queue: Queue,
  marksOf: (ids: string[]) => Promise<(string | null)[]>,
  query: JobListQuery,
): Promise<JobPage<Data>> {
  const types = query.state ? TYPES_OF[query.state] : ALL_TYPES;
  const found = new Map<string, { job: Job; type: JobType }>();
  for (const type of types) {
    // One set at a time, so each job's set is known; a job that moved between two reads counts once.
    for (const job of await queue.getJobs([type], 0, -1)) {
      if (job?.id) found.set(job.id, { job, type });
    }
  }
  const entries = [...found.values()];
  const marks = await marksOf(entries.map((e) => e.job.id as string));
  const jobs: JobInfo<Data>[] = [];
  entries.forEach(({ job, type }, i) => {
    const mark = marks[i] ?? null;
    const state = stateOf(type, job.failedReason, mark !== null);
    if (state && (!query.state || state === query.state)) jobs.push(jobInfoOf<Data>(kind, job, state, mark));
  });
  // Newest first; BullMQ's own ids are counters, so within one millisecond they sort as numbers.
  jobs.sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id, 'en', { numeric: true }));
  const { page, size } = pageOf(query);
  return { total: jobs.length, jobs: jobs.slice((page - 1) * size, page * size) };
}
