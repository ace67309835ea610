import { describe, expect, it } from 'vitest';
import { h5Entry, isMobileUserAgent, shouldSendToH5 } from './mobile-rule';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  wechat:
    'Mozilla/5.0 (Linux; U; Android 9; zh-cn; MI 8 Build/PKQ1) AppleWebKit/537.36 (KHTML, like Gecko) MQQBrowser/6.2 TBS/045 Mobile Safari/537.36 MicroMessenger/8.0',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
};

describe('mobile user agents (spec §1)', () => {
  it('recognises phones and tablets', () => {
    for (const ua of [UA.iphone, UA.android, UA.ipad, UA.wechat]) expect(isMobileUserAgent(ua)).toBe(true);
  });

  it('leaves desktop browsers alone', () => {
    for (const ua of [UA.windows, UA.mac, UA.linux, UA.headless]) expect(isMobileUserAgent(ua)).toBe(false);
  });
});

describe('shouldSendToH5', () => {
  it('sends a phone on any other path to /h5', () => {
    expect(shouldSendToH5(UA.iphone, '/', false)).toBe(true);
    expect(shouldSendToH5(UA.android, '/courses', false)).toBe(true);
    expect(shouldSendToH5(UA.android, '/member/orders', false)).toBe(true);
  });

  it('never bounces /h5 itself, a desktop, or a visitor who chose the desktop site', () => {
    expect(shouldSendToH5(UA.iphone, '/h5', false)).toBe(false);
    expect(shouldSendToH5(UA.windows, '/', false)).toBe(false);
    expect(shouldSendToH5(UA.iphone, '/courses', true)).toBe(false);
  });
});

describe('login steps and the /h5 entry', () => {
  it('lets a phone finish a login step on the desktop page', () => {
    expect(shouldSendToH5(UA.iphone, '/login/callback', false)).toBe(false);
    expect(shouldSendToH5(UA.iphone, '/bind-mobile', false)).toBe(false);
    expect(shouldSendToH5(UA.iphone, '/face-check', false)).toBe(false);
    expect(shouldSendToH5(UA.iphone, '/login', false)).toBe(true);
  });

  it('hands the page asked for to /h5, which opens its mobile twin', () => {
    expect(h5Entry('/')).toBe('/h5');
    expect(h5Entry('/courses/detail/3?x=1')).toBe('/h5?from=%2Fcourses%2Fdetail%2F3%3Fx%3D1');
  });
});
