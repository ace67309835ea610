import { randomFillSync, randomInt } from 'node:crypto';

/*
 * The few signal operations the audio captcha needs (decision 023), on Float32 samples in [-1, 1]:
 * a time-warping resampler, a change of tempo in grains, RBJ biquad filters (peaking, shelf, low- and
 * high-pass, all-pass fixed or sweeping) and noise. Plain loops over a few seconds of 11025 Hz mono; no
 * package does just this without a native part or a large runtime.
 */

/** Every random choice of the audio captcha; the default draws from `crypto`. */
export interface Chance {
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** A real number in [min, max). */
  real(min: number, max: number): number;
  /** `length` samples of white noise in [-1, 1). */
  noise(length: number): Float32Array;
}

const STEPS = 1 << 24;
export const cryptoChance: Chance = {
  int: (min, max) => randomInt(min, max + 1),
  real: (min, max) => min + ((max - min) * randomInt(0, STEPS)) / STEPS,
  noise: (length) => {
    const raw = randomFillSync(new Int16Array(length));
    return Float32Array.from(raw, (v) => v / 32768);
  },
};

/** A reading speed that moves (1 = as recorded). */
export interface Warp {
  /** Mean speed: above 1 shorter and higher, below 1 longer and lower. */
  rate: number;
  /** Slow sways of the speed around the mean: [depth (fraction), frequency (Hz), phase (rad)]. */
  sways: [number, number, number][];
}

const speedAt = (warp: Warp, seconds: number) =>
  warp.rate *
  (1 +
    warp.sways.reduce(
      (s, [depth, hz, phase]) => s + depth * Math.sin(2 * Math.PI * hz * seconds + phase),
      0,
    ));

/**
 * Reads `x` at a speed that changes smoothly over time (cubic interpolation), like tape whose motor
 * drifts: length and pitch change together, and never at one fixed rate that a resampled template fits.
 */
export function warpResample(x: Float32Array, sampleRate: number, warp: Warp): Float32Array {
  const out: number[] = [];
  let p = 0;
  while (p < x.length - 1) {
    const i = Math.floor(p);
    const f = p - i;
    const y0 = x[i - 1] ?? x[i];
    const y1 = x[i];
    const y2 = x[i + 1];
    const y3 = x[i + 2] ?? y2;
    // Catmull-Rom
    out.push(y1 + 0.5 * f * (y2 - y0 + f * (2 * y0 - 5 * y1 + 4 * y2 - y3 + f * (3 * (y1 - y2) + y3 - y0))));
    p += speedAt(warp, out.length / sampleRate);
  }
  return Float32Array.from(out);
}

/**
 * Rebuilds `x` `stretch` times as long from 30 ms grains (Hann, half overlapping, so they add up to the
 * original loudness): a change of tempo that leaves the pitch alone. Each grain is also taken from up to
 * `jitter` samples early or late: within a grain nothing changes, from grain to grain the fine timing
 * wanders, so a clip correlates with a grain or two of the result, while the sound of the word stays.
 */
export function regrain(
  x: Float32Array,
  fs: number,
  stretch: number,
  jitter: number,
  chance: Chance,
): Float32Array {
  const hop = Math.round(0.015 * fs);
  const size = 2 * hop;
  const out = new Float32Array(Math.round(x.length * stretch));
  for (let start = -hop; start < out.length; start += hop) {
    const from = Math.round(start / stretch) + chance.int(-jitter, jitter);
    for (let i = 0; i < size; i += 1) {
      const at = start + i;
      const read = from + i;
      if (at < 0 || at >= out.length || read < 0 || read >= x.length) continue;
      out[at] += x[read] * (0.5 - 0.5 * Math.cos((2 * Math.PI * i) / size));
    }
  }
  return out;
}

/** A second-order section, normalised (a0 = 1). */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/** The RBJ audio-EQ cookbook: one section from its analogue prototype's numerator. */
function section(fs: number, f0: number, q: number, shape: (cos: number, alpha: number) => number[]): Biquad {
  const w = (2 * Math.PI * Math.min(f0, 0.45 * fs)) / fs;
  const cos = Math.cos(w);
  const alpha = Math.sin(w) / (2 * q);
  const [b0, b1, b2, a0, a1, a2] = shape(cos, alpha);
  return { b0: b0 / a0, b1: b1 / a0, b2: b2 / a0, a1: a1 / a0, a2: a2 / a0 };
}

