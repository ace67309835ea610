// Decides whether the built web app (apps/web/dist) is older than its sources, and rebuilds it.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';

const WEB = join(ROOT, 'apps/web');
export const WEB_DIST_INDEX = join(WEB, 'dist/index.html');

// Everything Vite reads to produce dist/. node_modules changes (npm ci) are not watched: the lockfile is.
const SOURCES = [
  join(WEB, 'src'),
  join(WEB, 'public'),
  join(WEB, 'index.html'),
  join(WEB, 'vite.config.ts'),
  join(WEB, 'package.json'),
  join(ROOT, 'packages/contract/src'),
];

/** The newest mtime (ms) under a file or directory; 0 when it does not exist. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs; // a deleted file only shows as a newer directory mtime
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** Why the web app needs a build, or null when dist/ is current. */
export function webBuildReason() {
  if (!existsSync(WEB_DIST_INDEX)) return 'apps/web/dist/index.html is missing';
  const haveSources = existsSync(join(WEB, 'src'));
  if (!haveSources) return null; // a deployment that ships only dist/
  const built = statSync(WEB_DIST_INDEX).mtimeMs;
  const newest = Math.max(...SOURCES.map(newestMtime));
  return newest > built ? 'the web sources changed since the last build' : null;
}

/**
 * Runs `vite build` for apps/web; resolves on success, rejects with the exit code otherwise.
 * `quiet`: Vite's output goes to stderr, so that stdout stays clean for machine-readable output.
 */
export function buildWeb({ quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
      cwd: WEB,
      stdio: quiet ? ['ignore', 2, 2] : 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`web build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/** Builds the web app when dist/ is missing or stale. */
export async function ensureWebBuilt({ log = console.log, quiet = false } = {}) {
  const reason = webBuildReason();
  if (!reason) return false;
  log(`[shuyuan] building the web app: ${reason}`);
  await buildWeb({ quiet });
  return true;
}
