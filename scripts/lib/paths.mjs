import { fileURLToPath } from 'node:url';

/** The repository root, whatever the current directory. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_MAIN = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));
