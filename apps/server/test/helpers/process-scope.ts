import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';
import { type ServerProcess, startServer } from './processes';

export interface ProcessScope {
  /** A fresh temporary directory, removed after the file's tests. */
  dataDir(): string;
  /** startServer, with the process stopped after the file's tests if the test has not stopped it. */
  start(env: Record<string, string>, timeoutMs?: number, args?: string[]): Promise<ServerProcess>;
}

/**
 * The data directories and server processes of one test file. Call it at the top of the file: it registers
 * an afterAll that stops what is still running and removes the directories.
 */
export function useProcessScope(dirPrefix: string): ProcessScope {
  const dirs: string[] = [];
  const running: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(running.map((s) => s.stop()));
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return {
    dataDir() {
      const dir = mkdtempSync(join(tmpdir(), dirPrefix));
      dirs.push(dir);
      return dir;
    },
    async start(env, timeoutMs, args) {
      const server = await startServer(env, timeoutMs, args);
      running.push(server);
      return server;
    },
  };
}
