import { certificateMatchesKey, keyProblemOf, readCertificates, readPrivateKey, readPublicKey } from './keys';
import { type AlipaySettings, alipaySettingsOf, type WechatSettings, wechatSettingsOf } from './settings';

/*
 * What is missing or wrong in a channel's settings, in the console's words. `invalid` is refused whenever it
 * is saved (a key that does not parse never reaches an order); `missing` only when the channel is enabled.
 */

export interface SettingProblems {
  missing: string[];
  invalid: string[];
}

export function alipayProblems(s: AlipaySettings): SettingProblems {
  const missing: string[] = [];
  const invalid: string[] = [];
  const need = (value: string, label: string) => {
    if (!value) missing.push(label);
  };
  need(s.appId, 'App ID');
  // PID is optional, as before decision 025: without it notifications are not checked against a seller.
  need(s.appPrivateKey, '应用私钥');
  if (s.appId && !/^\d{8,32}$/.test(s.appId)) invalid.push('App ID 须为数字');
  if (s.sellerId && !/^2088\d{12}$/.test(s.sellerId)) invalid.push('PID 须为 2088 开头的 16 位数字');
  const privateProblem = s.appPrivateKey
    ? keyProblemOf('应用私钥', () => readPrivateKey(s.appPrivateKey))
    : null;
  if (privateProblem) invalid.push(privateProblem);
  if (s.signMode === 'key') {
    need(s.alipayPublicKey, '支付宝公钥');
    const p = s.alipayPublicKey ? keyProblemOf('支付宝公钥', () => readPublicKey(s.alipayPublicKey)) : null;
    if (p) invalid.push(p);
  } else {
    need(s.appCert, '应用公钥证书');
    need(s.alipayCert, '支付宝公钥证书');
    need(s.alipayRootCert, '支付宝根证书');
    for (const [value, label] of [
      [s.appCert, '应用公钥证书'],
      [s.alipayCert, '支付宝公钥证书'],
      [s.alipayRootCert, '支付宝根证书'],
    ] as const) {
      const p = value ? keyProblemOf(label, () => readCertificates(value)) : null;
      if (p) invalid.push(p);
    }
    if (s.appCert && s.appPrivateKey && !privateProblem) {
      try {
        const [cert] = readCertificates(s.appCert);
        if (cert && !certificateMatchesKey(cert, readPrivateKey(s.appPrivateKey)))
          invalid.push('应用公钥证书与应用私钥不匹配');
      } catch {
        // reported above
      }
    }
  }
  if (!s.page && !s.wap) missing.push('支付方式（电脑网站支付或手机网站支付）');
  return { missing, invalid };
}

export function wechatProblems(s: WechatSettings): SettingProblems {
  const missing: string[] = [];
  const invalid: string[] = [];
  const need = (value: string, label: string) => {
    if (!value) missing.push(label);
  };
  need(s.appId, 'AppID');
  need(s.mchId, '商户号');
  need(s.serialNo, '商户证书序列号');
  need(s.privateKey, '商户 API 私钥');
  need(s.apiV3Key, 'APIv3 密钥');
  if (s.mchId && !/^\d{6,20}$/.test(s.mchId)) invalid.push('商户号须为数字');
  if (s.serialNo && !/^[0-9A-Fa-f]{8,64}$/.test(s.serialNo)) invalid.push('商户证书序列号须为十六进制');
  if (s.apiV3Key && Buffer.byteLength(s.apiV3Key, 'utf8') !== 32) invalid.push('APIv3 密钥须为 32 个字符');
  const p = s.privateKey ? keyProblemOf('商户 API 私钥', () => readPrivateKey(s.privateKey)) : null;
  if (p) invalid.push(p);
  if (s.verifyMode === 'publicKey') {
    need(s.publicKeyId, '微信支付公钥 ID');
    need(s.publicKey, '微信支付公钥');
    if (s.publicKeyId && !/^PUB_KEY_ID_\d{10,64}$/.test(s.publicKeyId))
      invalid.push('微信支付公钥 ID 须以 PUB_KEY_ID_ 开头');
    const q = s.publicKey ? keyProblemOf('微信支付公钥', () => readPublicKey(s.publicKey)) : null;
    if (q) invalid.push(q);
  }
  if (!s.native && !s.h5 && !s.jsapi) missing.push('支付方式（Native、H5 或 JSAPI）');
  return { missing, invalid };
}

const CHANNEL_LABEL = { 'payment.alipay': '支付宝', 'payment.wechat': '微信支付' } as const;

/**
 * The reason a payment setting must not be saved, or null. `value` is the stored object merged with the
 * request (so a secret kept from before counts as filled in).
 */
export function paymentSettingRefusal(
  key: string,
  value: Record<string, unknown>,
  production: boolean,
): string | null {
  if (key === 'payment.sandbox')
    return production && value.enabled === true ? '生产环境不能启用模拟支付' : null;
  if (key !== 'payment.alipay' && key !== 'payment.wechat') return null;
  const problems =
    key === 'payment.alipay'
      ? alipayProblems(alipaySettingsOf(value))
      : wechatProblems(wechatSettingsOf(value));
  if (problems.invalid.length) return problems.invalid.join('；');
  if (value.enabled === true && problems.missing.length)
    return `启用${CHANNEL_LABEL[key]}前请填写：${problems.missing.join('、')}`;
  return null;
}
