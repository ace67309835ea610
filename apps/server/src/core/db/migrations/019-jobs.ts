import type { Migration } from 'kysely/migration';
import { createIndex, createTable, empty, type MigrationDb, one, required, zero } from './helpers';

/*
 * Background jobs kept in the site's database when there is no Redis (decision 041): one row per job.
 * state: waiting | active | completed | failed | cancelled. A process takes a waiting job (run_after
 * reached) by a conditional update that only one process can win, and holds it by a lease (lease_owner,
 * lease_until) it renews while the job runs; a job whose lease ran out (its process died) is taken again.
 * job_key is the job's id as callers know it, unique within its kind, so the same id added twice is one job.
 */
async function up(db: MigrationDb): Promise<void> {
  await createTable(db, 'jobs', (t) =>
    t
      .addColumn('kind', 'varchar(64)', required)
      .addColumn('job_key', 'varchar(100)', required)
      // JSON text.
      .addColumn('data', 'text', required)
      .addColumn('state', 'varchar(16)', required)
      .addColumn('attempts_made', 'integer', zero)
      .addColumn('max_attempts', 'integer', one)
      .addColumn('backoff_ms', 'integer', zero)
      // Times the job was taken again after its process vanished.
      .addColumn('stalls', 'integer', zero)
      .addColumn('run_after', 'bigint', required)
      .addColumn('lease_owner', 'varchar(64)')
      .addColumn('lease_until', 'bigint')
      .addColumn('progress', 'integer', zero)
      .addColumn('progress_message', 'varchar(255)', empty)
      .addColumn('error', 'text', empty)
      .addColumn('cancel_requested_at', 'bigint')
      .addColumn('started_at', 'bigint')
      .addColumn('finished_at', 'bigint'),
  );
  await createIndex(db, 'jobs', ['kind', 'job_key'], true);
  // What a process looks for (a kind's waiting jobs that are due, its active ones with lapsed leases) and
  // what a list filters by.
  await createIndex(db, 'jobs', ['kind', 'state', 'run_after']);
}

async function down(db: MigrationDb): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}

export const migration019Jobs: Migration = { up, down };
