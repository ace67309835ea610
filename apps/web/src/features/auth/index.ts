/*
 * The public entry of the auth feature (decision 026): what other features, the apps and the router may
 * use. Re-exports only: the build treats this file as free of side effects, so an export used by a lazy
 * chunk alone stays out of the first load.
 */
export { readAccessFacts, redirectForProtectedRoute } from './access-rule';
export { requestLogout } from './api/logout';
export { changeMemberMobile, verifyMemberMobile } from './api/mobile-binding';
export { beginCodeLogin } from './code-login';
export { AudioCaptchaButton } from './components/audio-captcha-button';
export { AuthDialogGate } from './components/auth-dialog-gate';
export { CaptchaSmsFields } from './components/captcha-sms-fields';
export { MobileField } from './components/mobile-field';
export { NewMobileForm } from './components/new-mobile-form';
export { PasswordField } from './components/password-field';
export { RequireLogin } from './components/require-login';
export { AuthModal } from './dialogs/auth-modal';
export { PasswordLoginForm } from './dialogs/password-login-form';
export { SmsLoginForm } from './dialogs/sms-login-form';
export { AuthForm } from './forms/auth-form';
export type { AuthValues } from './forms/validation-messages';
export { CodeBindNewMobileDialog, WechatScanDialog } from './lazy';
export { syncPendingFlags } from './pending-flags';
export { loginPathFor, safeRedirectTarget } from './redirect-target';
export { authRoutes } from './routes';
export { useAuthDialog, useIsMember } from './use-auth-dialog';
export { useLogout } from './use-logout';
