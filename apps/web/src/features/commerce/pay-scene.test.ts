import { describe, expect, it } from 'vitest';
import { paySceneOf, phonePaySceneOf } from './pay-scene';

const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  wechatIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323a) NetType/WIFI Language/zh_CN',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 14; V2307A) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220099 MMWEBSDK/20240404 MMWEBID/2307 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatWindows:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13)',
  alipayApp:
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 AlipayClient/10.5.86',
  jsdom: 'Mozilla/5.0 (linux) AppleWebKit/537.36 (KHTML, like Gecko) jsdom/26.1.0',
};

describe('paySceneOf', () => {
  it('is pc on desktop browsers (and in the test DOM)', () => {
    expect(paySceneOf(UA.chrome)).toBe('pc');
    expect(paySceneOf(UA.mac)).toBe('pc');
    expect(paySceneOf(UA.jsdom)).toBe('pc');
    expect(paySceneOf('')).toBe('pc');
  });

  it('is h5 on phone browsers, other apps’ browsers included', () => {
    expect(paySceneOf(UA.iphone)).toBe('h5');
    expect(paySceneOf(UA.android)).toBe('h5');
    expect(paySceneOf(UA.alipayApp)).toBe('h5');
  });

  it('is wechat inside WeChat, before the phone test and on its desktop client too', () => {
    expect(paySceneOf(UA.wechatIphone)).toBe('wechat');
    expect(paySceneOf(UA.wechatAndroid)).toBe('wechat');
    expect(paySceneOf(UA.wechatWindows)).toBe('wechat');
    expect(paySceneOf('something micromessenger/8')).toBe('wechat');
  });
});

describe('phonePaySceneOf (the /h5 site)', () => {
  it('never answers pc: a desktop browser on /h5 pays as a phone would', () => {
    expect(phonePaySceneOf(UA.chrome)).toBe('h5');
    expect(phonePaySceneOf(UA.iphone)).toBe('h5');
    expect(phonePaySceneOf(UA.wechatIphone)).toBe('wechat');
  });
});
