import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startPasswordRefusingPostgres } from '../helpers/fake-postgres';
import { databaseUrl } from '../helpers/postgres-database';
import { useProcessScope } from '../helpers/process-scope';
import { freePort, runServerToExit } from '../helpers/processes';

/*
 * Issue 17: a DATABASE_URL or REDIS_URL that does not work stops the start with ONE line naming the variable
 * and the reason, exit code 1, no stack, and no retrying. Production with the default log level, so any other
 * line the start printed would show.
 */

const { dataDir } = useProcessScope('shuyuan-startup-');

async function failedStart(env: Record<string, string>, args: string[] = []) {
  const result = await runServerToExit({ DATA_DIR: dataDir(), NODE_ENV: 'production', ...env }, args);
  return { code: result.code, lines: result.output.split('\n').filter((line) => line.trim() !== '') };
}

/** A port on 127.0.0.1 where nothing listens. */
const closedPort = freePort;

describe('a start whose DATABASE_URL does not work', () => {
  it('names the variable when nothing listens at the address', async () => {
    const port = await closedPort();
    expect(
      await failedStart({ DATABASE_URL: `postgres://shuyuan:secret@127.0.0.1:${port}/shuyuan` }),
    ).toEqual({
      code: 1,
      lines: [`[shuyuan] DATABASE_URL: cannot connect to 127.0.0.1:${port} (connection refused)`],
    });
  });

  it('names the variable when the host name does not resolve', async () => {
    expect(await failedStart({ DATABASE_URL: 'postgres://shuyuan@db.invalid:5432/shuyuan' })).toEqual({
      code: 1,
      lines: ['[shuyuan] DATABASE_URL: cannot resolve the host name db.invalid'],
    });
  });

  it('names the variable when the password is refused, and never prints the password', async () => {
    const fake = await startPasswordRefusingPostgres();
    try {
      const url = `postgres://shuyuan:wrong-secret@127.0.0.1:${fake.port}/shuyuan`;
      expect(await failedStart({ DATABASE_URL: url })).toEqual({
        code: 1,
        lines: [
          `[shuyuan] DATABASE_URL: password authentication failed for user "shuyuan" (127.0.0.1:${fake.port})`,
        ],
      });
    } finally {
      await fake.close();
    }
  });

  it('names the variable when the URL cannot be read', async () => {
    const { code, lines } = await failedStart({ DATABASE_URL: 'postgres://shuyuan:pw@db:port/shuyuan' });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[shuyuan\] DATABASE_URL: is not a valid URL/);
  });

  it('names the variable when the database does not exist', { tags: ['postgres'] }, async () => {
    const name = `shuyuan_missing_${randomBytes(4).toString('hex')}`;
    const url = new URL(databaseUrl(process.env.TEST_DATABASE_URL as string, name));
    expect(await failedStart({ DATABASE_URL: url.toString() })).toEqual({
      code: 1,
      lines: [
        `[shuyuan] DATABASE_URL: database "${name}" does not exist (${url.hostname}:${url.port || 5432})`,
      ],
    });
  });
});

describe('a start whose REDIS_URL does not answer', () => {
  it('names the variable at once instead of retrying', async () => {
    const port = await closedPort();
    expect(await failedStart({ REDIS_URL: `redis://127.0.0.1:${port}` })).toEqual({
      code: 1,
      lines: [`[shuyuan] REDIS_URL: cannot connect to 127.0.0.1:${port} (connection refused)`],
    });
  });

  it('says it once with several workers too (the primary tries Redis before forking)', async () => {
    const port = await closedPort();
    expect(await failedStart({ REDIS_URL: `redis://127.0.0.1:${port}` }, ['--workers', '2'])).toEqual({
      code: 1,
      lines: [`[shuyuan] REDIS_URL: cannot connect to 127.0.0.1:${port} (connection refused)`],
    });
  });
});
