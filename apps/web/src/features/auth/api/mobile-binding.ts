import { bindMobile, changeMobile, verifyMobile } from '@shuyuan/contract/member';
import { callEndpoint } from '#lib/http';

/** POST /api/v2/member/detail/mobile: a member without a mobile binds one (SMS scene mobile_bind). */
export const bindMemberMobile = (mobile: string, mobileCode: string) =>
  callEndpoint(bindMobile, { body: { mobile, mobile_code: mobileCode } });

/** PUT /api/v2/member/mobile: the new mobile, with the sign from proving the current one. */
export const changeMemberMobile = (mobile: string, mobileCode: string, sign: string) =>
  callEndpoint(changeMobile, { body: { mobile, mobile_code: mobileCode, sign } });

/** POST /api/v2/member/verify: proves the current mobile with an SMS code; the sign is good for one change. */
export const verifyMemberMobile = (mobile: string, mobileCode: string) =>
  callEndpoint(verifyMobile, { body: { mobile, mobile_code: mobileCode } });
