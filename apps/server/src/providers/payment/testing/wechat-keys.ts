import { createHash, randomBytes } from 'node:crypto';
import { alnum, digits } from './fake-http';
import { type IssuedCert, issueCertificate, makeRsaKeysAsync, type RsaKeys } from './test-keys';

/*
 * The fake WeChat Pay's identities and keys, new on every start (the Tenpay CA once per process): the merchant's API certificate (its serial is
 * the serialNo the site stores; its key signs requests and paySign), the APIv3 key (32 ASCII characters), and
 * one of the two ways WeChat Pay signs: platform certificates issued by a Tenpay CA (downloaded from
 * /v3/certificates, rotated) or a WeChat Pay public key with its id PUB_KEY_ID_ + 32 digits. Also the
 * official account (公众号) whose snsapi_base OAuth gives the JSAPI payer's openid.
 */

export interface PlatformCert {
  cert: IssuedCert;
  effectiveAt: number;
  /** When it leaves the download list; brought forward to 24 h after a rotation, as WeChat Pay does. */
  expiresAt: number;
}

export interface WechatKeySet {
  appId: string;
  mchId: string;
  apiV3Key: string;
  merchant: IssuedCert;
  ca: IssuedCert;
  platform: PlatformCert[];
  publicKey?: { id: string; keys: RsaKeys };
  officialAccount: { app_id: string; app_secret: string };
}

const TENPAY_CA = [
  ['C', 'CN'],
  ['O', 'Tenpay.com'],
  ['OU', 'Tenpay.com CA Center'],
  ['CN', 'Tenpay.com Root CA'],
] as Array<['C' | 'O' | 'OU' | 'CN', string]>;

/*
 * One Tenpay CA per process, as there is one for every merchant: it also saves a 2048-bit key generation
 * (about half a second here) per fake.
 */
let tenpayCa: Promise<IssuedCert> | undefined;
const sharedCa = () => {
  tenpayCa ??= makeRsaKeysAsync().then((keys) => issueCertificate(keys, { subject: TENPAY_CA, ca: true }));
  return tenpayCa;
};

export async function newPlatformCert(ca: IssuedCert, mchId: string): Promise<PlatformCert> {
  return platformCert(ca, mchId, await makeRsaKeysAsync());
}

function platformCert(ca: IssuedCert, mchId: string, keys: RsaKeys): PlatformCert {
  const cert = issueCertificate(keys, {
    subject: [
      ['C', 'CN'],
      ['ST', 'Guangdong'],
      ['L', 'Shenzhen'],
      ['O', 'Tenpay.com'],
      ['OU', `Tenpay.com platform ${mchId}`],
      ['CN', 'Tenpay.com sign'],
    ],
    issuer: ca,
  });
  return { cert, effectiveAt: cert.notBefore.getTime(), expiresAt: cert.notAfter.getTime() };
}

export async function wechatKeys(mode: 'certificate' | 'publicKey'): Promise<WechatKeySet> {
  const appId = `wx${randomBytes(8).toString('hex')}`;
  const mchId = `19${digits(8)}`;
  // All keys at once on the thread pool; the certificates are then written and signed synchronously.
  const [ca, merchantKeys, platformKeys, publicKeys] = await Promise.all([
    sharedCa(),
    makeRsaKeysAsync(),
    mode === 'certificate' ? makeRsaKeysAsync() : undefined,
    mode === 'publicKey' ? makeRsaKeysAsync() : undefined,
  ]);
  const merchant = issueCertificate(merchantKeys, {
    subject: [
      ['C', 'CN'],
      ['ST', 'Guangdong'],
      ['L', 'Shenzhen'],
      ['O', '微信商户系统'],
      ['OU', '书院测试教育科技有限公司'],
      ['CN', mchId],
    ],
    issuer: ca,
  });
  const platform = platformKeys && platformCert(ca, mchId, platformKeys);
  return {
    appId,
    mchId,
    apiV3Key: alnum(32),
    merchant,
    ca,
    platform: platform ? [platform] : [],
    publicKey: publicKeys ? { id: `PUB_KEY_ID_${digits(32)}`, keys: publicKeys } : undefined,
    // The official account shares the merchant's AppID (decision 025: JSAPI needs it).
    officialAccount: { app_id: appId, app_secret: randomBytes(16).toString('hex') },
  };
}

/** A stable openid per (AppID, person): 28 characters starting with "o", like WeChat's. */
export function openidFor(appId: string, person: string): string {
  return `o${createHash('sha256').update(`${appId}\n${person}`).digest('base64url').slice(0, 27)}`;
}
