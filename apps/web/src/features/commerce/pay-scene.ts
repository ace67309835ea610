import { payScene, type TPayScene } from '@shuyuan/contract/user-agent';

/**
 * Where the member pays (decision 025), by the one rule the server's cashier uses too: WeChat's browser first
 * (it is also a phone browser, but only JSAPI works there), then a phone, else a desktop.
 */
export const paySceneOf = (ua: string): TPayScene => payScene(ua);

/**
 * The scene of the mobile site: WeChat inside WeChat, else `h5` even when a desktop browser opens /h5, since
 * that site has no QR to show (it leaves for the channel's page instead).
 */
export function phonePaySceneOf(ua: string): TPayScene {
  return paySceneOf(ua) === 'wechat' ? 'wechat' : 'h5';
}

export const currentPayScene = () => paySceneOf(navigator.userAgent);
export const currentPhonePayScene = () => phonePaySceneOf(navigator.userAgent);
