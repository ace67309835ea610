import { asText, baseUrlSetting, parseJsonObject, requestText } from '../outbound-http';
import { OauthError, type OauthIdentity, type OauthProvider } from './types';

/** `socialite.wechat_app` (private app_config): an official account's AppID/AppSecret. */
export interface WechatOauthSettings {
  app_id: string;
  app_secret: string;
  oauth_base?: string;
  api_base?: string;
}

async function callWechat(url: string): Promise<Record<string, unknown>> {
  const answer = await requestText(url);
  if (answer.status !== 200) throw new OauthError(`wechat: HTTP ${answer.status}`);
  const data = parseJsonObject(answer.text, 'wechat');
  if (data.errcode !== undefined && Number(data.errcode) !== 0) {
    throw new OauthError(`wechat: ${asText(data.errcode)} ${asText(data.errmsg)}`);
  }
  return data;
}

/** Official-account web authorisation with snsapi_userinfo (opened inside WeChat). */
export function createWechatOauthProvider(settings: WechatOauthSettings): OauthProvider {
  const oauthBase = baseUrlSetting(settings.oauth_base, 'https://open.weixin.qq.com');
  const apiBase = baseUrlSetting(settings.api_base, 'https://api.weixin.qq.com');

  return {
    app: 'wechat',
    kind: 'wechat',
    authorizeUrl(state, back) {
      // WeChat checks the parameter order and needs the #wechat_redirect fragment.
      const query = new URLSearchParams({
        appid: settings.app_id,
        redirect_uri: `${back.siteUrl}${back.callbackPath}`,
        response_type: 'code',
        scope: 'snsapi_userinfo',
        state,
      });
      return `${oauthBase}/connect/oauth2/authorize?${query}#wechat_redirect`;
    },
    async exchange(code): Promise<OauthIdentity> {
      const token = await callWechat(
        `${apiBase}/sns/oauth2/access_token?${new URLSearchParams({
          appid: settings.app_id,
          secret: settings.app_secret,
          code,
          grant_type: 'authorization_code',
        })}`,
      );
      const accessToken = asText(token.access_token);
      const openid = asText(token.openid);
      if (!accessToken || !openid) throw new OauthError('wechat: no access_token or openid');
      const user = await callWechat(
        `${apiBase}/sns/userinfo?${new URLSearchParams({ access_token: accessToken, openid, lang: 'zh_CN' })}`,
      );
      if (asText(user.openid) !== openid) throw new OauthError('wechat: userinfo of another openid');
      return {
        openid,
        unionid: asText(user.unionid) || asText(token.unionid),
        nickname: asText(user.nickname),
        avatar: asText(user.headimgurl),
      };
    },
  };
}
