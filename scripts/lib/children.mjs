// Child processes that live and die with this script.
import { spawn } from 'node:child_process';

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Spawns a command in its own process group, so that a terminal's Ctrl+C reaches only this script,
 * which passes each signal on exactly once (a second copy would cut a server's graceful stop short).
 */
export function spawnGroup(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options, detached: true });
  // Never leave a group behind, even when this script dies of an error.
  process.on('exit', () => signalGroup(child, 'SIGTERM'));
  return child;
}

const isRunning = (child) => child.pid !== undefined && child.exitCode === null && child.signalCode === null;

/** Sends a signal to a child's whole process group (tsx watch and vite have children of their own). */
export function signalGroup(child, signal) {
  if (!isRunning(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/**
 * Forwards SIGINT/SIGTERM/SIGHUP to the children; when the first child exits, stops the others
 * (SIGTERM, then SIGKILL after `graceMs`) and exits with the first child's exit code or signal.
 */
export async function superviseChildren(children, { graceMs = 10_000 } = {}) {
  const onSignal = (signal) => {
    for (const c of children) signalGroup(c, signal);
  };
  for (const s of FORWARDED) process.on(s, onSignal);

  const exits = children.map(
    (child) =>
      new Promise((resolve) => {
        child.once('exit', (code, signal) => resolve({ code, signal }));
        child.once('error', (err) => {
          console.error(`[shuyuan] could not start ${child.spawnfile}: ${err.message}`);
          resolve({ code: 1, signal: null });
        });
      }),
  );

  const first = await Promise.race(exits);
  for (const c of children) signalGroup(c, 'SIGTERM');
  const killer = setTimeout(() => {
    for (const c of children) signalGroup(c, 'SIGKILL');
  }, graceMs);
  await Promise.all(exits);
  clearTimeout(killer);
  for (const s of FORWARDED) process.off(s, onSignal);

  if (first.signal) {
    // Die the same way the child did, so the caller sees the real cause.
    process.kill(process.pid, first.signal);
    return;
  }
  process.exit(first.code ?? 1);
}
