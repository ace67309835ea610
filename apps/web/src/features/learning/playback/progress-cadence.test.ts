import { describe, expect, it } from 'vitest';
import { createProgressCadence, REPORT_EVERY_SECONDS } from './progress-cadence';

/** Plays from `from` to `to` in 0.25 s timeupdate steps at `rate`× (the media time moves rate × 0.25). */
function play(cadence: ReturnType<typeof createProgressCadence>, from: number, to: number, rate = 1) {
  for (let t = from; t <= to + 1e-9; t += 0.25 * rate) cadence.tick(Math.round(t * 100) / 100);
}

describe('progress reporting cadence', () => {
  it('reports once per 10 s of playback, not on every timeupdate', () => {
    const sent: [number, boolean][] = [];
    const cadence = createProgressCadence((p, f) => sent.push([p, f]));
    play(cadence, 0, 9.75);
    expect(sent).toEqual([]);
    play(cadence, 10, 10);
    expect(sent).toEqual([[10, false]]);
    play(cadence, 10.25, 25);
    expect(sent).toEqual([
      [10, false],
      [20, false],
    ]);
  });

  it('counts media time, so 2× playback reports every 5 s of wall time', () => {
    const sent: number[] = [];
    const cadence = createProgressCadence((p) => sent.push(p));
    play(cadence, 0, 20, 2);
    expect(sent).toEqual([10, 20]);
  });

  it('gives no credit for a seek: jumping ahead does not trigger a report', () => {
    const sent: number[] = [];
    const cadence = createProgressCadence((p) => sent.push(p));
    play(cadence, 0, 4);
    cadence.jumped(60);
    cadence.tick(60);
    play(cadence, 60.25, 65);
    expect(sent).toEqual([]);
    // A big timeupdate step without a seeking event (e.g. a stalled tab catching up) is not playback either.
    cadence.tick(200);
    expect(sent).toEqual([]);
    // 4 s before the seek + 5 s after it: the tenth second of playback comes at 201.
    play(cadence, 200.25, 201.25);
    expect(sent).toEqual([201]);
    expect(REPORT_EVERY_SECONDS).toBe(10);
  });

  it('flushes a final report on pause, end or page hide, once per position', () => {
    const sent: [number, boolean][] = [];
    const cadence = createProgressCadence((p, f) => sent.push([p, f]));
    play(cadence, 0, 3.5);
    cadence.flush(3.5);
    cadence.flush(3.5);
    expect(sent).toEqual([[3.5, true]]);
    play(cadence, 3.75, 5);
    cadence.flush(5);
    expect(sent).toEqual([
      [3.5, true],
      [5, true],
    ]);
  });

  it('never reports position 0 (the server answers 参数错误) and rounds to a tenth', () => {
    const sent: number[] = [];
    const cadence = createProgressCadence((p) => sent.push(p));
    cadence.flush(0);
    cadence.flush(12.345);
    expect(sent).toEqual([12.3]);
  });
});
