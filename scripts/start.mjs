#!/usr/bin/env node
// `npm start`: build the web app if it is missing or stale, then run the server through tsx (decision 002).
// Arguments after `npm start --` are passed to the server.
// First import: an older Node stops here with one line (decision 028).
import '../apps/server/src/runtime/require-node.mjs';
import { existsSync } from 'node:fs';
import { spawnGroup, superviseChildren } from './lib/children.mjs';
import { ROOT, SERVER_MAIN } from './lib/paths.mjs';
import { ensureWebBuilt } from './lib/web-build.mjs';

if (!existsSync(SERVER_MAIN)) {
  console.error(`[shuyuan] ${SERVER_MAIN} not found`);
  process.exit(1);
}

try {
  await ensureWebBuilt();
} catch (err) {
  console.error(`[shuyuan] ${err.message}`);
  process.exit(1);
}

// `node --import tsx` rather than the tsx CLI: one process, and node:cluster workers inherit the loader.
const server = spawnGroup(process.execPath, ['--import', 'tsx', SERVER_MAIN, ...process.argv.slice(2)], {
  cwd: ROOT,
});
await superviseChildren([server]);
