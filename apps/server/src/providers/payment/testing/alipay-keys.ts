import { digits } from './fake-http';
import {
  alipayCertSn,
  alipayRootCertSn,
  type DistinguishedName,
  type IssuedCert,
  issueCertificate,
  makeEcKeysAsync,
  makeRsaKeysAsync,
  type RsaKeys,
} from './test-keys';

/*
 * The fake Alipay's identities and keys, new on every start (the roots once per process). Key mode: the app's key pair (its private key
 * is the merchant's appPrivateKey) and "Alipay's" pair (the public half is alipayPublicKey). Certificate mode
 * (公钥证书): an RSA root CA, an app certificate and an Alipay certificate it issued, and a root bundle that,
 * like Alipay's alipayRootCert.crt, also holds a non-RSA (ECDSA) root the root SN must not count.
 * Names follow Alipay's real ones (C=CN, O=…, OU=…, CN=…); serials are large, as Alipay's are.
 */

export interface AlipayKeySet {
  appId: string;
  sellerId: string;
  app: RsaKeys;
  alipay: RsaKeys;
  cert?: {
    appCert: string;
    alipayCert: string;
    alipayRootCert: string;
    appCertSn: string;
    alipayCertSn: string;
    alipayRootCertSn: string;
  };
}

const CA_NAME: DistinguishedName = [
  ['C', 'CN'],
  ['O', 'Ant Financial'],
  ['OU', 'Certification Authority'],
  ['CN', 'Ant Financial Certification Authority Class 2 R1'],
];

/*
 * One Ant Financial root (and ECDSA root) per process, as Alipay has one for every app: it also saves a
 * 2048-bit key generation (about half a second here) per fake.
 */
let roots: Promise<{ root: IssuedCert; ecRoot: IssuedCert }> | undefined;
function sharedRoots() {
  roots ??= Promise.all([makeRsaKeysAsync(), makeEcKeysAsync()]).then(([rsa, ec]) => ({
    root: issueCertificate(rsa, { subject: CA_NAME, ca: true, serial: `7${digits(18)}` }),
    ecRoot: issueCertificate(ec, {
      subject: [
        ['C', 'CN'],
        ['O', 'Ant Financial'],
        ['OU', 'Certification Authority'],
        ['CN', 'Ant Financial Certification Authority E1'],
      ],
      ca: true,
    }),
  }));
  return roots;
}

export async function alipayKeys(mode: 'key' | 'cert'): Promise<AlipayKeySet> {
  const appId = `2021${digits(12)}`;
  const sellerId = `2088${digits(12)}`;
  const [app, alipay, shared] = await Promise.all([
    makeRsaKeysAsync(),
    makeRsaKeysAsync(),
    mode === 'cert' ? sharedRoots() : undefined,
  ]);
  if (!shared) return { appId, sellerId, app, alipay };
  const { root, ecRoot } = shared;
  const company = '书院测试教育科技有限公司';
  const appCert = issueCertificate(app, {
    subject: [
      ['C', 'CN'],
      ['O', company],
      ['OU', 'Alipay'],
      ['CN', `${company}-${appId}`],
    ],
    issuer: root,
    serial: BigInt(`2021${digits(20)}`),
  }).certPem;
  const alipayName = '支付宝(杭州)信息技术有限公司';
  const alipayCert = issueCertificate(alipay, {
    subject: [
      ['C', 'CN'],
      ['O', alipayName],
      ['OU', 'Alipay'],
      ['CN', alipayName],
    ],
    issuer: root,
    serial: BigInt(`2021${digits(20)}`),
  }).certPem;
  const alipayRootCert = root.certPem + ecRoot.certPem;
  return {
    appId,
    sellerId,
    app,
    alipay,
    cert: {
      appCert,
      alipayCert,
      alipayRootCert,
      appCertSn: alipayCertSn(appCert),
      alipayCertSn: alipayCertSn(alipayCert),
      alipayRootCertSn: alipayRootCertSn(alipayRootCert),
    },
  };
}
