import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../../db/schema';
import type { JobInfo, JobQueueTimings, JobState } from './job-queue';
import { retryDelayMs } from './job-queue';

/*
 * The `jobs` table's statements (migration 019, decision 041). Every change of state is one conditional
 * update: it names the state (and, for a running job, the lease owner) it expects, so of two processes
 * trying the same change one updates a row and the other none, on SQLite and PostgreSQL alike (no
 * SELECT … FOR UPDATE, decision 001).
 */

type Db = Kysely<Database>;

const FINISHED: JobState[] = ['completed', 'failed', 'cancelled'];
/** Candidates read per look for work: a few, so a lost race tries the next instead of waiting a poll. */
const CANDIDATES = 5;

export function jobInfo<Data>(row: JobRow): JobInfo<Data> {
  return {
    id: row.job_key,
    kind: row.kind,
    data: JSON.parse(row.data) as Data,
    state: row.state as JobState,
    progress: row.progress,
    progressMessage: row.progress_message,
    attemptsMade: row.attempts_made,
    attempts: row.max_attempts,
    error: row.error === '' ? null : row.error,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
  };
}

/**
 * Takes one job of `kind` for `owner`: a waiting one that is due, or an active one whose lease ran out (its
 * process died: it counts a stall, and past maxStalls it fails, or ends cancelled when that was asked).
 * Null when there is none to take.
 */
export async function claimJob(
  db: Db,
  kind: string,
  owner: string,
  timings: JobQueueTimings,
): Promise<JobRow | null> {
  const now = Date.now();
  const candidates = await db
    .selectFrom('jobs')
    .select(['id', 'state', 'stalls', 'cancel_requested_at'])
    .where('kind', '=', kind)
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'waiting'), eb('run_after', '<=', now)]),
        eb.and([eb('state', '=', 'active'), eb('lease_until', '<', now)]),
      ]),
    )
    .orderBy('run_after')
    .orderBy('id')
    .limit(CANDIDATES)
    .execute();
  for (const candidate of candidates) {
    const take = {
      state: 'active',
      lease_owner: owner,
      lease_until: now + timings.leaseMs,
      started_at: now,
      updated_at: now,
    } as const;
    if (candidate.state === 'waiting') {
      const row = await db
        .updateTable('jobs')
        .set(take)
        .where('id', '=', candidate.id)
        .where('state', '=', 'waiting')
        .where('run_after', '<=', now)
        .returningAll()
        .executeTakeFirst();
      if (row) return row;
      continue;
    }
    // A lapsed lease. Conditional on it still being lapsed: its owner may have renewed it meanwhile, or
    // another process may have taken the job first.
    const lapsed = db
      .updateTable('jobs')
      .where('id', '=', candidate.id)
      .where('state', '=', 'active')
      .where('lease_until', '<', now);
    if (candidate.cancel_requested_at !== null) {
      await lapsed.set(ended('cancelled', now)).execute();
    } else if (candidate.stalls + 1 > timings.maxStalls) {
      await lapsed
        .set({
          ...ended('failed', now),
          stalls: candidate.stalls + 1,
          error: `the process running it stopped ${candidate.stalls + 1} times`,
        })
        .execute();
    } else {
      const row = await lapsed
        .set({ ...take, stalls: candidate.stalls + 1 })
        .returningAll()
        .executeTakeFirst();
      if (row) return row;
    }
  }
  return null;
}

const ended = (state: JobState, now: number) => ({
  state,
  lease_owner: null,
  lease_until: null,
  finished_at: now,
  updated_at: now,
});

/** The running job as `owner` holds it: renewing moves its lease on. Null when the lease is gone. */
export async function holdJob(
  db: Db,
  id: number,
  owner: string,
  renewLeaseMs: number | null,
): Promise<{ cancelRequested: boolean } | null> {
  if (renewLeaseMs === null) {
    const row = await db
      .selectFrom('jobs')
      .select('cancel_requested_at')
      .where('id', '=', id)
      .where('state', '=', 'active')
      .where('lease_owner', '=', owner)
      .executeTakeFirst();
    return row ? { cancelRequested: row.cancel_requested_at !== null } : null;
  }
  const now = Date.now();
  const row = await db
    .updateTable('jobs')
    .set({ lease_until: now + renewLeaseMs, updated_at: now })
    .where('id', '=', id)
    .where('state', '=', 'active')
    .where('lease_owner', '=', owner)
    .returning('cancel_requested_at')
    .executeTakeFirst();
  return row ? { cancelRequested: row.cancel_requested_at !== null } : null;
}

