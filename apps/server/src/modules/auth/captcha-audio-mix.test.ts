import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type Chance, energy } from './audio-dsp';
import { composeAnswer, MIN_DIGIT_SNR_DB, speakAnswer } from './captcha-audio-mix';

/** How the audio captcha is put together (decision 023): what a listener gets, and where the chance is. */

const randomAnswer = () => String(randomInt(0, 10_000)).padStart(4, '0');

/** A repeatable chance (a small LCG), to show every random choice goes through the Chance given. */
function seededChance(seed: number): Chance {
  let state = seed;
  const next = () => {
    state = (state * 48271) % 0x7fffffff;
    return state / 0x7fffffff;
  };
  return {
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    real: (min, max) => min + next() * (max - min),
    noise: (length) => Float32Array.from({ length }, () => next() * 2 - 1),
  };
}

describe.each(['cn', 'en'] as const)('the spoken answer (%s)', (lang) => {
  it(`keeps the babble and noise at least ${MIN_DIGIT_SNR_DB} dB under every digit`, () => {
    for (let n = 0; n < 20; n++) {
      const { speech, interference, spans } = composeAnswer(randomAnswer(), lang);
      expect(spans).toHaveLength(4);
      for (const [start, end] of spans) {
        const snr = 10 * Math.log10(energy(speech, start, end) / energy(interference, start, end));
        expect(snr).toBeGreaterThanOrEqual(MIN_DIGIT_SNR_DB);
      }
    }
  });

  it('says the digits one after another, with babble from the first moment to the last', () => {
    const { sampleRate, speech, interference, spans } = composeAnswer(randomAnswer(), lang);
    const seconds = speech.length / sampleRate;
    expect(seconds).toBeGreaterThan(2);
    // The attack test reads up to 5.9 s, and a person should not wait longer.
    expect(seconds).toBeLessThan(5.9);
    let last = 0;
    for (const [start, end] of spans) {
      // A gap of at least 0.3 s before every digit: four separate words, not a blur.
      expect(start - last).toBeGreaterThanOrEqual(Math.round(0.3 * sampleRate) - 1);
      expect(end).toBeGreaterThan(start);
      last = end;
    }
    expect(last).toBeLessThan(speech.length);
    // Nothing of the digits outside their spans.
    const outside = energy(speech, 0, spans[0][0]) + energy(speech, last, speech.length);
    expect(outside).toBe(0);
    // The babble starts before the first digit and goes on after the last, so it cannot mark where they are.
    expect(energy(interference, 0, spans[0][0])).toBeGreaterThan(0);
    expect(energy(interference, last, speech.length)).toBeGreaterThan(0);
  });

  it('draws every choice from the chance it is given, and never gives the same bytes twice', () => {
    const a = speakAnswer('1111', lang, seededChance(7));
    const b = speakAnswer('1111', lang, seededChance(7));
    expect(Buffer.from(a.samples.buffer).equals(Buffer.from(b.samples.buffer))).toBe(true);
    const c = speakAnswer('1111', lang);
    const d = speakAnswer('1111', lang);
    expect(Buffer.from(c.samples.buffer).equals(Buffer.from(d.samples.buffer))).toBe(false);
  });
});

it('speaks digits only', () => {
  expect(() => speakAnswer('12a4', 'en')).toThrow('digits only');
});
