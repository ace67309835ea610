import type { TCaptchaAudioLang } from '@shuyuan/contract';
import {
  allPass,
  type Chance,
  cryptoChance,
  energy,
  fadeEdges,
  filter,
  highPass,
  highShelf,
  lowPass,
  mixInto,
  peaking,
  regrain,
  sweepingAllPass,
  type Warp,
  warpResample,
} from './audio-dsp';
import { digitVoices } from './captcha-audio-clips';
import type { Pcm16 } from './wav';

/*
 * The answer of a captcha spoken so that a person hears four digits and a correlation with the committed
 * clips does not (decision 023, issue 18). Per digit: a random voice of the language; read at a speed that
 * sways smoothly (length and pitch move together, and no fixed-rate template fits the whole digit); brought
 * to a random length whatever the word (30 ms grains, each a few ms early or late, so the fine timing that a
 * correlation needs wanders from grain to grain); the telephone's low edge (no fundamental); a random tone
 * (peaking and shelf EQ) and a random, moving phase (all-pass sections: the waveform changes, the sound
 * hardly does). Under it, from the first moment to the last, a babble of other clips played backwards
 * (speech-like to a machine, no words to a person) and a soft noise, at least MIN_DIGIT_SNR_DB below every
 * digit. Every choice comes from the Chance given, `crypto` by default.
 */

/** The babble and noise under any digit are at least this far below it (the test asserts it). */
export const MIN_DIGIT_SNR_DB = 6;
/** What each recording aims for at its weakest digit; the margin above MIN_DIGIT_SNR_DB is for rounding. */
const TARGET_SNR_DB: [number, number] = [8, 12];
/** How long a digit lasts, whichever it is. */
const SECONDS: [number, number] = [0.35, 0.6];
/** Mean reading speeds: about ±3 semitones. */
const RATE: [number, number] = [0.85, 1.18];

export interface SpokenAnswer {
  sampleRate: number;
  /** The digits alone, as they are in the mix. */
  speech: Float32Array;
  /** The babble and the noise, as they are in the mix. */
  interference: Float32Array;
  /** Where each digit sounds, in samples: [start, end). */
  spans: [number, number][];
}

const floatCache = new Map<TCaptchaAudioLang, Float32Array[][]>();

function voicesOf(lang: TCaptchaAudioLang): Float32Array[][] {
  let voices = floatCache.get(lang);
  if (!voices) {
    voices = digitVoices(lang).map((digits) =>
      digits.map(({ samples }) => Float32Array.from(samples, (s) => s / 32768)),
    );
    floatCache.set(lang, voices);
  }
  return voices;
}

const logUniform = (chance: Chance, [low, high]: [number, number]) =>
  Math.exp(chance.real(Math.log(low), Math.log(high)));

/** One digit as this recording says it. */
function sayDigit(clip: Float32Array, fs: number, chance: Chance): Float32Array {
  const warp: Warp = {
    rate: logUniform(chance, RATE),
    sways: [
      [chance.real(0.04, 0.07), chance.real(1.5, 4), chance.real(0, 2 * Math.PI)],
      [chance.real(0.015, 0.03), chance.real(5, 9), chance.real(0, 2 * Math.PI)],
    ],
  };
  // Reading faster would fold the top of the band back down: cut it first.
  const band = filter(Float32Array.from(clip), [lowPass(fs, (0.42 * fs) / (warp.rate * 1.1))]);
  const warped = warpResample(band, fs, warp);
  // Every digit lasts a random time, whatever its word: the length of a match tells nothing.
  const stretch = Math.min(1.7, Math.max(0.6, (chance.real(...SECONDS) * fs) / warped.length));
  const said = regrain(warped, fs, stretch, Math.round(fs * chance.real(0.002, 0.004)), chance);
  filter(said, [
    // The telephone's low edge: the fundamental goes (the ear restores it from the harmonics), and with it
    // the slow waves that would still line up after the grains are jittered.
    highPass(fs, chance.real(280, 350)),
    highPass(fs, chance.real(280, 350)),
    peaking(fs, chance.real(400, 2500), chance.real(3, 8) * (chance.int(0, 1) ? 1 : -1), chance.real(0.7, 2)),
    highShelf(fs, chance.real(1000, 2500), chance.real(-5, 5)),
    allPass(fs, chance.real(1500, 3500), chance.real(0.5, 4)),
  ]);
  for (const [low, high] of [
    [100, 400],
    [300, 1000],
    [800, 2500],
    [2000, 4500],
  ]) {
    sweepingAllPass(said, fs, {
      low,
      high,
      hz: chance.real(3, 8),
      phase: chance.real(0, 2 * Math.PI),
      q: chance.real(0.5, 3),
    });
  }
  return fadeEdges(said, Math.round(0.005 * fs));
}

