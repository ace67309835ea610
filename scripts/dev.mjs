#!/usr/bin/env node
// `npm run dev`: the server under `tsx watch` on PORT (default 3000) and the Vite dev server (port 5173, or the
// next free one), which proxies the API to that server. Both run until either stops or Ctrl+C; then both are
// stopped together.
// First import: an older Node stops here with one line (decision 028).
import '../apps/server/src/runtime/require-node.mjs';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawnGroup, superviseChildren } from './lib/children.mjs';
import { ROOT, SERVER_MAIN } from './lib/paths.mjs';

// The server reads .env itself; read here too, so PORT and HOST from it reach the proxy (variables set win).
const dotEnv = join(ROOT, '.env');
if (existsSync(dotEnv)) process.loadEnvFile(dotEnv);

const port = process.env.PORT?.trim() || '3000';
if (!/^[1-9]\d{0,4}$/.test(port) || Number(port) > 65535) {
  console.error(
    `[shuyuan] PORT: npm run dev needs a fixed port between 1 and 65535 (the proxy points at it), not "${port}"`,
  );
  process.exit(1);
}
// The proxy reaches the server where it listens: on every interface means on this machine's loopback too.
const host = process.env.HOST?.trim() || '0.0.0.0';
const proxyHost = ['0.0.0.0', '::'].includes(host) ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
const apiTarget = process.env.SHUYUAN_API_TARGET || `http://${proxyHost}:${port}`;

const env = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  PORT: port,
  SHUYUAN_API_TARGET: apiTarget,
};

const server = spawnGroup(
  process.execPath,
  [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', SERVER_MAIN],
  { cwd: ROOT, env },
);
const web = spawnGroup(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js')], {
  cwd: join(ROOT, 'apps/web'),
  env,
});

console.log(
  `[shuyuan] dev: open the Vite address below (http://localhost:5173 unless taken); it proxies the API to ${apiTarget}`,
);
await superviseChildren([server, web], { graceMs: 5_000 });
