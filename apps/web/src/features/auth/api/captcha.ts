import { getImageCaptcha, sendSmsCode, type TSmsScene } from '@shuyuan/contract/auth';
import { callEndpoint } from '../../../app/http';

/** GET /api/v2/captcha/image: a fresh {key, img} each time (single use on the server). */
export const fetchImageCaptcha = () => callEndpoint(getImageCaptcha);

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
