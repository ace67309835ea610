import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useProcessScope } from '../helpers/process-scope';
import { REPO_ROOT } from '../helpers/processes';

/* Issue 17: a backup of PostgreSQL says in one line when the pg_dump on PATH cannot make it. */

const { dataDir } = useProcessScope('shuyuan-backup-pg-dump-');

const CLI = join(REPO_ROOT, 'apps/server/src/runtime/backup/cli.ts');

/** The backup command with only `bin` on PATH: which pg_dump it finds is the test's choice. */
async function backupWithPath(bin: string, env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', CLI, 'backup', ...(env.OUT ? ['--out', env.OUT] : [])],
    {
      cwd: REPO_ROOT,
      env: { PATH: bin, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, lines: output.split('\n').filter(Boolean) };
}

describe('backup of PostgreSQL without the right pg_dump', { tags: ['postgres'] }, () => {
  const env = () => ({
    DATA_DIR: dataDir(),
    DATABASE_URL: process.env.TEST_DATABASE_URL as string,
    OUT: dataDir(),
  });

  it('says pg_dump is missing, in one line', async () => {
    const { code, lines } = await backupWithPath(dataDir(), env());
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[shuyuan\] backup: pg_dump not found: install the PostgreSQL client tools of version \d+ or newer .* so that pg_dump is on PATH$/,
    );
  });

  it('says pg_dump is older than the server, in one line, and leaves no archive', async () => {
    const bin = dataDir();
    writeFileSync(join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', { mode: 0o755 });
    const vars = env();
    const { code, lines } = await backupWithPath(bin, vars);
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[shuyuan\] backup: pg_dump 9\.6 is older than the PostgreSQL server \(\d+\.\d+\): install the PostgreSQL client tools of version \d+ or newer/,
    );
    expect(readdirSync(vars.OUT)).toEqual([]);
  });
});
