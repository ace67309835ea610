import { randomBytes } from 'node:crypto';
import type { EndpointData, getWechatJssdk } from '@shuyuan/contract';
import { readConfigValues } from '#core/config-values';
import type { Deps } from '#core/deps';
import { absoluteUrl } from '#core/http/site-url';
import { jsapiTicket, OAUTH_SETTINGS_KEY, signJssdk } from '#providers/oauth/index';
import { asText } from '#providers/outbound-http';

type JssdkAnswer = EndpointData<typeof getWechatJssdk>;

/** What the H5 client does with the config: the share cards of a page. */
const JS_API_LIST = ['updateAppMessageShareData', 'updateTimelineShareData'];
const DISABLED: JssdkAnswer = { enabled: 0 };

/** The page to sign: the client's `path` (its URL without the #fragment), else the mobile home. */
function pageUrl(path: string | undefined, siteUrl: string): string | null {
  const url = (path ?? '').split('#')[0]?.trim() || `${siteUrl}/h5`;
  return /^https?:\/\/[^\s]+$/i.test(url) ? url : null;
}

/**
 * GET /api/v3/other/wechat-mp-jssdk. Enabled when the official account's AppID and AppSecret are set
 * (socialite.wechat_app, the account that also signs members in and tells JSAPI payments the openid).
 * Anything WeChat refuses is logged and answered as disabled: MeEdu's H5 client then just skips the share
 * card, where an error would show the visitor a message about something they did not ask for.
 */
export async function wechatJssdkConfig(
  deps: Deps<'db' | 'store' | 'log'>,
  path: string | undefined,
  siteUrl: string,
): Promise<JssdkAnswer> {
  const values = await readConfigValues(deps.db, [OAUTH_SETTINGS_KEY.wechat, 'site.name', 'site.logo']);
  const settings = values.obj(OAUTH_SETTINGS_KEY.wechat);
  const account = {
    app_id: asText(settings.app_id).trim(),
    app_secret: asText(settings.app_secret).trim(),
    api_base: asText(settings.api_base),
  };
  if (!account.app_id || !account.app_secret) return DISABLED;
  const url = pageUrl(path, siteUrl);
  if (!url) return DISABLED;
  let ticket: string;
  try {
    ticket = await jsapiTicket(deps.store, account);
  } catch (err) {
    deps.log.warn({ err }, 'wechat jsapi_ticket failed');
    return DISABLED;
  }
  const nonceStr = randomBytes(8).toString('hex');
  const timestamp = Math.floor(Date.now() / 1000);
  return {
    enabled: 1,
    data: {
      appId: account.app_id,
      nonceStr,
      timestamp,
      signature: signJssdk(ticket, nonceStr, timestamp, url),
      jsApiList: JS_API_LIST,
      debug: false,
      beta: false,
      openTagList: [],
    },
    share: {
      title: values.str('site.name'),
      desc: '',
      icon: values.str('site.logo') ? absoluteUrl(siteUrl, values.str('site.logo')) : '',
    },
  };
}
