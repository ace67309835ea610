import type { TExamAnswer } from '@shuyuan/contract/exam-papers';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SaveFailure, SaveQueue } from './save-queue';

/* The saving queue (decision 046): every change reaches the server, once, in order, retried when it failed. */

type Outcome = 'ok' | SaveFailure;

function setup(outcomes: Outcome[] = []) {
  const sent: [number, TExamAnswer][] = [];
  const closed = vi.fn();
  const changed = vi.fn();
  const queue = new SaveQueue({
    save: async (id, answer) => {
      sent.push([id, answer]);
      const next = outcomes.shift() ?? 'ok';
      if (next !== 'ok') throw next;
    },
    classify: (error) => error as SaveFailure,
    onClosed: closed,
    onChange: changed,
    debounceMs: 500,
    retryMs: [1_000, 3_000],
  });
  return { queue, sent, closed, changed };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('SaveQueue', () => {
  it('saves each choice at once, and a change made while a save is out right after it', async () => {
    const { queue, sent } = setup();
    queue.set(1, 0);
    queue.set(2, true);
    queue.set(1, 2);
    expect(queue.state).toBe('saving');
    await vi.runAllTimersAsync();
    expect(sent).toEqual([
      [1, 0],
      [2, true],
      [1, 2],
    ]);
    expect(queue.state).toBe('saved');
    expect(queue.unsavedCount).toBe(0);
  });

  it('saves typing after a pause, once, with the last text', async () => {
    const { queue, sent } = setup();
    queue.set(4, ['a'], true);
    await vi.advanceTimersByTimeAsync(300);
    queue.set(4, ['ab'], true);
    await vi.advanceTimersByTimeAsync(300);
    queue.set(4, ['abc'], true);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(sent).toEqual([[4, ['abc']]]);
    expect(queue.stateOf(4)).toBe('saved');
  });

  it('retries a save that got no answer, shows it failed meanwhile, then saved', async () => {
    const { queue, sent } = setup(['retry', 'retry']);
    queue.set(1, 1);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.state).toBe('failed');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toHaveLength(2);
    expect(queue.state).toBe('failed');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(sent).toEqual([
      [1, 1],
      [1, 1],
      [1, 1],
    ]);
    expect(queue.state).toBe('saved');
  });

  it('flush sends what waits for a pause or a retry now, and says whether all is saved', async () => {
    const { queue, sent } = setup(['retry']);
    queue.set(1, 0);
    queue.set(5, '<p>x</p>', true);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.state).toBe('failed');
    const flushed = queue.flush();
    await vi.advanceTimersByTimeAsync(0);
    await expect(flushed).resolves.toBe(true);
    expect(sent).toEqual([
      [1, 0],
      [1, 0],
      [5, '<p>x</p>'],
    ]);
  });

  it('stops a refused answer without retrying, and stops everything once the attempt is closed', async () => {
    const refused = setup(['refused']);
    refused.queue.set(1, 9);
    await vi.runAllTimersAsync();
    expect(refused.sent).toHaveLength(1);
    expect(refused.queue.stateOf(1)).toBe('failed');

    const closed = setup(['closed']);
    closed.queue.set(1, 0);
    closed.queue.set(2, 1);
    await vi.runAllTimersAsync();
    expect(closed.closed).toHaveBeenCalledTimes(1);
    closed.queue.set(3, 1);
    await vi.runAllTimersAsync();
    expect(closed.sent.map(([id]) => id)).toEqual([1, 2]);
  });
});
