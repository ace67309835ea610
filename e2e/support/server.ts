// Starts the real server (built site in apps/web/dist, embedded SQLite in a fresh temp DATA_DIR) for the specs.
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_MAIN = join(ROOT, 'apps/server/src/main.ts');

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  logFile: string;
  /** Stops the server and removes its data; `keepLogAt` first copies its log there (a failed run's evidence). */
  stop(options?: { keepLogAt?: string }): Promise<void>;
}

/** A port the OS just handed out, so parallel runs on one machine do not collide. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const tail = (file: string, lines = 40) => {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
};

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited early (${child.exitCode ?? child.signalCode}); log:\n${tail(logFile)}`,
      );
    }
    try {
      const res = await fetch(`${baseUrl}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`the server did not answer /healthz within ${timeoutMs} ms; log:\n${tail(logFile)}`);
}

/**
 * The run's per-mobile SMS gap (`sms.mobile_gap_seconds`, 60 by default): stories that send a second code to
 * one number wait this long instead of a minute each. The 60 s rule itself is covered by the API tests.
 */
export const E2E_SMS_GAP_MS = 3_000;

/**
 * Writes app_config rows straight into the embedded database, which the server reads per request: for
 * settings a site owner has no console field for. Values are stored as the server stores them (JSON text);
 * a new row is private (payment, SMS and app keys are).
 */
export function writeAppConfig(dataDir: string, values: Record<string, unknown>) {
  const db = new Database(join(dataDir, 'shuyuan.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const set = db.prepare(
      `insert into app_config (key, value, is_private, updated_at) values (?, ?, 1, ?)
       on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`,
    );
    for (const [key, value] of Object.entries(values)) set.run(key, JSON.stringify(value), Date.now());
  } finally {
    db.close();
  }
}

/**
 * Every story's browser comes from 127.0.0.1, so the whole run shares one per-IP SMS budget (20 an hour
 * by default). The run raises it the way a site owner would, through the setting; the budget's own rule is
 * covered by the API tests. Written straight into the embedded database, which the server reads per send.
 * The per-mobile gap is shortened the same way (E2E_SMS_GAP_MS).
 */
function allowManySmsFromLoopback(dataDir: string) {
  writeAppConfig(dataDir, {
    'sms.ip_hourly_cap': 500,
    'sms.mobile_gap_seconds': E2E_SMS_GAP_MS / 1000,
  });
}

function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * Boots `apps/server/src/main.ts` the way `npm start` does, on a random port with a fresh data dir.
 * NODE_ENV=test keeps the demo seed (it runs outside production) and the server's test-friendly settings.
 * DATABASE_URL and REDIS_URL are removed on purpose: the browser stories run on the embedded defaults.
 */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<RunningServer> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shuyuan-e2e-'));
  const logFile = join(dataDir, 'server.log');
  const out = openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.TEST_DATABASE_URL;
  delete env.PUBLIC_URL;
  Object.assign(env, {
    NODE_ENV: 'test',
    // One line a request in the log file, which a failed run prints from (run.ts).
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    // Uploaded videos are transcoded by the system's ffmpeg (decision 042; FFMPEG_PATH and FFPROBE_PATH
    // default to the ones on PATH, Debian's in /usr/bin). The stories' clips are seconds long: the cheapest
    // preset and one thread, so a transcode leaves the machine to the browser and the other stories.
    TRANSCODE_PRESET: process.env.TRANSCODE_PRESET ?? 'ultrafast',
    TRANSCODE_THREADS: process.env.TRANSCODE_THREADS ?? '1',
    ...extraEnv,
  });
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    cwd: ROOT,
    env,
    stdio: ['ignore', out, out],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async (options?: { keepLogAt?: string }) => {
    await stopChild(child);
    if (options?.keepLogAt) copyFileSync(logFile, options.keepLogAt);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, logFile, 90_000);
    allowManySmsFromLoopback(dataDir);
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, dataDir, logFile, stop };
}
