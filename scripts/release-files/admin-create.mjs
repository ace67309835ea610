#!/usr/bin/env node
// `node admin-create.mjs --user NAME [--password PASS]` (or `npm run admin:create -- …`): creates a super admin in
// the database the server uses (same environment, .env, DATA_DIR and DATABASE_URL). Without --password it asks on a
// terminal; an empty answer, or no terminal, generates a strong password and prints it once.
import { nodeVersionProblem } from './server/node-version.mjs';

const problem = nodeVersionProblem(process.version);
if (problem) {
  console.error(problem);
  process.exit(1);
}
await import('./server/admin-create.mjs');
