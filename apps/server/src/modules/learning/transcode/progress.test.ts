import { describe, expect, it } from 'vitest';
import { sumProgress } from './progress';

describe('the summed progress', () => {
  it('weighs the steps, only rises, tells at most once per interval and 100 only at the end', () => {
    let clock = 0;
    const told: number[] = [];
    const sum = sumProgress(
      { encode: 3, poster: 1 },
      (p) => told.push(p),
      250,
      () => clock,
    );
    const encode = sum.step('encode');
    encode(0.5);
    expect(told).toEqual([37]);
    clock += 100;
    encode(0.9);
    expect(told).toEqual([37]);
    clock += 200;
    // A step's own report that steps back changes nothing.
    encode(0.2);
    expect(told).toEqual([37, 67]);
    clock += 300;
    encode(1);
    sum.step('poster')(1);
    expect(told).toEqual([37, 67, 75]);
    clock += 300;
    sum.step('poster')(1);
    expect(told).toEqual([37, 67, 75, 99]);
    sum.finish();
    expect(told).toEqual([37, 67, 75, 99, 100]);
  });
});
