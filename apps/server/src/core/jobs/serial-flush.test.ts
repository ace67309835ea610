import { describe, expect, it } from 'vitest';
import { SerialFlush } from './serial-flush';

describe('SerialFlush', () => {
  it('runs one write at a time, in the order asked, and a failed run does not stop the next', async () => {
    const events: string[] = [];
    let running = 0;
    let n = 0;
    const flush = new SerialFlush(
      async () => {
        const mine = ++n;
        running++;
        expect(running).toBe(1);
        events.push(`start ${mine}`);
        await new Promise((resolve) => setImmediate(resolve));
        running--;
        events.push(`end ${mine}`);
        if (mine === 2) throw new Error('second fails');
      },
      () => {},
    );
    const runs = [flush.run(), flush.run(), flush.run()];
    await expect(runs[0]).resolves.toBeUndefined();
    await expect(runs[1]).rejects.toThrow('second fails');
    await expect(runs[2]).resolves.toBeUndefined();
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('writes on its timer, reports a failed timed run, and writes once more when stopped', async () => {
    let writes = 0;
    const errors: unknown[] = [];
    const flush = new SerialFlush(
      async () => {
        writes++;
        if (writes === 1) throw new Error('first timed run fails');
      },
      (error) => errors.push(error),
    );
    flush.start(5);
    await expect.poll(() => writes, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    expect(errors).toHaveLength(1);
    await flush.stop();
    const afterStop = writes;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(writes).toBe(afterStop);
  });
});
