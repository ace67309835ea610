#!/usr/bin/env node
// Starts Shuyuan from this folder: `node server.mjs` (or `npm start`); `--workers N` as WORKERS. Settings come from
// the environment or a .env file in the working directory (.env.example explains each one).
// First: an older Node stops here with one line, before the server's modules load (decision 028).
import { nodeVersionProblem } from './server/node-version.mjs';

const problem = nodeVersionProblem(process.version);
if (problem) {
  console.error(problem);
  process.exit(1);
}
await import('./server/main.mjs');
