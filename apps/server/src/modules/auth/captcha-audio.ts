import type { TCaptchaAudioLang } from '@shuyuan/contract';
import type { Deps } from '#core/deps';
import { AppError, tooManyRequests } from '#core/errors';
import { CAPTCHA_TTL_MS, peekCaptchaAnswer } from './captcha';
import { speakAnswer } from './captcha-audio-mix';
import { spendIpBudgetOnAudio } from './sms-code';
import { encodeWav } from './wav';

/*
 * The audio captcha (decision 023): the image captcha's own answer, spoken by captcha-audio-mix.ts so that
 * no two recordings, and no committed clip, line up. Its budgets are below.
 */

export const CAPTCHA_GONE = '图形验证码已失效，请换一张';
export const AUDIO_PLAYS_EXCEEDED = '语音验证码播放次数过多，请换一张图形验证码';
/** Plays of one captcha: enough to listen again, too few to farm one captcha. */
export const AUDIO_PLAYS_PER_CAPTCHA = 3;
/** Requests a minute from one IP, counted apart from the site-wide /api limit (which also applies). */
export const AUDIO_PER_IP_PER_MINUTE = 20;
const WINDOW_MS = 60_000;

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

/**
 * GET /api/v2/captcha/audio: the captcha's answer as a WAV data URL; the captcha stays unused. A play of a
 * live captcha also counts against the address's hourly SMS budget, before any sound is made.
 */
export async function createAudioCaptcha(
  deps: Deps<'db' | 'store'>,
  query: { key: string; lang?: TCaptchaAudioLang },
  ip: string,
): Promise<{ audio: string }> {
  await spendAudioBudgets(deps, query.key, ip);
  const answer = await peekCaptchaAnswer(deps, query.key);
  if (!answer) throw new AppError(CAPTCHA_GONE);
  await spendIpBudgetOnAudio(deps, ip);
  const wav = encodeWav(speakAnswer(answer, query.lang ?? 'cn'));
  return { audio: `data:audio/wav;base64,${wav.toString('base64')}` };
}
