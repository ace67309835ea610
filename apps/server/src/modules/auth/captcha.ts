import { randomBytes, randomInt } from 'node:crypto';
import svgCaptcha, { type ConfigObject } from 'svg-captcha';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';

/*
 * Digits only (decision 023): the audio captcha speaks the same answer, and spoken letters (b/d/e/p/t)
 * are too easily misheard. With letters gone, 0, 1 and 5 have no look-alikes left. Four digits keep the
 * picture as it was; the captcha is single use and every guess costs a request under the rate limits.
 */
export const CAPTCHA_ALPHABET = '0123456789';
const LENGTH = 4;
export const CAPTCHA_TTL_MS = 300_000;
export const CAPTCHA_WRONG = '图形验证码错误';

const captchaKey = (key: string) => `captcha:${key}`;

/*
 * The package's default export draws a given text (its own `create` picks the text with Math.random);
 * its typings omit that signature. The text comes from a CSPRNG here.
 */
const drawCaptcha = svgCaptcha as unknown as (text: string, options: ConfigObject) => string;

/** A distorted image (SVG data URL) whose answer lives in the shared store for 300 s. */
export async function createImageCaptcha(deps: Deps<'store'>) {
  let text = '';
  for (let i = 0; i < LENGTH; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  const svg = drawCaptcha(text, {
    width: 120,
    height: 48,
    fontSize: 48,
    noise: 3,
    color: true,
    background: '#f4f8f4',
  });
  const key = randomBytes(18).toString('base64url');
  await deps.store.set(captchaKey(key), text.toLowerCase(), CAPTCHA_TTL_MS);
  return {
    sensitive: false,
    key,
    img: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Checks an answer (case-insensitive). The captcha is used up by the first check, right or wrong, so an
 * answer can neither be guessed twice nor replayed.
 */
export async function checkImageCaptcha(deps: Deps<'store'>, key: string, answer: string): Promise<void> {
  const expected = key.length <= 64 ? await deps.store.take(captchaKey(key)) : null;
  if (!expected || expected !== answer.trim().toLowerCase()) throw new AppError(CAPTCHA_WRONG);
}

/** The answer without using it up: for the audio captcha, which speaks it, and the dev tools. */
export function peekCaptchaAnswer(deps: Deps<'store'>, key: string): Promise<string | null> {
  return deps.store.get(captchaKey(key));
}
