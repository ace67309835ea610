// Runs every spec under Node's test runner against one server started here for the whole run.
// The spec files are listed here, so that names given on the command line pick some (`run.ts learning`).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './support/server';

const here = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const specs = readdirSync(join(here, 'specs'))
  .filter((f) => f.endsWith('.spec.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort()
  .map((f) => join('specs', f));

if (specs.length === 0) {
  console.error(`no spec matches ${only.join(' ')}`);
  process.exit(1);
}

const server = await startServer();
console.log(`e2e: server at ${server.baseUrl} (log ${server.logFile})`);

let code = 1;
try {
  code = await new Promise<number>((resolve) => {
    const runner = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-reporter=spec', '--test-concurrency=1', ...specs],
      { cwd: here, stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: server.baseUrl } },
    );
    const forward = (s: NodeJS.Signals) => runner.kill(s);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    runner.on('exit', (c, s) => resolve(c ?? (s ? 1 : 0)));
  });
} finally {
  // A failed run keeps the server's log (one line a request, warnings and errors) and says what went wrong on
  // the server side, so a failure seen once in CI can be explained from its output.
  const keepLogAt = code === 0 ? undefined : join(tmpdir(), 'shuyuan-e2e-failed-server.log');
  await server.stop({ keepLogAt });
  if (keepLogAt) printServerTrouble(keepLogAt);
}
process.exit(code);

/**
 * From the kept server log: its warnings, errors and HTTP refusals (the last 20; API errors answer HTTP 200
 * envelopes, so they are not among them), its slow answers, then its last 20 lines, and where the whole log is.
 */
function printServerTrouble(logFile: string) {
  const lines = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const entries = lines.map((line) => {
    try {
      return {
        line,
        entry: JSON.parse(line) as { level?: number; statusCode?: number; responseTime?: number },
      };
    } catch {
      return { line, entry: {} };
    }
  });
  const trouble = entries
    .filter(({ entry }) => (entry.level ?? 0) >= 40 || (entry.statusCode ?? 0) >= 400)
    .map(({ line }) => line);
  // A story that waited in vain on the browser side may have waited on the server: its slow answers.
  const slow = entries.filter(({ entry }) => (entry.responseTime ?? 0) >= 2_000).map(({ line }) => line);
  console.log(`e2e: the server's log is kept at ${logFile}`);
  console.log('e2e: its last warnings, errors and HTTP refusals:');
  for (const line of trouble.slice(-20)) console.log(`  ${line.slice(0, 400)}`);
  console.log(`e2e: its answers that took 2 s or more (${slow.length}):`);
  for (const line of slow.slice(-10)) console.log(`  ${line.slice(0, 400)}`);
  console.log('e2e: its last lines:');
  for (const line of lines.slice(-20)) console.log(`  ${line.slice(0, 400)}`);
}
