import { bindSocialiteWithCode, changePassword, unbindSocialite } from '@shuyuan/contract/member';
import { callEndpoint } from '#lib/http';

/** The password and third-party rows of 基本信息 (meedu-api.md §1.3). */

export type SocialApp = 'qq' | 'wechat';

/** POST /member/detail/password: the code was sent to the member's own mobile (scene password_reset). */
export const saveNewPassword = (mobile: string, mobileCode: string, password: string) =>
  callEndpoint(changePassword, { body: { mobile, mobile_code: mobileCode, password } });

/** POST /member/socialite/bindWithCode with the login_code of a QQ redirect or a WeChat scan. */
export const bindSocialite = (code: string) => callEndpoint(bindSocialiteWithCode, { body: { code } });

/** DELETE /member/socialite/{qq|wechat}. */
export const unbindSocial = (app: SocialApp) => callEndpoint(unbindSocialite, { params: { app } });
