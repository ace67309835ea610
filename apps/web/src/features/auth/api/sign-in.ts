import {
  loginMobile,
  loginPassword,
  loginWithCode,
  registerSms,
  registerWithSocialite,
  resetPassword,
} from '@shuyuan/contract/auth';
import { callEndpoint } from '#lib/http';
import { readLocal, StorageKey } from '#lib/storage';

/** The marketing source kept from the address at start-up (spec §4), sent with every sign-up-capable call. */
const msv = () => readLocal(StorageKey.msv) ?? undefined;

export const loginByPassword = (mobile: string, password: string) =>
  callEndpoint(loginPassword, { body: { mobile, password } });

export const loginBySms = (mobile: string, mobileCode: string) =>
  callEndpoint(loginMobile, { body: { mobile, mobile_code: mobileCode, msv: msv() } });

/** A social login_code: either a token, or bind_mobile with the code the bind dialog completes. */
export const loginByCode = (code: string) => callEndpoint(loginWithCode, { body: { code, msv: msv() } });

export const registerBySms = (mobile: string, mobileCode: string, password: string) =>
  callEndpoint(registerSms, { body: { mobile, mobile_code: mobileCode, password, msv: msv() } });

export const registerBySocialite = (mobile: string, mobileCode: string, code: string) =>
  callEndpoint(registerWithSocialite, { body: { mobile, mobile_code: mobileCode, code, msv: msv() } });

export const resetPasswordBySms = (mobile: string, mobileCode: string, password: string) =>
  callEndpoint(resetPassword, { body: { mobile, mobile_code: mobileCode, password } });
