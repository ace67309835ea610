import { describe, expect, it, vi } from 'vitest';
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

  it('writes on its timer, reports a failed timed run, and writes once more when stopped, then never', async () => {
    // Fake timers: the test moves the clock itself, so it waits for no real time.
    vi.useFakeTimers();
    try {
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
      await vi.advanceTimersByTimeAsync(5);
      expect(writes).toBe(1);
      expect(errors).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(5);
      expect(writes).toBe(2);
      await flush.stop();
      expect(writes).toBe(3);
      await vi.advanceTimersByTimeAsync(50);
      expect(writes).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
