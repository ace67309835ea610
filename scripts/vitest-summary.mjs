#!/usr/bin/env node
// `npm run test:unit`: Vitest with its usual output, then one plain closing line that CI can read:
//   vitest: N passed, N failed
// Before it, when suites were skipped because a service's variable is unset (TEST_DATABASE_URL, REDIS_URL:
// scripts/lib/test-services.mjs), one line says which and how to run them.
// Arguments are passed on to `vitest run`. The exit code is Vitest's (non-zero when anything failed).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { TEST_SERVICES } from './lib/test-services.mjs';

const dir = mkdtempSync(join(tmpdir(), 'shuyuan-vitest-'));
const report = join(dir, 'report.json');

const child = spawn(
  process.execPath,
  [
    join(ROOT, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { cwd: ROOT, stdio: 'inherit' },
);
for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => child.kill(s));

const exitCode = await new Promise((resolve) => {
  child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  child.on('error', () => resolve(1));
});

/**
 * The skipped tests that needed a service whose variable is unset, grouped by those services:
 * `skipped for want of PostgreSQL (TEST_DATABASE_URL unset): 412 tests in 63 files; …; run them with …`.
 */
function skippedServicesLine(testResults) {
  const missing = TEST_SERVICES.filter((service) => !process.env[service.variable]);
  const groups = new Map();
  for (const file of testResults) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'skipped' && test.status !== 'pending') continue;
      const wanted = missing.filter((service) => (test.tags ?? []).includes(service.tag));
      if (wanted.length === 0) continue;
      const key = wanted.map((service) => `${service.name} (${service.variable} unset)`).join(' and ');
      const group = groups.get(key) ?? { tests: 0, files: new Set() };
      group.tests += 1;
      group.files.add(file.name);
      groups.set(key, group);
    }
  }
  if (groups.size === 0) return null;
  const parts = [...groups].map(
    ([key, g]) =>
      `${g.tests} test${g.tests > 1 ? 's' : ''} in ${g.files.size} file${g.files.size > 1 ? 's' : ''} need ${key}`,
  );
  const wantedServices = missing.filter((service) =>
    [...groups.keys()].some((key) => key.includes(service.name)),
  );
  const run = wantedServices.map((service) => `${service.variable}=${service.example}`).join(' ');
  return `skipped: ${parts.join('; ')}. Run them with ${run} npm run test:unit`;
}

let line;
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const skippedServices = skippedServicesLine(r.testResults ?? []);
  if (skippedServices) console.log(skippedServices);
  // A file that fails to load, or whose beforeAll/afterAll hook throws, fails without a failed test in it:
  // it counts as one failure all the same.
  const brokenFiles = (r.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  line = `vitest: ${r.numPassedTests} passed, ${r.numFailedTests + brokenFiles} failed`;
  if (skipped) line += `, ${skipped} skipped`;
  if (brokenFiles) line += ` (${brokenFiles} test file${brokenFiles > 1 ? 's' : ''} failed outside a test)`;
} catch {
  line = `vitest: 0 passed, 1 failed (no report: vitest exited with code ${exitCode})`;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(line);
process.exit(exitCode === 0 && / 0 failed/.test(line) ? 0 : exitCode || 1);
