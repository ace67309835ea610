import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { serviceTags } from './scripts/lib/test-services.mjs';

/** Every workspace with tests is a project; the web app joins once it has its own config. */
const projects = ['apps/server', 'packages/contract', 'apps/web'].filter(
  (dir) => existsSync(`${dir}/vitest.config.ts`) || existsSync(`${dir}/src`),
);

export default defineConfig({
  test: {
    projects: projects.filter((dir) => dir !== 'apps/web' || existsSync('apps/web/vitest.config.ts')),
    passWithNoTests: true,
    // `postgres` and `redis`: the suites that need TEST_DATABASE_URL or REDIS_URL, skipped without it (every
    // project inherits these).
    tags: serviceTags(),
    // Vitest's default leaves one core idle (cores - 1): on a 2-core CI machine that is a single worker,
    // while most test time is spent waiting on databases, timers and child processes, not on the CPU.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
