import { asText, baseUrlSetting, requestText } from '../outbound-http';
import { OauthError, type OauthIdentity, type OauthProvider, type OauthReturn } from './types';

/** `socialite.qq_app` (private app_config). The bases default to QQ Connect; tests point them elsewhere. */
export interface QqSettings {
  app_id: string;
  app_secret: string;
  oauth_base?: string;
  api_base?: string;
}

const QQ_BASE = 'https://graph.qq.com';

/**
 * QQ Connect answers JSON with fmt=json, but older endpoints answer `callback( {...} );` or a form string:
 * all three read as one object.
 */
export function parseQqAnswer(text: string): Record<string, unknown> {
  const trimmed = text.trim();
  const jsonp = /^callback\(\s*([\s\S]*?)\s*\);?$/.exec(trimmed);
  const body = jsonp ? jsonp[1] : trimmed;
  if (body.startsWith('{')) {
    try {
      const value = JSON.parse(body);
      if (value && typeof value === 'object') return value as Record<string, unknown>;
    } catch {
      // falls through to the error below
    }
    throw new OauthError('qq: malformed answer');
  }
  return Object.fromEntries(new URLSearchParams(body));
}

async function callQq(url: string): Promise<Record<string, unknown>> {
  const answer = await requestText(url);
  if (answer.status !== 200) throw new OauthError(`qq: HTTP ${answer.status}`);
  const data = parseQqAnswer(answer.text);
  if (data.error !== undefined || (data.ret !== undefined && Number(data.ret) !== 0)) {
    throw new OauthError(
      `qq: ${asText(data.error_description) || asText(data.msg) || asText(data.error) || 'refused'}`,
    );
  }
  return data;
}

export function createQqProvider(settings: QqSettings): OauthProvider {
  const oauthBase = baseUrlSetting(settings.oauth_base, QQ_BASE);
  const apiBase = baseUrlSetting(settings.api_base, QQ_BASE);
  const redirectUri = (back: OauthReturn) => `${back.siteUrl}${back.callbackPath}`;

  return {
    app: 'qq',
    kind: 'qq',
    authorizeUrl(state, back) {
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: settings.app_id,
        redirect_uri: redirectUri(back),
        state,
        scope: 'get_user_info',
      });
      return `${oauthBase}/oauth2.0/authorize?${query}`;
    },
    async exchange(code, back): Promise<OauthIdentity> {
      const token = await callQq(
        `${apiBase}/oauth2.0/token?${new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: settings.app_id,
          client_secret: settings.app_secret,
          code,
          redirect_uri: redirectUri(back),
          fmt: 'json',
        })}`,
      );
      const accessToken = asText(token.access_token);
      if (!accessToken) throw new OauthError('qq: no access_token');
      const me = await callQq(
        `${apiBase}/oauth2.0/me?${new URLSearchParams({ access_token: accessToken, unionid: '1', fmt: 'json' })}`,
      );
      // A token issued to another app must not log anyone in here (token substitution).
      if (asText(me.client_id) !== settings.app_id) throw new OauthError('qq: token of another app');
      const openid = asText(me.openid);
      if (!openid) throw new OauthError('qq: no openid');
      const user = await callQq(
        `${apiBase}/user/get_user_info?${new URLSearchParams({
          access_token: accessToken,
          oauth_consumer_key: settings.app_id,
          openid,
        })}`,
      );
      return {
        openid,
        unionid: asText(me.unionid),
        nickname: asText(user.nickname),
        avatar: asText(user.figureurl_qq_2) || asText(user.figureurl_qq_1) || asText(user.figureurl_2),
      };
    },
  };
}
