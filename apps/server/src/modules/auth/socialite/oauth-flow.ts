import { socialiteCallback, wechatOauthCallback } from '@shuyuan/contract';
import { msg } from '@shuyuan/contract/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '#core/deps';
import { AppError, badParameter } from '#core/errors';
import { sendRedirect } from '#core/http/html-page';
import { isSafeReturnUrl, returnUrlOrigins, withParams } from '#core/http/return-url';
import { siteUrl } from '#core/http/site-url';
import { boundedIdentity, getOauthProvider, type OauthApp, type OauthReturn } from '#providers/oauth/index';
import { createLoginCode } from './login-code';
import { beginOauthState, finishOauthState, type PendingOauth } from './oauth-state';

export const APP_NOT_ENABLED = '登录应用不存在';

/** Why a callback failed, as the f_url's login_err_msg: 1001 state, 1002 refused, 1003 provider. */
export const loginErrorMessage = (reason: 1001 | 1002 | 1003) => msg('auth.oauthFailed', { reason });

export function callbackPathOf(app: OauthApp): string {
  return app === 'qq' ? socialiteCallback.path.replace(':app', 'qq') : wechatOauthCallback.path;
}

function returnOf(request: FastifyRequest, app: OauthApp): OauthReturn {
  return { siteUrl: siteUrl(request), callbackPath: callbackPathOf(app) };
}

/** Sends the person to the provider with a fresh state (the caller has checked the return URLs). */
export async function redirectToProvider(
  deps: Deps<'db' | 'store' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  pending: PendingOauth,
): Promise<void> {
  const provider = await getOauthProvider(deps, pending.app);
  if (!provider) throw new AppError(APP_NOT_ENABLED);
  const state = await beginOauthState(deps, request, reply, pending);
  sendRedirect(reply, provider.authorizeUrl(state, returnOf(request, pending.app)));
}

/** GET /auth/login/socialite/:app and /auth/login/wechat/oauth; `which` null: an app we do not have. */
export async function startSocialLogin(
  deps: Deps<'db' | 'store' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  which: OauthApp | null,
  query: { s_url: string; f_url: string; action: 'login' | 'bind' },
): Promise<void> {
  const origins = await returnUrlOrigins(deps.db, request);
  const allowLocalhost = deps.config.nodeEnv !== 'production';
  if (
    !isSafeReturnUrl(query.s_url, origins, allowLocalhost) ||
    !isSafeReturnUrl(query.f_url, origins, allowLocalhost)
  ) {
    throw badParameter();
  }
  if (!which) throw new AppError(APP_NOT_ENABLED);
  await redirectToProvider(deps, request, reply, { app: which, ...query });
}

/**
 * The provider's return: state checked and used up, code exchanged server to server, then a login_code
 * (never a token) goes to s_url. Failures go to the state's own f_url with login_err_msg.
 */
export async function finishSocialLogin(
  deps: Deps<'db' | 'store' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  which: OauthApp,
  query: { code?: string; state: string },
): Promise<void> {
  const check = await finishOauthState(deps, request, reply, query.state, which);
  if (!check.ok) {
    if (!check.fail) throw badParameter();
    const { f_url, action } = check.fail;
    sendRedirect(reply, withParams(f_url, { login_err_msg: loginErrorMessage(1001), action }));
    return;
  }
  const pending = check.pending;
  const fail = (reason: 1002 | 1003) => {
    sendRedirect(
      reply,
      withParams(pending.f_url, { login_err_msg: loginErrorMessage(reason), action: pending.action }),
    );
  };
  if (!query.code) return fail(1002);
  const provider = await getOauthProvider(deps, which);
  if (!provider) return fail(1003);
  let identity: ReturnType<typeof boundedIdentity>;
  try {
    identity = boundedIdentity(await provider.exchange(query.code, returnOf(request, which)));
  } catch (err) {
    request.log.warn({ err, app: which, provider: provider.kind }, 'oauth code exchange failed');
    return fail(1003);
  }
  if (!identity.openid) return fail(1003);
  const code = await createLoginCode(deps, {
    type: 'socialite',
    app: which,
    data: identity,
    ...(pending.scanNonce ? { scan_nonce: pending.scanNonce } : {}),
  });
  sendRedirect(reply, withParams(pending.s_url, { login_code: code, action: pending.action }));
}
