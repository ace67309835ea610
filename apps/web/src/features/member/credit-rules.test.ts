import { describe, expect, it } from 'vitest';
import { creditRules, signedPoints } from './credit-rules';

describe('creditRules (明细规则 from config credit1_reward)', () => {
  it('lists the rules that give points, the paid-order rate as a percentage', () => {
    expect(creditRules({ register: 10, watched_vod_course: 20, watched_video: 2, paid_order: 0.01 })).toEqual(
      [
        { key: 'register', kind: 'points', n: 10 },
        { key: 'watched_video', kind: 'points', n: 2 },
        { key: 'watched_vod_course', kind: 'points', n: 20 },
        { key: 'paid_order', kind: 'percent', n: 1 },
      ],
    );
  });
  it('keeps rates free of float noise and drops rules worth nothing', () => {
    expect(creditRules({ register: 0, watched_vod_course: -5, watched_video: 0, paid_order: 0.07 })).toEqual([
      { key: 'paid_order', kind: 'percent', n: 7 },
    ]);
    expect(
      creditRules({ register: 0, watched_vod_course: 0, watched_video: 0, paid_order: 0.125 })[0].n,
    ).toBe(12.5);
  });
  it('no config yet: no rules', () => {
    expect(creditRules(undefined)).toEqual([]);
  });
});

describe('signedPoints', () => {
  it('shows the sign of a ledger entry', () => {
    expect(signedPoints(10)).toBe('+10');
    expect(signedPoints(-3)).toBe('-3');
    expect(signedPoints(0)).toBe('0');
  });
});
