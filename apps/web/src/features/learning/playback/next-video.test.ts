import { describe, expect, it } from 'vitest';
import { endOutcome, NEXT_COUNTDOWN_SECONDS, nextLessonId, secondsLeft } from './next-video';

describe('next-video countdown', () => {
  const ids = [11, 12, 20];

  it('finds the next lesson in course order', () => {
    expect(nextLessonId(ids, 11)).toBe(12);
    expect(nextLessonId(ids, 12)).toBe(20);
    expect(nextLessonId(ids, 20)).toBeNull();
    expect(nextLessonId(ids, 99)).toBeNull();
  });

  it('ends a preview with 试看结束, the last lesson with the congratulation, else the next lesson', () => {
    expect(endOutcome(true, ids, 11)).toEqual({ kind: 'preview' });
    expect(endOutcome(false, ids, 11)).toEqual({ kind: 'next', id: 12 });
    expect(endOutcome(false, ids, 20)).toEqual({ kind: 'last' });
  });

  it('counts 10 whole seconds down to 0', () => {
    expect(NEXT_COUNTDOWN_SECONDS).toBe(10);
    expect(secondsLeft(1000, 1000)).toBe(10);
    expect(secondsLeft(1000, 1999)).toBe(10);
    expect(secondsLeft(1000, 2000)).toBe(9);
    expect(secondsLeft(1000, 10_999)).toBe(1);
    expect(secondsLeft(1000, 11_000)).toBe(0);
    expect(secondsLeft(1000, 60_000)).toBe(0);
    // A clock that went backwards never adds time.
    expect(secondsLeft(1000, 0)).toBe(10);
  });
});
