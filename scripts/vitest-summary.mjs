#!/usr/bin/env node
// `npm run test:unit`: Vitest with its usual output, then one plain closing line that CI can read:
//   vitest: N passed, N failed
// Arguments are passed on to `vitest run`. The exit code is Vitest's (non-zero when anything failed).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib/paths.mjs';

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

let line;
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
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
