/*
 * The public entry of the auth module (decision 026): what the app, other modules and tests of other areas
 * use. Everything else in modules/auth is private to it.
 */

// The member area changes passwords and mobiles, binds social accounts and deletes accounts with these.
export { hashPassword, placeholderMobile, randomToken } from './accounts';
// The console's login asks the same image captcha.
// For tests of other areas: a captcha's answer (as the dev route tells it) and the messages they compare.
export { CAPTCHA_WRONG, checkImageCaptcha, createImageCaptcha, peekCaptchaAnswer } from './captcha';
export { LoginMessage } from './login';
export { assertValidMobile, isRealMobile } from './mobile';
export { default as authRoutes } from './routes';
export { consumeSmsCode, smsTooSoonMessage } from './sms-code';
export { CodeLoginMessage, readPendingCode } from './socialite/code-login';
export { assertCanBind, insertBinding } from './socialite/identities';
export { takeLoginCode } from './socialite/login-code';
