import FFT from 'fft.js';
import type { Pcm16 } from '../wav';

/*
 * The attack of issue 18 point 5, made stronger, to measure the audio captcha against (decision 023):
 * normalised cross-correlation (NCC) of a recording with every committed clip, each also resampled over a
 * grid of playback rates, then the four best matches that do not overlap, read in time order.
 *
 * It works at a quarter of the clips' rate (2756 Hz, after a proper low-pass): the pitch and the first
 * formants are all still there, the search is 16 times cheaper, and a low-passed correlation forgives a
 * small timing drift better than a full-band one, so this helps the attacker rather than hurting him.
 */

/** A clip the attacker has (from the repository): its digit and its samples. */
export interface DigitClip {
  digit: number;
  pcm: Pcm16;
}

export interface SolverOptions {
  /** Playback rates to try for every clip (1 = as committed). */
  rates?: number[];
  /** Decimation of the clips' rate before correlating (1 = full rate). */
  decimate?: number;
  /**
   * How matches are ranked: `ncc`, the normalised correlation (shape only), or `energy`, the part of the
   * recording's energy the clip explains (NCC² × the window's energy): loud, long matches first.
   */
  score?: 'ncc' | 'energy';
}

/** Rates from 0.8 to 1.25 a factor `1 + step` apart, through 1. */
export function gridRates(step: number, low = 0.8, high = 1.25): number[] {
  const rates = [1];
  for (let r = 1 / (1 + step); r >= low; r /= 1 + step) rates.unshift(r);
  for (let r = 1 + step; r <= high; r *= 1 + step) rates.push(r);
  return rates;
}

/** 0.8 … 1.25 in steps of 2 % (23 rates). */
export const DEFAULT_RATES = gridRates(0.02);

interface Template {
  digit: number;
  length: number;
  norm: number;
  /** Half spectrum (k = 0 … N/2), interleaved re/im. */
  spectrum: Float32Array;
}

/** A windowed-sinc low-pass, then every `factor`-th sample. */
export function decimate(x: ArrayLike<number>, factor: number): Float64Array {
  if (factor === 1) return Float64Array.from(x);
  const half = 8 * factor;
  const cutoff = 0.45 / factor; // of the input rate
  const taps = new Float64Array(2 * half + 1);
  for (let i = -half; i <= half; i += 1) {
    const sinc = i === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * i) / (Math.PI * i);
    taps[i + half] = sinc * (0.54 + 0.46 * Math.cos((Math.PI * i) / half));
  }
  const out = new Float64Array(Math.floor(x.length / factor));
  for (let o = 0; o < out.length; o += 1) {
    const c = o * factor;
    let sum = 0;
    for (let k = -half; k <= half; k += 1) {
      const j = c + k;
      if (j >= 0 && j < x.length) sum += x[j] * taps[k + half];
    }
    out[o] = sum;
  }
  return out;
}

/** Played `rate` times faster (linear interpolation): length / rate samples. */
export function resampleAt(x: Float64Array, rate: number): Float64Array {
  const out = new Float64Array(Math.max(1, Math.floor((x.length - 1) / rate)));
  for (let i = 0; i < out.length; i += 1) {
    const p = i * rate;
    const j = Math.floor(p);
    const f = p - j;
    out[i] = x[j] * (1 - f) + (x[j + 1] ?? 0) * f;
  }
  return out;
}

const nextPow2 = (n: number) => 2 ** Math.ceil(Math.log2(n));

export class CorrelationSolver {
  private readonly fft: FFT;
  private readonly templates: Template[] = [];
  private readonly size: number;
  private readonly factor: number;
  private readonly score: 'ncc' | 'energy';

  /** `maxSeconds`: the longest recording it will be asked to read. */
  constructor(clips: DigitClip[], options: SolverOptions & { maxSeconds?: number } = {}) {
    const rates = options.rates ?? DEFAULT_RATES;
    this.factor = options.decimate ?? 4;
    this.score = options.score ?? 'energy';
    const sampleRate = clips[0].pcm.sampleRate / this.factor;
    this.size = nextPow2(sampleRate * (options.maxSeconds ?? 6));
    this.fft = new FFT(this.size);
    const padded = new Float64Array(this.size);
    const spectrum = this.fft.createComplexArray() as number[];
    for (const { digit, pcm } of clips) {
      const base = decimate(pcm.samples, this.factor);
      for (const rate of rates) {
        const t = rate === 1 ? base : resampleAt(base, rate);
        let energy = 0;
        for (const v of t) energy += v * v;
        padded.fill(0);
        padded.set(t);
        this.fft.realTransform(spectrum, padded);
        this.templates.push({
          digit,
          length: t.length,
          norm: Math.sqrt(energy),
          spectrum: Float32Array.from(spectrum.slice(0, this.size + 2)),
        });
      }
    }
  }

