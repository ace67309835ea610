import { describe, expect, it } from 'vitest';
import { allowedSpeeds, clampSeek, clampSpeed, type SeekRules, seekBlocked } from './seek-rules';

const rules = (over: Partial<SeekRules> = {}): SeekRules => ({
  banDrag: false,
  furthest: 0,
  previewLimit: 0,
  duration: 100,
  ...over,
});

describe('drag-ban clamping', () => {
  it('lets anyone seek anywhere in the video when dragging is allowed', () => {
    expect(clampSeek(80, rules())).toBe(80);
    expect(clampSeek(-5, rules())).toBe(0);
    expect(clampSeek(500, rules())).toBe(100);
    expect(clampSeek(Number.NaN, rules())).toBe(0);
  });

  it('with ban_drag stops a forward seek at the furthest point watched (plus 1 s of slack)', () => {
    const r = rules({ banDrag: true, furthest: 30 });
    expect(clampSeek(90, r)).toBe(31);
    expect(seekBlocked(90, r)).toBe(true);
    expect(clampSeek(30.5, r)).toBe(30.5);
    expect(seekBlocked(30.5, r)).toBe(false);
  });

  it('with ban_drag still lets the member seek back (keyboard seek-back must keep working)', () => {
    const r = rules({ banDrag: true, furthest: 30 });
    expect(clampSeek(10, r)).toBe(10);
    expect(seekBlocked(10, r)).toBe(false);
  });

  it('keeps a preview just before its limit, whatever the drag rule', () => {
    expect(clampSeek(50, rules({ previewLimit: 10 }))).toBe(9.5);
    expect(clampSeek(50, rules({ previewLimit: 10, banDrag: true, furthest: 40 }))).toBe(9.5);
  });

  it('offers 0.5–2× normally and only 1× under ban_drag', () => {
    expect(allowedSpeeds(false)).toEqual([0.5, 0.75, 1, 1.25, 1.5, 2]);
    expect(allowedSpeeds(true)).toEqual([1]);
    expect(clampSpeed(2, false)).toBe(2);
    expect(clampSpeed(2, true)).toBe(1);
    expect(clampSpeed(3, false)).toBe(1);
  });
});
