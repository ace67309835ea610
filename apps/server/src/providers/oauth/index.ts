import { readConfigValues } from '#core/config-values';
import type { Deps } from '#core/deps';
import { asText } from '../outbound-http';
import { createQqProvider } from './qq';
import { createSimulatorProvider } from './simulator';
import type { OauthApp, OauthProvider } from './types';
import { createWechatOauthProvider } from './wechat';

export * from './types';
export { jsapiTicket, signJssdk } from './wechat-jssdk';

/** The public switch that shows the login icon (`socialites` of /other/config). */
export const OAUTH_SWITCH_KEY: Record<OauthApp, string> = {
  qq: 'socialite.qq',
  wechat: 'socialite.wechat_oauth',
};
/** The app's keys (private rows): {app_id, app_secret, oauth_base?, api_base?}. */
export const OAUTH_SETTINGS_KEY: Record<OauthApp, string> = {
  qq: 'socialite.qq_app',
  wechat: 'socialite.wechat_app',
};

/**
 * The provider of an app, or null when the app is not enabled: its switch is off, or it has no keys in
 * production. Outside production an app without keys is played by the local simulator.
 */
export async function getOauthProvider(
  deps: Deps<'db' | 'store' | 'config'>,
  which: OauthApp,
): Promise<OauthProvider | null> {
  const values = await readConfigValues(deps.db, [OAUTH_SWITCH_KEY[which], OAUTH_SETTINGS_KEY[which]]);
  if (!values.flag(OAUTH_SWITCH_KEY[which])) return null;
  const settings = values.obj(OAUTH_SETTINGS_KEY[which]);
  const keys = {
    app_id: asText(settings.app_id).trim(),
    app_secret: asText(settings.app_secret).trim(),
    oauth_base: asText(settings.oauth_base),
    api_base: asText(settings.api_base),
  };
  if (keys.app_id && keys.app_secret) {
    return which === 'qq' ? createQqProvider(keys) : createWechatOauthProvider(keys);
  }
  if (deps.config.nodeEnv !== 'production') return createSimulatorProvider(which, deps.store);
  return null;
}
