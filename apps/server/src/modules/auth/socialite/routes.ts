import {
  loginWithCode,
  registerWithSocialite,
  socialiteCallback,
  socialiteRedirect,
  wechatOauthCallback,
  wechatOauthRedirect,
  wechatScanPage,
  wechatScanQuery,
  wechatScanUrl,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#core/errors';
import { registerEndpoint } from '#core/http/register-endpoint';
import { loginWithSocialCode, registerWithSocialCode } from './code-login';
import { APP_NOT_ENABLED, finishSocialLogin, startSocialLogin } from './oauth-flow';
import { registerOauthSimulator } from './simulator-routes';
import { handleScanPage, queryWechatScan, startWechatScan } from './wechat-scan';

/** QQ and WeChat login (issue 3): redirects, callbacks, code exchange, scan login; simulator outside production. */
export async function registerSocialiteRoutes(app: FastifyInstance): Promise<void> {
  // MeEdu's v3 socialite route serves QQ; WeChat goes through /wechat/oauth (and the scan page).
  registerEndpoint(app, socialiteRedirect, async ({ params, query, request, reply }) => {
    await startSocialLogin(app, request, reply, params.app === 'qq' ? 'qq' : null, query);
    return [];
  });
  registerEndpoint(app, socialiteCallback, async ({ params, query, request, reply }) => {
    if (params.app !== 'qq') throw new AppError(APP_NOT_ENABLED);
    await finishSocialLogin(app, request, reply, 'qq', query);
    return [];
  });
  registerEndpoint(app, wechatOauthRedirect, async ({ query, request, reply }) => {
    await startSocialLogin(app, request, reply, 'wechat', query);
    return [];
  });
  registerEndpoint(app, wechatOauthCallback, async ({ query, request, reply }) => {
    await finishSocialLogin(app, request, reply, 'wechat', query);
    return [];
  });

  registerEndpoint(app, loginWithCode, async ({ body, request }) =>
    loginWithSocialCode(app, request, body.code, body.msv),
  );
  registerEndpoint(app, registerWithSocialite, async ({ body, request }) =>
    registerWithSocialCode(app, request, body),
  );

  registerEndpoint(app, wechatScanUrl, async ({ body, request }) =>
    startWechatScan(app, request, body.action),
  );
  registerEndpoint(app, wechatScanQuery, async ({ query }) => queryWechatScan(app, query.key));
  registerEndpoint(app, wechatScanPage, async ({ query, request, reply }) => {
    await handleScanPage(app, request, reply, query);
    return [];
  });

  if (app.config.nodeEnv !== 'production') await registerOauthSimulator(app);
}
