#!/usr/bin/env node
// Exits 0 when the server on this machine answers GET /healthz with 200 within 5 seconds, else 1: the container's
// HEALTHCHECK (Dockerfile), usable by any supervisor. Reads PORT and HOST like the server (environment, then .env).
import { existsSync } from 'node:fs';

if (existsSync('.env')) process.loadEnvFile('.env');
const port = process.env.PORT || '3000';
const listen = process.env.HOST || '0.0.0.0';
// A server listening on every interface is asked on the loopback one.
const host = ['0.0.0.0', '::'].includes(listen) ? '127.0.0.1' : listen;
const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
try {
  const answer = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(5000) });
  process.exit(answer.status === 200 ? 0 : 1);
} catch {
  process.exit(1);
}
