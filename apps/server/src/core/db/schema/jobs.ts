import type { Generated, Selectable } from 'kysely';
import type { Timestamps } from './columns';

/* Background jobs without Redis (core/jobs/queue, decision 041). */

export interface JobsTable extends Timestamps {
  id: Generated<number>;
  kind: string;
  /** The job's id within its kind, as callers know it. */
  job_key: string;
  /** JSON text. */
  data: string;
  /** waiting | active | completed | failed | cancelled */
  state: string;
  attempts_made: Generated<number>;
  max_attempts: Generated<number>;
  backoff_ms: Generated<number>;
  stalls: Generated<number>;
  run_after: number;
  lease_owner: string | null;
  lease_until: number | null;
  progress: Generated<number>;
  progress_message: Generated<string>;
  error: Generated<string>;
  cancel_requested_at: number | null;
  started_at: number | null;
  finished_at: number | null;
}

export type JobRow = Selectable<JobsTable>;
