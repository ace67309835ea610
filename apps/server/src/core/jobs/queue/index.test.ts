import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dropRedisPrefix } from '#test/helpers/redis-prefix';
import { createTestApp, DATABASE_TARGETS, tagsOf } from '#test/helpers/test-app';
import { openJobQueue } from './index';
import { waitForJob } from './testing/wait-for-job';

/* Which queue the app gets (decision 041), and that it lives and ends with the app. */

describe('the app’s job queue', () => {
  for (const dialect of DATABASE_TARGETS) {
    it(
      `is the ${dialect} database's without REDIS_URL, runs jobs, and closes with the app`,
      tagsOf(dialect),
      async () => {
        const t = await createTestApp(dialect);
        try {
          expect(t.app.jobs.backend).toBe('database');
          t.app.jobs.process('app-check', async (run) => {
            await run.progress(100, 'done');
          });
          const id = await t.app.jobs.add('app-check', { from: 'app' });
          const done = await waitForJob(t.app.jobs, 'app-check', id, (job) => job.state === 'completed');
          expect(done).toMatchObject({ data: { from: 'app' }, progress: 100, progressMessage: 'done' });
          const row = await t.db
            .selectFrom('jobs')
            .select(['state', 'lease_owner'])
            .where('job_key', '=', id)
            .executeTakeFirst();
          expect(row).toEqual({ state: 'completed', lease_owner: null });
        } finally {
          await t.close();
        }
        expect(() => t.app.jobs.process('after-close', async () => {})).toThrow(/closed/);
      },
    );
  }

  it('is BullMQ with REDIS_URL, and closes whether it was used or not', { tags: ['redis'] }, async () => {
    const base = `shuyuan-test:${randomBytes(6).toString('hex')}:`;
    const config = { redisUrl: process.env.REDIS_URL, redisKeyPrefix: base };
    const unused = await openJobQueue(config, undefined as never);
    expect(unused.backend).toBe('bullmq');
    await unused.close();
    const queue = await openJobQueue(config, undefined as never);
    try {
      const id = await queue.add('app-check', { n: 1 }, { id: 'one' });
      expect(await queue.get('app-check', id)).toMatchObject({ id: 'one', state: 'waiting', data: { n: 1 } });
    } finally {
      await queue.close();
      await dropRedisPrefix(process.env.REDIS_URL as string, base);
    }
  });
});
