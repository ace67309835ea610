import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { digitVoices } from './captcha-audio-clips';
import { speakAnswer } from './captcha-audio-mix';
import { CorrelationSolver } from './testing/captcha-audio-solver';
import type { Pcm16 } from './wav';

/*
 * Issue 18 point 5: the audio captcha must not fall to cross-correlation with the clips committed in this
 * repository. The solver (testing/captcha-audio-solver.ts) tries every clip of every voice at 23 rates from
 * 0.8 to 1.25; it read 100 of 100 recordings of each language made the old way (fixed clips, gaps,
 * loudness and a hiss), and here it must first show it can read plain recordings before it is asked to
 * fail on the real ones. These tests are slow (a few hundred thousand FFTs over 240 recordings): the time
 * limits below are for that work, not for waiting on anything.
 */

const LANGS = ['cn', 'en'] as const;
const randomAnswer = () => String(randomInt(0, 10_000)).padStart(4, '0');

const solvers = new Map<string, CorrelationSolver>();
function solverFor(lang: (typeof LANGS)[number]): CorrelationSolver {
  let solver = solvers.get(lang);
  if (!solver) {
    const clips = digitVoices(lang).flatMap((digits) => digits.map((pcm, digit) => ({ digit, pcm })));
    solver = new CorrelationSolver(clips, { maxSeconds: 5.9 });
    solvers.set(lang, solver);
  }
  return solver;
}

/**
 * The committed clips of answer number `n` end to end, 0.3–0.55 s apart, no processing. Answers, voices and
 * gaps are a fixed enumeration rather than random draws, so every run asks the same 40: with random draws
 * the check asked for 95 % and failed once at 37 of 40, its true rate being about there. Each answer holds
 * four different digits, the 20 answers of a language use every digit eight times, and voice and gap turn
 * with the position. The solver reads 37 of these 40: every English one; in Chinese it reads 7418 as 7488
 * (twice) and 8529 as 1529, taking 一 and 八 for each other.
 */
function plainRecording(n: number, lang: (typeof LANGS)[number]): { answer: string; pcm: Pcm16 } {
  const voices = digitVoices(lang);
  const sampleRate = voices[0][0].sampleRate;
  const answer = [0, 1, 2, 3].map((i) => String((n * 3 + i * 7) % 10)).join('');
  const clips = [...answer].map((d, i) => voices[(n + i) % voices.length][Number(d)].samples);
  const gaps = clips.map((_, i) => Math.round(sampleRate * (0.3 + ((n * 5 + i * 3) % 6) * 0.05)));
  const samples = new Int16Array(clips.reduce((total, c, i) => total + c.length + gaps[i], gaps[0]));
  let at = gaps[0];
  clips.forEach((clip, i) => {
    samples.set(clip, at);
    at += clip.length + gaps[i];
  });
  return { answer, pcm: { sampleRate, samples } };
}

describe('the correlation attack on the audio captcha', () => {
  it('reads plain recordings of the committed clips (so its failure below is not a broken solver)', {
    timeout: 300_000,
  }, () => {
    let read = 0;
    let total = 0;
    for (const lang of LANGS) {
      for (let n = 0; n < 20; n++) {
        const { answer, pcm } = plainRecording(n, lang);
        if (solverFor(lang).solve(pcm) === answer) read += 1;
        total += 1;
      }
    }
    // 37 of 40 (92.5 %) against at most 5 % of the server's recordings below.
    expect(read / total).toBeGreaterThanOrEqual(0.9);
  });

  it('is wrong on at least 95 % of 200 recordings the server makes', { timeout: 900_000 }, () => {
    let read = 0;
    for (const lang of LANGS) {
      for (let n = 0; n < 100; n++) {
        const answer = randomAnswer();
        if (solverFor(lang).solve(speakAnswer(answer, lang)) === answer) read += 1;
      }
    }
    expect(read).toBeLessThanOrEqual(10);
  });
});
