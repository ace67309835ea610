import cluster from 'node:cluster';

/** Set on the workers our primary forks (see processRole). */
export const WORKER_ENV = 'SHUYUAN_CLUSTER_WORKER';

/**
 * `primary`: WORKERS > 1, forks and supervises, serves nothing. `worker`: forked by our primary, finds the
 * database prepared. `single`: everything else, including a cluster worker of another tool (pm2 cluster
 * mode), which must prepare the database itself (the steps lock, so that is safe).
 */
export type ProcessRole = 'primary' | 'worker' | 'single';

export function processRole(workers: number): ProcessRole {
  if (cluster.isWorker) return process.env[WORKER_ENV] === '1' ? 'worker' : 'single';
  return workers > 1 ? 'primary' : 'single';
}
