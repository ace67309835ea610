import { getImageCaptcha, sendSmsCode, type TSmsScene } from '@shuyuan/contract/auth';
import { getAudioCaptcha, type TCaptchaAudioLang } from '@shuyuan/contract/captcha-audio';
import { callEndpoint } from '#lib/http';

/** GET /api/v2/captcha/image: a fresh {key, img} each time (single use on the server). */
export const fetchImageCaptcha = () => callEndpoint(getImageCaptcha);

/** GET /api/v2/captcha/audio: the same captcha's answer spoken, as a WAV data URL (decision 023). */
export const fetchAudioCaptcha = (key: string, lang: TCaptchaAudioLang) =>
  callEndpoint(getAudioCaptcha, { query: { key, lang } }).then((d) => d.audio);

export interface SmsRequest {
  mobile: string;
  imageKey: string;
  imageCaptcha: string;
  scene: TSmsScene;
}

/** POST /api/v2/captcha/sms; a refusal (wrong captcha, budget) is toasted by the http client. */
export const requestSmsCode = (r: SmsRequest) =>
  callEndpoint(sendSmsCode, {
    body: { mobile: r.mobile, image_key: r.imageKey, image_captcha: r.imageCaptcha, scene: r.scene },
  });