export async function writeProgress(
  db: Db,
  id: number,
  owner: string,
  progress: number,
  message: string,
): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ progress, progress_message: message, updated_at: Date.now() })
    .where('id', '=', id)
    .where('state', '=', 'active')
    .where('lease_owner', '=', owner)
    .execute();
}

/** How a run ended, as recorded; `released`: back to waiting with the attempt not counted (a stop). */
export type RunEnd =
  | { kind: 'completed' }
  | { kind: 'cancelled' }
  | { kind: 'released' }
  | { kind: 'failed'; error: string };

/** Records the end of `owner`'s run of `job`; nothing when the lease is no longer `owner`'s. */
export async function endRun(db: Db, job: JobRow, owner: string, end: RunEnd): Promise<void> {
  const now = Date.now();
  const mine = db
    .updateTable('jobs')
    .where('id', '=', job.id)
    .where('state', '=', 'active')
    .where('lease_owner', '=', owner);
  const attemptsMade = job.attempts_made + 1;
  if (end.kind === 'completed') {
    await mine.set({ ...ended('completed', now), attempts_made: attemptsMade, error: '' }).execute();
  } else if (end.kind === 'cancelled') {
    await mine.set({ ...ended('cancelled', now), error: '' }).execute();
  } else if (end.kind === 'released') {
    await mine
      .set({ state: 'waiting', lease_owner: null, lease_until: null, run_after: now, updated_at: now })
      .execute();
  } else if (attemptsMade < job.max_attempts) {
    await mine
      .set({
        state: 'waiting',
        lease_owner: null,
        lease_until: null,
        attempts_made: attemptsMade,
        error: end.error,
        run_after: now + retryDelayMs(job.backoff_ms, attemptsMade),
        updated_at: now,
      })
      .execute();
  } else {
    await mine.set({ ...ended('failed', now), attempts_made: attemptsMade, error: end.error }).execute();
  }
}

/** A waiting job ends cancelled; a running one is asked to stop. What the job was, or null when neither. */
export async function requestCancel(db: Db, kind: string, key: string): Promise<'waiting' | 'active' | null> {
  const now = Date.now();
  const waiting = await db
    .updateTable('jobs')
    .set({ ...ended('cancelled', now), cancel_requested_at: now, error: '' })
    .where('kind', '=', kind)
    .where('job_key', '=', key)
    .where('state', '=', 'waiting')
    .executeTakeFirst();
  if (waiting.numUpdatedRows > 0n) return 'waiting';
  const active = await db
    .updateTable('jobs')
    .set({ cancel_requested_at: now, updated_at: now })
    .where('kind', '=', kind)
    .where('job_key', '=', key)
    .where('state', '=', 'active')
    .executeTakeFirst();
  return active.numUpdatedRows > 0n ? 'active' : null;
}

export async function retryJob(db: Db, kind: string, key: string): Promise<boolean> {
  const now = Date.now();
  const result = await db
    .updateTable('jobs')
    .set({
      state: 'waiting',
      attempts_made: 0,
      stalls: 0,
      run_after: now,
      error: '',
      progress: 0,
      progress_message: '',
      cancel_requested_at: null,
      started_at: null,
      finished_at: null,
      updated_at: now,
    })
    .where('kind', '=', kind)
    .where('job_key', '=', key)
    .where('state', 'in', ['failed', 'cancelled'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Forgets a kind's jobs that finished before `before`. */
export async function pruneFinished(db: Db, kind: string, before: number): Promise<void> {
  await db
    .deleteFrom('jobs')
    .where('kind', '=', kind)
    .where('state', 'in', FINISHED)
    .where('finished_at', '<', before)
    .execute();
}