/** Two streams of other clips played backwards, end to end, over the whole recording. */
function babble(voices: Float32Array[][], length: number, fs: number, chance: Chance): Float32Array {
  const out = new Float32Array(length);
  for (let stream = 0; stream < 2; stream += 1) {
    let at = -chance.int(0, Math.round(0.3 * fs));
    while (at < length) {
      const clip = voices[chance.int(0, voices.length - 1)][chance.int(0, 9)];
      const backwards = Float32Array.from(clip).reverse();
      const warp: Warp = { rate: chance.real(0.8, 1.25), sways: [[0.04, chance.real(2, 5), 0]] };
      const piece = warpResample(backwards, fs, warp);
      filter(piece, [peaking(fs, chance.real(300, 3000), chance.real(-8, 8), 1)]);
      fadeEdges(piece, Math.round(0.01 * fs));
      mixInto(out, piece, at, chance.real(0.6, 1));
      at += piece.length + chance.int(-Math.round(0.1 * fs), Math.round(0.12 * fs));
    }
  }
  return out;
}

/** The answer with its parts kept apart, so a test can measure what a listener gets. */
export function composeAnswer(
  answer: string,
  lang: TCaptchaAudioLang,
  chance: Chance = cryptoChance,
): SpokenAnswer {
  if (!/^\d+$/.test(answer)) throw new Error('the audio captcha speaks digits only');
  const voices = voicesOf(lang);
  const fs = digitVoices(lang)[0][0].sampleRate;
  const ms = (millis: number) => Math.round((fs * millis) / 1000);
  const said = [...answer].map((ch) => ({
    samples: sayDigit(voices[chance.int(0, voices.length - 1)][Number(ch)], fs, chance),
    gain: chance.real(0.75, 1),
    gap: ms(chance.int(300, 550)),
  }));
  const lead = ms(chance.int(300, 500));
  const tail = ms(chance.int(150, 300));
  const length = said.reduce((n, d) => n + d.samples.length + d.gap, lead) - said[said.length - 1].gap + tail;

  const speech = new Float32Array(length);
  const spans: [number, number][] = [];
  let at = lead;
  for (const { samples, gain, gap } of said) {
    mixInto(speech, samples, at, gain);
    spans.push([at, at + samples.length]);
    at += samples.length + gap;
  }

  const interference = babble(voices, length, fs, chance);
  const noise = filter(chance.noise(length), [lowPass(fs, 3000)]);
  mixInto(interference, noise, 0, chance.real(0.3, 0.6) * Math.sqrt(energy(interference) / energy(noise)));

  // The weakest digit sets the level of everything under the speech.
  const weakest = Math.min(...spans.map(([s, e]) => energy(speech, s, e) / energy(interference, s, e)));
  const target = 10 ** (chance.real(...TARGET_SNR_DB) / 10);
  const under = Math.sqrt(weakest / target);
  let peak = 0;
  for (let i = 0; i < length; i += 1) {
    interference[i] *= under;
    peak = Math.max(peak, Math.abs(speech[i] + interference[i]));
  }
  const level = 0.89 / peak; // −1 dB
  for (let i = 0; i < length; i += 1) {
    speech[i] *= level;
    interference[i] *= level;
  }
  return { sampleRate: fs, speech, interference, spans };
}

/** The recording served: the digits and what is under them, 16-bit. */
export function speakAnswer(answer: string, lang: TCaptchaAudioLang, chance: Chance = cryptoChance): Pcm16 {
  const { sampleRate, speech, interference } = composeAnswer(answer, lang, chance);
  const samples = Int16Array.from(speech, (s, i) =>
    Math.max(-32768, Math.min(32767, Math.round((s + interference[i]) * 32767))),
  );
  return { sampleRate, samples };
}
