// Runs apps/server/src/main.ts as a child for scripts (bench), with its output in a log file.
import { spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { ROOT, SERVER_MAIN } from './paths.mjs';

export function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function tailFile(file, lines = 30) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** Environment for a server child: the caller's, minus the switches to external services. */
export function serverEnv(extra) {
  const env = { ...process.env };
  for (const k of ['DATABASE_URL', 'REDIS_URL', 'TEST_DATABASE_URL', 'PUBLIC_URL', 'PORT', 'HOST'])
    delete env[k];
  return { ...env, ...extra };
}

/** Runs a TypeScript entry point to completion (e.g. the seed CLI); rejects on a non-zero exit. */
export function runTs(entry, env, logFile) {
  const out = openSync(logFile, 'a');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: ROOT,
      env,
      stdio: ['ignore', out, out],
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${entry} failed (${signal ?? code}):\n${tailFile(logFile)}`)),
    );
  });
}

/** Starts the server and waits for /healthz. `stop()` is safe to call more than once. */
export async function startServer({ env, logFile, port, timeoutMs = 90_000 }) {
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    cwd: ROOT,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', out, out],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.kill('SIGTERM');
    await exited;
    clearTimeout(killer);
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited during start-up:\n${tailFile(logFile)}`);
    }
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer /healthz in ${timeoutMs} ms:\n${tailFile(logFile)}`);
    }
    await sleep(200);
  }
  return { baseUrl, child, stop };
}
