import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OpenTarget, QUEUE_TARGETS } from './testing/queue-targets';
import { aborted, untilStarted, waitForJob } from './testing/wait-for-job';

/*
 * Jobs shared by several processes (decision 041), on each backend: two queues on one database or one Redis
 * prefix stand for two processes; a real process killed with SIGKILL stands for a crash.
 */

const VANISHING_WORKER = fileURLToPath(new URL('./testing/vanishing-worker.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../../../../', import.meta.url));

for (const target of QUEUE_TARGETS) {
  describe(`job queue processes on ${target.name}`, target.options, () => {
    let t: OpenTarget;
    beforeAll(async () => {
      t = await target.open();
    });
    afterAll(() => t?.close());
    let child: ChildProcess | undefined;
    afterEach(() => {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    let n = 0;
    const kindOf = (name: string) => `${name}-${++n}`;

    it('two processes share 20 jobs and run each exactly once', async () => {
      const kind = kindOf('shared');
      const [a, b] = [await t.queue(), await t.queue()];
      const runs = new Map<string, number>();
      const by = { a: 0, b: 0 };
      for (const [name, queue] of [
        ['a', a],
        ['b', b],
      ] as const) {
        queue.process(
          kind,
          async (run) => {
            runs.set(run.id, (runs.get(run.id) ?? 0) + 1);
            by[name]++;
            // A little work, so the two processes' runs overlap.
            await new Promise((resolve) => setTimeout(resolve, 5));
          },
          { concurrency: 2 },
        );
      }
      const ids: string[] = [];
      for (let i = 0; i < 20; i++) ids.push(await (i % 2 ? a : b).add(kind, { i }));
      await vi.waitFor(
        async () => expect((await a.list({ kind, state: 'completed', size: 100 })).total).toBe(20),
        { timeout: 20_000, interval: 25 },
      );
      expect([...runs.keys()].sort()).toEqual([...ids].sort());
      expect([...runs.values()]).toEqual(Array(20).fill(1));
      expect(by.a + by.b).toBe(20);
      await Promise.all([a.close(), b.close()]);
    });

    it('a cancel asked in one process reaches the job running in another', async () => {
      const kind = kindOf('remote-cancel');
      const [a, b] = [await t.queue(), await t.queue()];
      const reasons: unknown[] = [];
      const started: string[] = [];
      a.process(kind, async (run) => {
        started.push(run.id);
        reasons.push(await aborted(run.signal));
      });
      const id = await b.add(kind, null);
      await untilStarted(started, id);
      expect((await b.get(kind, id))?.state).toBe('active');
      expect(await b.cancel(kind, id)).toBe(true);
      await waitForJob(b, kind, id, (job) => job.state === 'cancelled');
      expect(reasons).toEqual(['cancelled']);
      await Promise.all([a.close(), b.close()]);
    });

    it('a job whose process was killed mid-run is taken again once its lease ran out, and completes', async () => {
      const kind = kindOf('crash');
      const leaseMs = 1_000;
      const producer = await t.queue();
      const id = await producer.add(kind, { video: 9 });
      child = spawn(process.execPath, ['--import', 'tsx', VANISHING_WORKER], {
        cwd: SERVER_DIR,
        env: { PATH: process.env.PATH, ...t.childEnv, JOBS_KIND: kind, JOBS_LEASE_MS: String(leaseMs) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout?.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr?.on('data', (chunk) => {
        output += chunk;
      });
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      await vi.waitFor(() => expect(output).toContain(`started ${id}`), { timeout: 60_000, interval: 50 });
      expect(await producer.get(kind, id)).toMatchObject({ state: 'active' });
      child.kill('SIGKILL');
      await exited;

      // Another process, started after the crash (a restart), finds the job and runs it to the end.
      const survivor = await t.queue({ leaseMs });
      const attempts: number[] = [];
      survivor.process(kind, async (run) => {
        attempts.push(run.attempt);
      });
      const done = await waitForJob(survivor, kind, id, (job) => job.state === 'completed');
      // The killed run is not an attempt that ended: the job completed at its first.
      expect(done).toMatchObject({ data: { video: 9 }, attemptsMade: 1, error: null });
      expect(attempts).toEqual([1]);
      await Promise.all([producer.close(), survivor.close()]);
    }, 90_000);

    it('a closing process hands its running job back, and another process runs it and what waited', async () => {
      const kind = kindOf('handover');
      const [a, b] = [await t.queue(), await t.queue()];
      const reasons: unknown[] = [];
      const started: string[] = [];
      a.process(kind, async (run) => {
        started.push(run.id);
        reasons.push(await aborted(run.signal));
        throw new Error('interrupted');
      });
      const running = await a.add(kind, 'running');
      const queued = await a.add(kind, 'queued');
      await untilStarted(started, running);
      await a.close(50);
      expect(reasons).toEqual(['shutdown']);
      expect(await b.get(kind, running)).toMatchObject({ state: 'waiting', attemptsMade: 0, error: null });
      expect(await b.get(kind, queued)).toMatchObject({ state: 'waiting', attemptsMade: 0 });
      const ran: string[] = [];
      b.process(kind, async (run) => {
        ran.push(run.id);
      });
      const done = await waitForJob(b, kind, running, (job) => job.state === 'completed');
      expect(done.attemptsMade).toBe(1);
      await waitForJob(b, kind, queued, (job) => job.state === 'completed');
      expect(ran.sort()).toEqual([running, queued].sort());
      await b.close();
    });
  });
}
