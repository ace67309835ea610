import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { TCaptchaAudioLang } from '@shuyuan/contract';
import type { Deps } from '#core/deps';
import { AppError, tooManyRequests } from '#core/errors';
import { ASSETS_DIR } from '#core/server-files';
import { CAPTCHA_TTL_MS, peekCaptchaAnswer } from './captcha';
import { encodeWav, type Pcm16, readPcm16 } from './wav';

/*
 * The audio captcha (decision 023): the image captcha's own answer, spoken digit by digit from clips
 * committed under assets/captcha-audio/ (made by make-clips.sh there). Gaps, loudness and a faint hiss
 * change on every request, so two recordings of one digit never match byte for byte.
 */

const CLIPS_DIR = `${ASSETS_DIR}captcha-audio/`;

export const CAPTCHA_GONE = '图形验证码已失效，请换一张';
export const AUDIO_PLAYS_EXCEEDED = '语音验证码播放次数过多，请换一张图形验证码';
/** Plays of one captcha: enough to listen again, too few to farm one captcha. */
export const AUDIO_PLAYS_PER_CAPTCHA = 3;
/** Requests a minute from one IP, counted apart from the site-wide /api limit (which also applies). */
export const AUDIO_PER_IP_PER_MINUTE = 20;
const WINDOW_MS = 60_000;

/** A random integer in [min, max]; the tests pass a fixed one. */
export type Pick = (min: number, max: number) => number;
const cryptoPick: Pick = (min, max) => randomInt(min, max + 1);

const clips = new Map<TCaptchaAudioLang, Pcm16[]>();

/** The ten digit clips of a language, read once. */
export function digitClips(lang: TCaptchaAudioLang): Pcm16[] {
  let list = clips.get(lang);
  if (!list) {
    list = Array.from({ length: 10 }, (_, d) => readPcm16(readFileSync(`${CLIPS_DIR}${lang}/${d}.wav`)));
    clips.set(lang, list);
  }
  return list;
}

const ms = (rate: number, millis: number) => Math.round((rate * millis) / 1000);

/**
 * The answer spoken: a short lead-in, each digit at 75–100 % loudness, 300–550 ms between digits, over a
 * hiss about 40 dB down. `pick` decides every random choice.
 */
export function speakAnswer(answer: string, lang: TCaptchaAudioLang, pick: Pick = cryptoPick): Pcm16 {
  const voice = digitClips(lang);
  const rate = voice[0].sampleRate;
  const parts = [...answer].map((ch) => {
    const clip = voice[Number(ch)];
    if (!clip || !/^\d$/.test(ch)) throw new Error('the audio captcha speaks digits only');
    return { clip, gap: ms(rate, pick(300, 550)), gain: pick(75, 100) / 100 };
  });
  const lead = ms(rate, 250);
  const length = parts.reduce((n, p) => n + p.clip.samples.length + p.gap, lead);
  const samples = new Int16Array(length);
  let at = lead;
  for (const { clip, gap, gain } of parts) {
    for (let i = 0; i < clip.samples.length; i += 1) samples[at + i] = Math.round(clip.samples[i] * gain);
    at += clip.samples.length + gap;
  }
  const hiss = pick(0, 300);
  if (hiss > 0) {
    // A cheap generator is enough for noise; its seed comes from `pick`.
    let seed = pick(1, 0x7fffffff);
    for (let i = 0; i < length; i += 1) {
      seed = (seed * 48271) % 0x7fffffff;
      const v = samples[i] + Math.round(((seed / 0x7fffffff) * 2 - 1) * hiss);
      samples[i] = Math.max(-32768, Math.min(32767, v));
    }
  }
  return { sampleRate: rate, samples };
}

/** Fixed one-minute windows in the shared store, as the site-wide rate limit counts them. */
async function spendAudioBudgets(deps: Deps<'store'>, key: string, ip: string): Promise<void> {
  const now = Date.now();
  const window = now - (now % WINDOW_MS);
  if ((await deps.store.incr(`captcha-audio:ip:${window}:${ip}`, WINDOW_MS)) > AUDIO_PER_IP_PER_MINUTE) {
    throw tooManyRequests();
  }
  if ((await deps.store.incr(`captcha-audio:key:${key}`, CAPTCHA_TTL_MS)) > AUDIO_PLAYS_PER_CAPTCHA) {
    throw tooManyRequests(AUDIO_PLAYS_EXCEEDED);
  }
}

/** GET /api/v2/captcha/audio: the captcha's answer as a WAV data URL; the captcha stays unused. */
export async function createAudioCaptcha(
  deps: Deps<'store'>,
  query: { key: string; lang?: TCaptchaAudioLang },
  ip: string,
): Promise<{ audio: string }> {
  await spendAudioBudgets(deps, query.key, ip);
  const answer = await peekCaptchaAnswer(deps, query.key);
  if (!answer) throw new AppError(CAPTCHA_GONE);
  const wav = encodeWav(speakAnswer(answer, query.lang ?? 'cn'));
  return { audio: `data:audio/wav;base64,${wav.toString('base64')}` };
}
