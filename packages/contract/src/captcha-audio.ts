import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** The languages the captcha's digits are spoken in (the web app's cn/en). */
export const CaptchaAudioLang = z.enum(['cn', 'en']);
export type TCaptchaAudioLang = z.infer<typeof CaptchaAudioLang>;

/**
 * The audio alternative to the image captcha (decision 023): the same key and the same answer, spoken
 * digit by digit, so whoever cannot read the picture can still send a code. Hearing it does not use the
 * captcha up; the check stays POST /api/v2/captcha/sms (or the admin login) with `image_captcha`.
 */
export const getAudioCaptcha = defineEndpoint({
  id: 'getAudioCaptcha',
  method: 'GET',
  path: '/api/v2/captcha/audio',
  summary:
    "The image captcha's answer spoken digit by digit as a WAV data URL (same key, same answer, not used up); a few plays per captcha",
  area: 'auth',
  auth: 'public',
  query: z.object({
    key: z.string().min(1).max(64),
    lang: CaptchaAudioLang.optional(),
  }),
  response: z.object({ audio: z.string() }),
});
