import { expect, vi } from 'vitest';
import type { JobInfo, JobQueue } from '../job-queue';

/** Polls the queue's own read until the job satisfies `ready` (bounded: 20 s), and answers it. */
export function waitForJob<Data = unknown>(
  queue: JobQueue,
  kind: string,
  id: string,
  ready: (job: JobInfo<Data>) => boolean,
): Promise<JobInfo<Data>> {
  return vi.waitFor(
    async () => {
      const job = await queue.get<Data>(kind, id);
      if (!job || !ready(job)) throw new Error(`job ${kind}/${id} is not there yet: ${JSON.stringify(job)}`);
      return job;
    },
    { timeout: 20_000, interval: 20 },
  );
}

/** A promise the test settles by hand (a processor waits on it, so the test decides when a run ends). */
export function gate(): { promise: Promise<void>; open(): void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Resolves once `signal` is aborted, with its reason. */
export function aborted(signal: AbortSignal): Promise<unknown> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve(signal.reason);
    else signal.addEventListener('abort', () => resolve(signal.reason), { once: true });
  });
}

/**
 * Waits until a processor has pushed `id` onto `started`: the run is under way in the processor itself
 * (a job reads active a moment before its processor is called, and a cancel then never reaches it).
 */
export function untilStarted(started: string[], id: string): Promise<void> {
  return vi.waitFor(() => expect(started).toContain(id), { timeout: 20_000, interval: 20 });
}