export const peaking = (fs: number, f0: number, gainDb: number, q: number): Biquad => {
  const a = 10 ** (gainDb / 40);
  return section(fs, f0, q, (c, al) => [1 + al * a, -2 * c, 1 - al * a, 1 + al / a, -2 * c, 1 - al / a]);
};

export const highShelf = (fs: number, f0: number, gainDb: number): Biquad => {
  const a = 10 ** (gainDb / 40);
  return section(fs, f0, Math.SQRT1_2, (c, al) => {
    const s = 2 * Math.sqrt(a) * al;
    return [
      a * (a + 1 + (a - 1) * c + s),
      -2 * a * (a - 1 + (a + 1) * c),
      a * (a + 1 + (a - 1) * c - s),
      a + 1 - (a - 1) * c + s,
      2 * (a - 1 - (a + 1) * c),
      a + 1 - (a - 1) * c - s,
    ];
  });
};

/** Flat in loudness, but turns the phase around f0: the waveform changes, the sound barely does. */
export const allPass = (fs: number, f0: number, q: number): Biquad =>
  section(fs, f0, q, (c, al) => [1 - al, -2 * c, 1 + al, 1 + al, -2 * c, 1 - al]);

export const lowPass = (fs: number, f0: number): Biquad =>
  section(fs, f0, Math.SQRT1_2, (c, al) => [(1 - c) / 2, 1 - c, (1 - c) / 2, 1 + al, -2 * c, 1 - al]);

export const highPass = (fs: number, f0: number): Biquad =>
  section(fs, f0, Math.SQRT1_2, (c, al) => [(1 + c) / 2, -(1 + c), (1 + c) / 2, 1 + al, -2 * c, 1 - al]);

/** Runs the sections one after another over `x`, in place. */
export function filter(x: Float32Array, sections: Biquad[]): Float32Array {
  for (const { b0, b1, b2, a1, a2 } of sections) {
    let x1 = 0;
    let x2 = 0;
    let y1 = 0;
    let y2 = 0;
    for (let i = 0; i < x.length; i += 1) {
      const y = b0 * x[i] + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
      x2 = x1;
      x1 = x[i];
      y2 = y1;
      y1 = y;
      x[i] = y;
    }
  }
  return x;
}

/**
 * An all-pass section whose centre glides between `low` and `high` Hz (a phaser): the phase of every
 * moment differs from the recording's, and differently a moment later, so no fixed template lines up.
 */
export function sweepingAllPass(
  x: Float32Array,
  fs: number,
  sweep: { low: number; high: number; hz: number; phase: number; q: number },
): Float32Array {
  let x1 = 0;
  let x2 = 0;
  let y1 = 0;
  let y2 = 0;
  let c: Biquad = allPass(fs, sweep.low, sweep.q);
  for (let i = 0; i < x.length; i += 1) {
    if (i % 32 === 0) {
      const u = 0.5 + 0.5 * Math.sin((2 * Math.PI * sweep.hz * i) / fs + sweep.phase);
      c = allPass(fs, sweep.low * (sweep.high / sweep.low) ** u, sweep.q);
    }
    const y = c.b0 * x[i] + c.b1 * x1 + c.b2 * x2 - c.a1 * y1 - c.a2 * y2;
    x2 = x1;
    x1 = x[i];
    y2 = y1;
    y1 = y;
    x[i] = y;
  }
  return x;
}

/** Raised-cosine fades over the first and last `samples`, in place. */
export function fadeEdges(x: Float32Array, samples: number): Float32Array {
  const n = Math.min(samples, Math.floor(x.length / 2));
  for (let i = 0; i < n; i += 1) {
    const g = 0.5 - 0.5 * Math.cos((Math.PI * i) / n);
    x[i] *= g;
    x[x.length - 1 - i] *= g;
  }
  return x;
}

/** The sum of squares of x[start … end). */
export function energy(x: Float32Array, start = 0, end = x.length): number {
  let sum = 0;
  for (let i = start; i < end; i += 1) sum += x[i] * x[i];
  return sum;
}

/** Adds `source` × `gain` into `into` from `at`, cut at its end. */
export function mixInto(into: Float32Array, source: Float32Array, at: number, gain = 1): void {
  const end = Math.min(into.length, at + source.length);
  for (let i = Math.max(0, at); i < end; i += 1) into[i] += source[i - at] * gain;
}
