// Runs every spec under Node's test runner against one server started here for the whole run.
// The spec files are listed here, so that names given on the command line pick some (`run.ts learning`).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
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
  await server.stop();
}
process.exit(code);
