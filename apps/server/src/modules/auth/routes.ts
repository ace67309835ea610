import {
  getAudioCaptcha,
  getImageCaptcha,
  loginMobile,
  loginPassword,
  logout,
  registerSms,
  resetPassword as resetPasswordEndpoint,
  sendSmsCode as sendSmsCodeEndpoint,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { revokeMemberToken } from '#core/auth/member-token';
import { registerEndpoint } from '#core/http/register-endpoint';
import { checkImageCaptcha, createImageCaptcha } from './captcha';
import { createAudioCaptcha } from './captcha-audio';
import { registerDevRoutes } from './dev-routes';
import { loginWithPassword, loginWithSms, registerWithSms, resetPassword } from './login';
import { assertValidMobile } from './mobile';
import { sendSmsCode } from './sms-code';
import { registerSocialiteRoutes } from './socialite/routes';

/** Accounts (issue 3): captcha, SMS codes, password and SMS login, register, reset, logout. */
export default async function authRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, getImageCaptcha, async ({ reply }) => {
    reply.header('cache-control', 'no-store');
    return createImageCaptcha(app);
  });

  registerEndpoint(app, getAudioCaptcha, async ({ query, request, reply }) => {
    reply.header('cache-control', 'no-store');
    return createAudioCaptcha(app, query, request.ip);
  });

  registerEndpoint(app, sendSmsCodeEndpoint, async ({ body, request }) => {
    await assertValidMobile(app, body.mobile);
    await checkImageCaptcha(app, body.image_key, body.image_captcha);
    await sendSmsCode(app, { mobile: body.mobile, scene: body.scene, ip: request.ip });
    return [];
  });

  registerEndpoint(app, loginPassword, async ({ body, request }) =>
    loginWithPassword(app, request, body.mobile, body.password),
  );

  registerEndpoint(app, loginMobile, async ({ body, request }) => loginWithSms(app, request, body));

  registerEndpoint(app, registerSms, async ({ body, request }) => {
    await assertValidMobile(app, body.mobile);
    await registerWithSms(app, request, body);
    return [];
  });

  registerEndpoint(app, resetPasswordEndpoint, async ({ body }) => {
    await resetPassword(app, body);
    return [];
  });

  registerEndpoint(app, logout, async ({ user }) => {
    if (user) await revokeMemberToken(app, user.token);
    return [];
  });

  await registerSocialiteRoutes(app);

  if (app.config.nodeEnv !== 'production') registerDevRoutes(app);
}
