import { asText, baseUrlSetting, parseJsonObject, requestText } from '../outbound-http';
import { OauthError, type OauthIdentity, type OauthProvider } from './types';

/** `socialite.wechat_app` (private app_config): an official account's AppID/AppSecret. */
export interface WechatOauthSettings {
  app_id: string;
  app_secret: string;
  oauth_base?: string;
  api_base?: string;
}

/** A GET to WeChat's API: its JSON answer, or an OauthError for an HTTP or WeChat error (errcode ≠ 0). */
export async function callWechat(url: string): Promise<Record<string, unknown>> {
  const answer = await requestText(url);
  if (answer.status !== 200) throw new OauthError(`wechat: HTTP ${answer.status}`);
  const data = parseJsonObject(answer.text, 'wechat');
  if (data.errcode !== undefined && Number(data.errcode) !== 0) {
    throw new OauthError(`wechat: ${asText(data.errcode)} ${asText(data.errmsg)}`);
  }
  return data;
}

/** The official account's two steps, for either scope: its authorize page, and code → access token + openid. */
function officialAccount(settings: WechatOauthSettings) {
  const oauthBase = baseUrlSetting(settings.oauth_base, 'https://open.weixin.qq.com');
  const apiBase = baseUrlSetting(settings.api_base, 'https://api.weixin.qq.com');
  return {
    apiBase,
    authorizeUrl(scope: 'snsapi_userinfo' | 'snsapi_base', state: string, redirectUri: string): string {
      // WeChat checks the parameter order and needs the #wechat_redirect fragment.
      const query = new URLSearchParams({
        appid: settings.app_id,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope,
        state,
      });
      return `${oauthBase}/connect/oauth2/authorize?${query}#wechat_redirect`;
    },
    async token(code: string) {
      const token = await callWechat(
        `${apiBase}/sns/oauth2/access_token?${new URLSearchParams({
          appid: settings.app_id,
          secret: settings.app_secret,
          code,
          grant_type: 'authorization_code',
        })}`,
      );
      const openid = asText(token.openid);
      if (!openid) throw new OauthError('wechat: no openid');
      return { openid, accessToken: asText(token.access_token), unionid: asText(token.unionid) };
    },
  };
}

/** Official-account web authorisation with snsapi_userinfo (opened inside WeChat). */
export function createWechatOauthProvider(settings: WechatOauthSettings): OauthProvider {
  const account = officialAccount(settings);
  return {
    app: 'wechat',
    kind: 'wechat',
    authorizeUrl: (state, back) =>
      account.authorizeUrl('snsapi_userinfo', state, `${back.siteUrl}${back.callbackPath}`),
    async exchange(code): Promise<OauthIdentity> {
      const { openid, accessToken, unionid } = await account.token(code);
      if (!accessToken) throw new OauthError('wechat: no access_token or openid');
      const user = await callWechat(
        `${account.apiBase}/sns/userinfo?${new URLSearchParams({ access_token: accessToken, openid, lang: 'zh_CN' })}`,
      );
      if (asText(user.openid) !== openid) throw new OauthError('wechat: userinfo of another openid');
      return {
        openid,
        unionid: asText(user.unionid) || unionid,
        nickname: asText(user.nickname),
        avatar: asText(user.headimgurl),
      };
    },
  };
}

/**
 * Official-account authorisation with snsapi_base (decision 025): silent inside WeChat, it only tells the
 * member's openid at this account, which a JSAPI payment needs. `redirectUri` is absolute.
 */
export function createWechatBaseOauth(settings: WechatOauthSettings) {
  const account = officialAccount(settings);
  return {
    authorizeUrl: (state: string, redirectUri: string) =>
      account.authorizeUrl('snsapi_base', state, redirectUri),
    exchange: async (code: string) => (await account.token(code)).openid,
  };
}
