import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from './job-queue';
import { type OpenTarget, QUEUE_TARGETS } from './testing/queue-targets';
import { aborted, gate, untilStarted, waitForJob } from './testing/wait-for-job';

/*
 * What a job queue does, the same on each backend: the database queue on SQLite and PostgreSQL, BullMQ on
 * Redis (decision 041). Each test has a kind of its own, so no test sees another's jobs.
 * The several-process cases are in job-queue-processes.test.ts.
 */

for (const target of QUEUE_TARGETS) {
  describe(`job queue on ${target.name}`, target.options, () => {
    let t: OpenTarget;
    let q: JobQueue;
    beforeAll(async () => {
      t = await target.open();
      q = await t.queue();
    });
    afterAll(() => t?.close());
    let n = 0;
    const kindOf = (name: string) => `${name}-${++n}`;

    it('runs a job once, its progress readable while it runs, and completes it', async () => {
      const kind = kindOf('once');
      const runs: unknown[] = [];
      const finish = gate();
      q.process<{ video: number }>(kind, async (run) => {
        runs.push(run.data);
        expect(run.attempt).toBe(1);
        await run.progress(49.6, '转码 720p');
        await finish.promise;
      });
      const id = await q.add(kind, { video: 7 });
      const running = await waitForJob(q, kind, id, (job) => job.state === 'active' && job.progress === 50);
      expect(running).toMatchObject({ progressMessage: '转码 720p', attemptsMade: 0, finishedAt: null });
      expect(running.startedAt).toBeGreaterThanOrEqual(running.createdAt);
      finish.open();
      const done = await waitForJob(q, kind, id, (job) => job.state === 'completed');
      expect(done).toMatchObject({ id, kind, data: { video: 7 }, attemptsMade: 1, attempts: 1, error: null });
      expect(done.finishedAt).toBeGreaterThanOrEqual(done.startedAt as number);
      // A job added after it runs after it: the first was not taken again meanwhile.
      const next = await q.add(kind, { video: 8 });
      await waitForJob(q, kind, next, (job) => job.state === 'completed');
      expect(runs).toEqual([{ video: 7 }, { video: 8 }]);
    });

    it('retries a failing job after a doubling wait, then fails it with the last error', async () => {
      const kind = kindOf('backoff');
      const starts: number[] = [];
      q.process(kind, async (run) => {
        starts.push(Date.now());
        throw new Error(`ffmpeg exited ${run.attempt}`);
      });
      const id = await q.add(kind, null, { attempts: 3, backoffMs: 100 });
      const failed = await waitForJob(q, kind, id, (job) => job.state === 'failed');
      expect(failed).toMatchObject({ attemptsMade: 3, attempts: 3, error: 'ffmpeg exited 3' });
      expect(starts).toHaveLength(3);
      expect(starts[1] - starts[0]).toBeGreaterThanOrEqual(95);
      expect(starts[2] - starts[1]).toBeGreaterThanOrEqual(195);

      // Between two runs the job waits, with the failure it had.
      const slow = await q.add(kind, null, { attempts: 2, backoffMs: 600_000 });
      const between = await waitForJob(q, kind, slow, (job) => job.attemptsMade === 1);
      expect(between).toMatchObject({ state: 'waiting', error: 'ffmpeg exited 1', finishedAt: null });
      expect(await q.cancel(kind, slow)).toBe(true);
      expect(await q.get(kind, slow)).toMatchObject({ state: 'cancelled', error: null });
    });

    it('adds one job for an id added twice, before, while and after it runs', async () => {
      const kind = kindOf('unique');
      const seen: unknown[] = [];
      const finish = gate();
      q.process(kind, async (run) => {
        seen.push(run.data);
        if (run.id === 'video-7') await finish.promise;
      });
      expect(await q.add(kind, { n: 1 }, { id: 'video-7' })).toBe('video-7');
      expect(await q.add(kind, { n: 2 }, { id: 'video-7' })).toBe('video-7');
      await waitForJob(q, kind, 'video-7', (job) => job.state === 'active');
      expect(await q.add(kind, { n: 3 }, { id: 'video-7' })).toBe('video-7');
      finish.open();
      await waitForJob(q, kind, 'video-7', (job) => job.state === 'completed');
      expect(await q.add(kind, { n: 4 }, { id: 'video-7' })).toBe('video-7');
      const other = await q.add(kind, { n: 5 }, { id: 'video-8' });
      await waitForJob(q, kind, other, (job) => job.state === 'completed');
      expect(seen).toEqual([{ n: 1 }, { n: 5 }]);
      expect(await q.get(kind, 'video-7')).toMatchObject({ data: { n: 1 }, state: 'completed' });
      expect((await q.list({ kind })).total).toBe(2);
      await expect(q.add(kind, {}, { id: '42' })).rejects.toThrow(/not only digits/);
      await expect(q.add(kind, {}, { id: 'a:b' })).rejects.toThrow(/job id/);
    });

    it('cancels a waiting job: it never runs, and a second cancel finds it ended', async () => {
      const kind = kindOf('cancel-waiting');
      const id = await q.add(kind, { n: 1 });
      expect(await q.cancel(kind, id)).toBe(true);
      expect(await q.get(kind, id)).toMatchObject({ state: 'cancelled', error: null });
      expect(await q.cancel(kind, id)).toBe(false);
      expect(await q.cancel(kind, 'no-such-job')).toBe(false);
      const ran: string[] = [];
      q.process(kind, async (run) => {
        ran.push(run.id);
      });
      const after = await q.add(kind, { n: 2 });
      await waitForJob(q, kind, after, (job) => job.state === 'completed');
      expect(ran).toEqual([after]);
      expect(await q.get(kind, id)).toMatchObject({ state: 'cancelled', error: null });
      expect((await q.get(kind, id))?.finishedAt).toBeTypeOf('number');
    });

    it('cancels a running job: its processor sees the abort and the job ends cancelled, not failed', async () => {
      const kind = kindOf('cancel-active');
      const reasons: unknown[] = [];
      const started: string[] = [];
      q.process(kind, async (run) => {
        started.push(run.id);
        reasons.push(await aborted(run.signal));
        // Whether the processor throws or returns after the abort, the job ends cancelled.
        if (run.data === 'throws') throw new Error('interrupted');
      });
      for (const how of ['throws', 'returns']) {
        const id = await q.add(kind, how);
        await untilStarted(started, id);
        expect((await q.get(kind, id))?.state).toBe('active');
        expect(await q.cancel(kind, id)).toBe(true);
        const done = await waitForJob(q, kind, id, (job) => job.state === 'cancelled');
        expect(done.error).toBeNull();
        expect(done.finishedAt).toBeTypeOf('number');
      }
      expect(reasons).toEqual(['cancelled', 'cancelled']);
    });

    it('retries a failed job with all its attempts, and a cancelled one; not a completed one', async () => {
      const kind = kindOf('retry');
      let fail = true;
      q.process(kind, async () => {
        if (fail) throw new Error('no ffmpeg');
      });
      const id = await q.add(kind, null, { attempts: 2, backoffMs: 0 });
      expect(await waitForJob(q, kind, id, (job) => job.state === 'failed')).toMatchObject({
        attemptsMade: 2,
        error: 'no ffmpeg',
      });
      fail = false;
      expect(await q.retry(kind, id)).toBe(true);
      const done = await waitForJob(q, kind, id, (job) => job.state === 'completed');
      expect(done).toMatchObject({ attemptsMade: 1, attempts: 2, error: null });
      expect(await q.retry(kind, id)).toBe(false);
      expect(await q.retry(kind, 'no-such-job')).toBe(false);

      // Cancelled while it ran, then asked for again: it runs again.
      const other = kindOf('retry-cancelled');
      const started: string[] = [];
      q.process(other, async (run) => {
        started.push(run.id);
        if (started.length === 1) await aborted(run.signal);
      });
      const stopped = await q.add(other, null);
      await untilStarted(started, stopped);
      await q.cancel(other, stopped);
      await waitForJob(q, other, stopped, (job) => job.state === 'cancelled');
      expect(await q.retry(other, stopped)).toBe(true);
      await waitForJob(q, other, stopped, (job) => job.state === 'completed');
      expect(started).toEqual([stopped, stopped]);

      // Cancelled before any process took it: it waits again.
      const idle = kindOf('retry-waiting');
      const unrun = await q.add(idle, null);
      await q.cancel(idle, unrun);
      expect(await q.retry(idle, unrun)).toBe(true);
      expect(await q.get(idle, unrun)).toMatchObject({ state: 'waiting', error: null, finishedAt: null });
      expect(await q.retry(idle, unrun)).toBe(false);
    });

    it("lists a kind's jobs newest first, by state, in pages", async () => {
      const kind = kindOf('list');
      const ids: string[] = [];
      for (let i = 0; i < 5; i++) ids.push(await q.add(kind, { i }));
      const first = await q.list<{ i: number }>({ kind, page: 1, size: 2 });
      expect(first.total).toBe(5);
      expect(first.jobs.map((job) => job.data.i)).toEqual([4, 3]);
      expect((await q.list({ kind, page: 3, size: 2 })).jobs.map((job) => job.id)).toEqual([ids[0]]);
      expect((await q.list({ kind, page: 4, size: 2 })).jobs).toEqual([]);
      await q.cancel(kind, ids[1]);
      const cancelled = await q.list({ kind, state: 'cancelled' });
      expect(cancelled.total).toBe(1);
      expect(cancelled.jobs[0]).toMatchObject({ id: ids[1], state: 'cancelled' });
      const waiting = await q.list({ kind, state: 'waiting' });
      expect(waiting.total).toBe(4);
      expect(waiting.jobs.every((job) => job.state === 'waiting')).toBe(true);
      expect((await q.list({ kind, state: 'completed' })).total).toBe(0);
      expect((await q.list({ kind: kindOf('empty') })).total).toBe(0);
    });
  });
}
