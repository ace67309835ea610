import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { applyCommandLine } from '#runtime/command-line';
import { nextCrashCount, restartDelayMs, STABLE_AFTER_MS } from '#runtime/restart-backoff';
import { useProcessScope } from '../helpers/process-scope';
import { MAIN_ENTRY, REPO_ROOT } from '../helpers/processes';
import { dropRedisPrefix } from '../helpers/redis-prefix';

/* WORKERS / `npm start -- --workers N`: node:cluster on one port (decision 022). */

const { dataDir, start } = useProcessScope('shuyuan-cluster-');

/** The JSON log lines of a process's output with this message. */
function logLines(output: string, msg: string): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(`"msg":"${msg}"`))
    .map((line) => JSON.parse(line));
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the worker count', () => {
  it('comes from --workers N or --workers=N; anything else on the command line is refused', () => {
    const env: NodeJS.ProcessEnv = {};
    applyCommandLine(['--workers', '3'], env);
    expect(env.WORKERS).toBe('3');
    applyCommandLine(['--workers=4'], env);
    expect(env.WORKERS).toBe('4');
    expect(() => applyCommandLine(['--workers'], env)).toThrow(/--workers: needs a number/);
    expect(() => applyCommandLine(['--worker', '2'], env)).toThrow(/Unknown argument "--worker"/);
  });

  it('above 1 without REDIS_URL stops the start with a message naming both', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', MAIN_ENTRY, '--workers', '2'], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir() },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/WORKERS: 2 processes need REDIS_URL/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('restarts a crashed worker after 1 s, doubling up to 30 s while it keeps crashing early', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(restartDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(nextCrashCount(0, 500)).toBe(1);
    expect(nextCrashCount(3, 500)).toBe(4);
    // A worker that ran for a minute was healthy: its next crash is a first one again.
    expect(nextCrashCount(5, STABLE_AFTER_MS)).toBe(1);
  });
});

describe('npm start -- --workers 2 (SQLite and Redis)', { tags: ['redis'] }, () => {
  const redisUrl = process.env.REDIS_URL as string;
  const prefix = `shuyuan-test:${randomBytes(6).toString('hex')}:`;
  afterAll(() => dropRedisPrefix(redisUrl, prefix));

  it('prepares the database once, serves from two workers, replaces a killed one, stops', async () => {
    const server = await start(
      {
        DATA_DIR: dataDir(),
        // Not development, whose log lines are pretty-printed: the test reads them as JSON.
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        REDIS_URL: redisUrl,
        REDIS_KEY_PREFIX: prefix,
      },
      90_000,
      ['--workers', '2'],
    );
    const primary = server.child.pid as number;
    const workers = () => logLines(server.output(), 'worker listening').map((l) => l.worker as number);
    // The primary's log is buffered: its last line may follow the banner.
    await expect.poll(() => workers().length).toBe(2);

    // Migrations and the demo seed ran once, in the primary, before any worker existed.
    for (const msg of ['migrations applied', 'demo content created']) {
      expect(logLines(server.output(), msg).map((l) => l.pid)).toEqual([primary]);
    }
    expect(server.output().match(/Demo content was created on this start\./g)).toHaveLength(1);
    expect(server.output()).toContain('2 server processes share port');
    const [first, second] = workers();
    expect(new Set([first, second, primary]).size).toBe(3);
    expect(
      logLines(server.output(), 'database open')
        .map((l) => l.pid)
        .sort(),
    ).toEqual([first, second].sort());

    process.kill(first, 'SIGKILL');
    await expect
      .poll(() => logLines(server.output(), 'worker died; starting a new one'), { timeout: 5_000 })
      .toEqual([expect.objectContaining({ worker: first, signal: 'SIGKILL', restartInMs: 1000 })]);
    // The other worker keeps answering while the new one starts.
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    await expect.poll(() => workers().length, { timeout: 60_000, interval: 200 }).toBe(3);
    const replacement = workers()[2];
    expect([first, second, primary]).not.toContain(replacement);
    const navs = await fetch(`${server.url}/api/v2/navs`);
    expect(((await navs.json()) as { code: number }).code).toBe(0);

    expect(await server.stop()).toBe(0);
    for (const pid of [second, replacement]) expect(alive(pid)).toBe(false);
    // The last lines may still be in the pipe when the exit is reported.
    await expect
      .poll(() =>
        logLines(server.output(), 'stopped')
          .map((l) => l.pid)
          .sort(),
      )
      .toEqual([second, replacement, primary].sort());
  }, 120_000);
});
