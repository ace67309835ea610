import { randomBytes } from 'node:crypto';
import {
  devOauthAuthorize,
  devOauthDecide,
  localizeMessage,
  type MessageLanguage,
  msg,
} from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { badParameter } from '#core/errors';
import { acceptFormBodies } from '#core/http/form-body';
import { escapeHtml, htmlPage, sendHtml, sendRedirect } from '#core/http/html-page';
import { pageLanguage } from '#core/http/language';
import { registerEndpoint } from '#core/http/register-endpoint';
import { boundedIdentity, type OauthApp } from '#providers/oauth/index';
import {
  issueSimulatorCode,
  PAYMENT_OPENID_PATH,
  SIMULATOR_AUTHORIZE_PATH,
} from '#providers/oauth/simulator';
import { callbackPathOf } from './oauth-flow';

/** The redirect_uris an app registered with the provider: its login callback, and WeChat's payment one. */
const allowedRedirect = (app: OauthApp, uri: string) =>
  uri === callbackPathOf(app) || (app === 'wechat' && uri === PAYMENT_OPENID_PATH);

/** Page texts the browser tests click: keep them exactly. */
export const SimulatorText = {
  title: '模拟授权',
  approve: '同意授权',
  deny: '拒绝',
  nickname: { qq: '模拟QQ用户', wechat: '模拟微信用户' },
} as const;

const APP_NAME: Record<OauthApp, string> = { qq: 'QQ', wechat: '微信' };

/** In the page's language (decision 035): the address's `lang`, else the browser's. */
function authorizePage(app: OauthApp, state: string, redirectUri: string, lang: MessageLanguage): string {
  const t = (zh: string) => escapeHtml(localizeMessage(zh, lang));
  const appName = localizeMessage(APP_NAME[app], lang);
  const openid = `sim_${app}_${randomBytes(9).toString('base64url')}`;
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const field = (name: string, label: string, value: string, max: number) =>
    `<label for="${name}">${t(label)}</label><input type="text" id="${name}" name="${name}" value="${escapeHtml(value)}" maxlength="${max}" autocomplete="off">`;
  return htmlPage(
    SimulatorText.title,
    `<h1>${t(SimulatorText.title)}</h1>
<p>${escapeHtml(msg('page.oauthAsks', { app: appName }, lang))}</p>
<p class="muted">${escapeHtml(msg('page.oauthNote', { app: appName }, lang))}</p>
<form method="post" action="${SIMULATOR_AUTHORIZE_PATH}">
${hidden('app', app)}${hidden('state', state)}${hidden('redirect_uri', redirectUri)}
${field('nickname', '昵称', SimulatorText.nickname[app], 32)}
${field('openid', 'OpenID', openid, 64)}
${app === 'wechat' ? field('unionid', 'UnionID（可留空）', '', 64) : ''}
<div class="btns"><button class="primary" type="submit" name="decision" value="approve">${t(SimulatorText.approve)}</button>
<button class="secondary" type="submit" name="decision" value="deny">${t(SimulatorText.deny)}</button></div>
</form>`,
    lang,
  );
}

/**
 * The simulated QQ / WeChat authorize page (dev only). Like a real provider it sends the person back only
 * to the app's registered callback: the site's own callback path.
 */
export async function registerOauthSimulator(app: FastifyInstance): Promise<void> {
  if (app.config.nodeEnv === 'production')
    throw new Error('the OAuth simulator must never run in production');
  await app.register(async (scope) => {
    acceptFormBodies(scope);

    registerEndpoint(scope, devOauthAuthorize, async ({ query, reply, request }) => {
      if (!allowedRedirect(query.app, query.redirect_uri)) throw badParameter();
      if (query.app === 'wechat' && query.scope === 'snsapi_base') {
        // WeChat shows nothing for snsapi_base: the person is sent straight back with a code.
        const code = await issueSimulatorCode(app.store, {
          app: 'wechat',
          redirectUri: query.redirect_uri,
          identity: {
            openid: `sim_wechat_${randomBytes(9).toString('base64url')}`,
            unionid: '',
            nickname: '',
            avatar: '',
          },
        });
        sendRedirect(reply, `${query.redirect_uri}?${new URLSearchParams({ code, state: query.state })}`);
        return [];
      }
      sendHtml(reply, authorizePage(query.app, query.state, query.redirect_uri, pageLanguage(request)));
      return [];
    });

    registerEndpoint(scope, devOauthDecide, async ({ body, reply }) => {
      if (!allowedRedirect(body.app, body.redirect_uri)) throw badParameter();
      const back = new URLSearchParams({ state: body.state });
      if (body.decision === 'deny') {
        back.set('error', 'access_denied');
      } else {
        const identity = boundedIdentity({
          openid: body.openid?.trim() || `sim_${body.app}_${randomBytes(9).toString('base64url')}`,
          unionid: body.unionid?.trim() ?? '',
          nickname: body.nickname?.trim() || SimulatorText.nickname[body.app],
          avatar: '',
        });
        const code = await issueSimulatorCode(app.store, {
          app: body.app,
          redirectUri: body.redirect_uri,
          identity,
        });
        back.set('code', code);
      }
      sendRedirect(reply, `${body.redirect_uri}?${back}`);
      return [];
    });
  });
}
