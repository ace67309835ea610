#!/usr/bin/env node
// `npm run dev`: the server under `tsx watch` (port 3000) and the Vite dev server (port 5173, proxying the API
// to the server). Both run until either stops or Ctrl+C; then both are stopped together.
// First import: an older Node stops here with one line (decision 028).
import '../apps/server/src/runtime/require-node.mjs';
import { join } from 'node:path';
import { spawnGroup, superviseChildren } from './lib/children.mjs';
import { ROOT, SERVER_MAIN } from './lib/paths.mjs';

const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' };

const server = spawnGroup(
  process.execPath,
  [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', SERVER_MAIN],
  { cwd: ROOT, env },
);
const web = spawnGroup(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js')], {
  cwd: join(ROOT, 'apps/web'),
  env,
});

console.log('[shuyuan] dev: open http://localhost:5173 (Vite, proxies /api to http://127.0.0.1:3000)');
await superviseChildren([server, web], { graceMs: 5_000 });