  get templateCount(): number {
    return this.templates.length;
  }

  /** The four digits it hears, in time order. */
  solve(audio: Pcm16, digits = 4): string {
    const x = decimate(audio.samples, this.factor);
    if (x.length > this.size) throw new Error('recording longer than the solver was built for');
    const n = this.size;
    const padded = new Float64Array(n);
    padded.set(x);
    const spec = this.fft.createComplexArray() as number[];
    this.fft.realTransform(spec, padded);
    // Energy of every window, from running sums; a floor keeps near-silence from matching anything.
    const cumulative = new Float64Array(x.length + 1);
    for (let i = 0; i < x.length; i += 1) cumulative[i + 1] = cumulative[i] + x[i] * x[i];
    const floor = (1e-4 * cumulative[x.length]) / x.length;

    // The best score of each digit at each start, and the length of the template that gave it.
    const best = Array.from({ length: 10 }, () => new Float64Array(x.length).fill(-1));
    const bestLength = Array.from({ length: 10 }, () => new Int32Array(x.length));
    const product = this.fft.createComplexArray() as number[];
    const corr = this.fft.createComplexArray() as number[];
    for (let p = 0; p < this.templates.length; p += 2) {
      // Two real correlations in one complex inverse: the first as the real part, the second as the imaginary.
      const a = this.templates[p];
      const b = this.templates[p + 1] ?? a;
      for (let k = 0; k <= n / 2; k += 1) {
        const xr = spec[2 * k];
        const xi = spec[2 * k + 1];
        const ar = a.spectrum[2 * k];
        const ai = -a.spectrum[2 * k + 1];
        const br = b.spectrum[2 * k];
        const bi = -b.spectrum[2 * k + 1];
        // X·conj(A) = pr + i·pi ; X·conj(B) = qr + i·qi
        const pr = xr * ar - xi * ai;
        const pi = xr * ai + xi * ar;
        const qr = xr * br - xi * bi;
        const qi = xr * bi + xi * br;
        // Z = P + i·Q at k, and conj(P) + i·conj(Q) at n − k.
        product[2 * k] = pr - qi;
        product[2 * k + 1] = pi + qr;
        if (k > 0 && k < n / 2) {
          product[2 * (n - k)] = pr + qi;
          product[2 * (n - k) + 1] = -pi + qr;
        }
      }
      this.fft.inverseTransform(corr, product);
      for (const [t, part] of [
        [a, 0],
        [b, 1],
      ] as const) {
        if (part === 1 && b === a) break;
        const last = x.length - t.length;
        const row = best[t.digit];
        const rowLength = bestLength[t.digit];
        for (let lag = 0; lag <= last; lag += 1) {
          const window = cumulative[lag + t.length] - cumulative[lag] + floor * t.length;
          const ncc = corr[2 * lag + part] / (t.norm * Math.sqrt(window));
          const score = this.score === 'ncc' ? ncc : ncc > 0 ? ncc * ncc * window : 0;
          if (score > row[lag]) {
            row[lag] = score;
            rowLength[lag] = t.length;
          }
        }
      }
    }
    return pickMatches(best, bestLength, digits, Math.round(0.05 * (audio.sampleRate / this.factor)));
  }
}

/** Local peaks of every digit's score, strongest first, kept when they do not overlap a stronger one. */
function pickMatches(best: Float64Array[], bestLength: Int32Array[], digits: number, radius: number): string {
  const peaks: { digit: number; score: number; start: number; end: number }[] = [];
  best.forEach((row, digit) => {
    for (let i = 0; i < row.length; i += 1) {
      const score = row[i];
      if (score <= 0) continue;
      let isPeak = true;
      for (let j = Math.max(0, i - radius); j <= Math.min(row.length - 1, i + radius) && isPeak; j += 1) {
        if (row[j] > score || (row[j] === score && j < i)) isPeak = false;
      }
      if (isPeak) peaks.push({ digit, score, start: i, end: i + bestLength[digit][i] });
    }
  });
  peaks.sort((p, q) => q.score - p.score);
  const chosen: typeof peaks = [];
  for (const peak of peaks) {
    const clash = chosen.some((c) => {
      const overlap = Math.min(c.end, peak.end) - Math.max(c.start, peak.start);
      return overlap > 0.25 * Math.min(c.end - c.start, peak.end - peak.start);
    });
    if (!clash) chosen.push(peak);
    if (chosen.length === digits) break;
  }
  return chosen
    .sort((p, q) => p.start - q.start)
    .map((p) => p.digit)
    .join('');
}
