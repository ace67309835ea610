import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { useProcessScope } from '../helpers/process-scope';
import { freePort, REPO_ROOT } from '../helpers/processes';

/*
 * Issue 17: `npm run dev` follows PORT: the server listens there and the Vite dev server's proxy points at it.
 * The request goes through Vite with a query of its own; the server's development log (one readable line per
 * request) shows that this server, not another on port 3000, answered it.
 */

const { dataDir } = useProcessScope('shuyuan-dev-');

/** Stops `npm run dev` (which stops its server and Vite) after the test, also when the test fails or times out. */
const running: ChildProcess[] = [];
afterAll(async () => {
  for (const dev of running) {
    if (dev.exitCode !== null || dev.signalCode !== null) continue;
    const closed = once(dev, 'close');
    dev.kill('SIGTERM');
    await closed;
  }
});

describe('npm run dev', () => {
  it('serves the API on PORT and proxies Vite to it', async () => {
    const port = await freePort();
    const dev = spawn(process.execPath, [join(REPO_ROOT, 'scripts/dev.mjs')], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir(),
        NODE_ENV: 'development',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += stripVTControlCharacters(String(chunk));
    };
    dev.stdout.on('data', collect);
    dev.stderr.on('data', collect);
    running.push(dev);

    const waitFor = <T>(probe: () => T | undefined | Promise<T | undefined>) =>
      waitWhileRunning(dev, () => output, probe);
    const vite = await waitFor(() => /Local:\s+(http:\/\/\S+?)\/?\s/.exec(output)?.[1]);
    const probe = randomBytes(4).toString('hex');
    const answer = await waitFor(async () => {
      const response = await fetch(`${vite}/api/v2/navs?probe=${probe}`).catch(() => undefined);
      return response?.status === 200 ? response.json() : undefined;
    });
    expect(answer).toMatchObject({ code: 0 });
    await waitFor(() => output.includes(`GET /api/v2/navs?probe=${probe} 200`) || undefined);
    const direct = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(direct.status).toBe(200);
  }, 120_000);
});

/** The first defined answer of `probe`, asked every 200 ms; fails with the output if the process ends first. */
async function waitWhileRunning<T>(
  child: ChildProcess,
  output: () => string,
  probe: () => T | undefined | Promise<T | undefined>,
): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`npm run dev stopped:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
