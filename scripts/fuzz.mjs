#!/usr/bin/env node
// `npm run fuzz [-- --runs N] [-- --seed S]`: the contract fuzz suite (apps/server/test/fuzz) with a bigger
// budget than the one `npm test` gives it. --runs is the number of cases per endpoint and caller (default
// 200); --seed replays a run whose failure printed that seed. Runs on SQLite, and on PostgreSQL too when
// TEST_DATABASE_URL is set. The exit code is Vitest's.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/paths.mjs';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '200' }, seed: { type: 'string' } },
  strict: true,
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1, not ${values.runs}`);
  process.exit(2);
}
if (values.seed !== undefined && !/^-?\d+$/.test(values.seed)) {
  console.error(`--seed must be a whole number, not ${values.seed}`);
  process.exit(2);
}

const child = spawn(
  process.execPath,
  [join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', 'apps/server/test/fuzz/'],
  {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: String(runs), ...(values.seed ? { FUZZ_SEED: values.seed } : {}) },
  },
);
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => child.kill(s));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
