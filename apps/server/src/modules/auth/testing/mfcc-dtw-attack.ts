import { randomInt } from 'node:crypto';
import type { TCaptchaAudioLang } from '@shuyuan/contract';
import FFT from 'fft.js';
import { digitVoices } from '../captcha-audio-clips';
import { composeAnswer } from '../captcha-audio-mix';

/*
 * A spectral attack on the audio captcha, for decision 023 (a measurement, not a test): each digit of a
 * served recording is compared with every committed clip by MFCCs (the short-time spectrum's shape, which
 * neither phase nor grain timing changes) under dynamic time warping (which absorbs speed and length), and
 * the nearest clip names it. It is given the digits' true spans, which an attacker would find nearly as
 * well from loudness (the babble is 8–12 dB under the weakest digit), so it is an upper bound.
 *   npx tsx apps/server/src/modules/auth/testing/mfcc-dtw-attack.ts LANG COUNT
 */

const FRAME = 256; // 23 ms at 11025 Hz
const HOP = 110; // 10 ms
const FILTERS = 26;
const COEFFS = 13;

const fft = new FFT(FRAME);
let bank: Float64Array[] | undefined;

function melBank(fs: number): Float64Array[] {
  const mel = (f: number) => 2595 * Math.log10(1 + f / 700);
  const hz = (m: number) => 700 * (10 ** (m / 2595) - 1);
  const low = mel(100);
  const high = mel(Math.min(5000, fs / 2));
  const edges = Array.from({ length: FILTERS + 2 }, (_, i) => hz(low + ((high - low) * i) / (FILTERS + 1)));
  const bins = edges.map((f) => (f / fs) * FRAME);
  return Array.from({ length: FILTERS }, (_, j) => {
    const w = new Float64Array(FRAME / 2 + 1);
    for (let k = 0; k <= FRAME / 2; k += 1) {
      if (k > bins[j] && k <= bins[j + 1]) w[k] = (k - bins[j]) / (bins[j + 1] - bins[j]);
      else if (k > bins[j + 1] && k < bins[j + 2]) w[k] = (bins[j + 2] - k) / (bins[j + 2] - bins[j + 1]);
    }
    return w;
  });
}

/** MFCC frames (c1 … c12), mean removed over the segment. */
function mfcc(x: ArrayLike<number>, fs: number): Float64Array[] {
  bank ??= melBank(fs);
  const frames: Float64Array[] = [];
  const input = new Float64Array(FRAME);
  const spectrum = fft.createComplexArray() as number[];
  for (let start = 0; start + FRAME <= x.length; start += HOP) {
    for (let i = 0; i < FRAME; i += 1) {
      const pre = x[start + i] - 0.97 * (start + i > 0 ? x[start + i - 1] : 0);
      input[i] = pre * (0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (FRAME - 1)));
    }
    fft.realTransform(spectrum, input);
    const logs = bank.map((w) => {
      let e = 1e-10;
      for (let k = 0; k < w.length; k += 1)
        if (w[k]) e += w[k] * (spectrum[2 * k] ** 2 + spectrum[2 * k + 1] ** 2);
      return Math.log(e);
    });
    const c = new Float64Array(COEFFS - 1);
    for (let n = 1; n < COEFFS; n += 1) {
      let sum = 0;
      for (let j = 0; j < FILTERS; j += 1) sum += logs[j] * Math.cos((Math.PI * n * (j + 0.5)) / FILTERS);
      c[n - 1] = sum;
    }
    frames.push(c);
  }
  const mean = new Float64Array(COEFFS - 1);
  for (const f of frames) for (let n = 0; n < mean.length; n += 1) mean[n] += f[n] / frames.length;
  for (const f of frames) for (let n = 0; n < mean.length; n += 1) f[n] -= mean[n];
  return frames;
}

/** DTW distance (steps 0/1, 1/0, 1/1), divided by the two lengths. */
function dtw(a: Float64Array[], b: Float64Array[]): number {
  let prev = new Float64Array(b.length + 1).fill(Number.POSITIVE_INFINITY);
  prev[0] = 0;
  for (let i = 1; i <= a.length; i += 1) {
    const row = new Float64Array(b.length + 1).fill(Number.POSITIVE_INFINITY);
    for (let j = 1; j <= b.length; j += 1) {
      let d = 0;
      for (let n = 0; n < a[i - 1].length; n += 1) d += (a[i - 1][n] - b[j - 1][n]) ** 2;
      row[j] = Math.sqrt(d) + Math.min(prev[j], row[j - 1], prev[j - 1]);
    }
    prev = row;
  }
  return prev[b.length] / (a.length + b.length);
}

const [lang, count] = process.argv.slice(2) as [TCaptchaAudioLang, string];
const voices = digitVoices(lang);
const fs = voices[0][0].sampleRate;
const templates = voices.flatMap((digits) =>
  digits.map(({ samples }, digit) => ({
    digit,
    frames: mfcc(
      Float64Array.from(samples, (s) => s / 32768),
      fs,
    ),
  })),
);
let digitsRight = 0;
let answersRight = 0;
for (let n = 0; n < Number(count); n += 1) {
  const answer = String(randomInt(0, 10_000)).padStart(4, '0');
  const { speech, interference, spans } = composeAnswer(answer, lang);
  const heard = spans
    .map(([start, end]) => {
      const cut = Float64Array.from(speech.subarray(start, end), (s, i) => s + interference[start + i]);
      const frames = mfcc(cut, fs);
      let best = { digit: -1, distance: Number.POSITIVE_INFINITY };
      for (const t of templates) {
        const distance = dtw(frames, t.frames);
        if (distance < best.distance) best = { digit: t.digit, distance };
      }
      return best.digit;
    })
    .join('');
  for (let k = 0; k < 4; k += 1) if (heard[k] === answer[k]) digitsRight += 1;
  if (heard === answer) answersRight += 1;
}
console.log(
  `${lang}: ${answersRight} of ${count} answers, ${digitsRight} of ${4 * Number(count)} digits (MFCC + DTW, true spans)`,
);
