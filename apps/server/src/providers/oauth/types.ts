/** Third-party login behind one interface: QQ, WeChat official-account OAuth, or the local simulator. */

export type OauthApp = 'qq' | 'wechat';
export const OAUTH_APPS: readonly OauthApp[] = ['qq', 'wechat'];

/** Who the person is at the provider (MeEdu's socialite data: openid, unionid, nickname, avatar). */
export interface OauthIdentity {
  openid: string;
  /** '' when the provider gave none. */
  unionid: string;
  nickname: string;
  avatar: string;
}

/** Where the provider sends the person back to: our callback, as the provider must be told it. */
export interface OauthReturn {
  /** Site base URL without a trailing slash. */
  siteUrl: string;
  /** The callback's path on the site, e.g. /api/v3/auth/login/wechat/callback. */
  callbackPath: string;
  /** WeChat's scope when it is not the login's snsapi_userinfo: snsapi_base (JSAPI payments). */
  scope?: 'snsapi_base';
}

export interface OauthProvider {
  readonly app: OauthApp;
  readonly kind: 'qq' | 'wechat' | 'simulator';
  /** The provider's authorize page for this state. */
  authorizeUrl(state: string, back: OauthReturn): string;
  /** Code → token → identity, server to server. Throws OauthError when the provider refuses. */
  exchange(code: string, back: OauthReturn): Promise<OauthIdentity>;
}

export class OauthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OauthError';
  }
}

/** Provider profile fields are free text: bounded so they fit our columns. */
export function boundedIdentity(identity: OauthIdentity): OauthIdentity {
  const avatar =
    /^https?:\/\//i.test(identity.avatar) && identity.avatar.length <= 255 ? identity.avatar : '';
  return {
    openid: identity.openid.slice(0, 128),
    unionid: identity.unionid.slice(0, 128),
    nickname: [...identity.nickname.trim()].slice(0, 32).join(''),
    avatar,
  };
}
