import {
  createHash,
  createSign,
  generateKeyPair,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
  X509Certificate,
} from 'node:crypto';
import { promisify } from 'node:util';
import {
  bits,
  bool,
  certificateSignatureOid,
  explicit,
  integer,
  nullValue,
  octets,
  oid,
  pemBlocks,
  printable,
  seq,
  set,
  time,
  toPem,
  utf8,
} from './der';

/*
 * Keys and certificates made at run time with node:crypto only: no channel key, real or fake, is ever in the
 * repository. The certificates look like the channels' own (a CA, leaves issued by it with several RDNs in
 * subject and issuer, chosen serials and validity) because the code under test computes serials and Alipay
 * SNs from them; they parse with node's X509Certificate and with @fidm/x509 (what alipay-sdk uses).
 */

export interface RsaKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** PKCS#8 */
  privateKeyPem: string;
  /** SPKI */
  publicKeyPem: string;
}

function pems(privateKey: KeyObject, publicKey: KeyObject): RsaKeys {
  return {
    privateKey,
    publicKey,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export function makeRsaKeys(): RsaKeys {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return pems(privateKey, publicKey);
}

const generate = promisify(generateKeyPair);

/** The same, generated on the thread pool: the fakes make several at start and this runs them side by side. */
export async function makeRsaKeysAsync(): Promise<RsaKeys> {
  const { privateKey, publicKey } = await generate('rsa', { modulusLength: 2048 });
  return pems(privateKey, publicKey);
}

/** A P-256 key: the non-RSA root Alipay ships in its root bundle, which the root SN must leave out. */
export async function makeEcKeysAsync(): Promise<RsaKeys> {
  const { privateKey, publicKey } = await generate('ec', { namedCurve: 'prime256v1' });
  return pems(privateKey, publicKey);
}

/** Attribute types in the order written; Alipay's and Tenpay's certificates use these. */
const ATTRIBUTE_OIDS = {
  C: '2.5.4.6',
  ST: '2.5.4.8',
  L: '2.5.4.7',
  O: '2.5.4.10',
  OU: '2.5.4.11',
  CN: '2.5.4.3',
};
export type DistinguishedName = Array<[keyof typeof ATTRIBUTE_OIDS, string]>;

function encodeName(dn: DistinguishedName): Buffer {
  // Country is a PrintableString (X.520); everything else UTF8String, which carries Chinese names too.
  return seq(
    ...dn.map(([type, value]) =>
      set(seq(oid(ATTRIBUTE_OIDS[type]), type === 'C' ? printable(value) : utf8(value))),
    ),
  );
}

export interface IssuedCert extends RsaKeys {
  certPem: string;
  /** Uppercase hex without leading zeros, as X509Certificate.serialNumber and WeChat Pay's serial_no show it. */
  serial: string;
  subject: DistinguishedName;
  notBefore: Date;
  notAfter: Date;
}

export interface IssueOptions {
  subject: DistinguishedName;
  /** The subject's keys; generated when not given. */
  keys?: RsaKeys;
  /** The issuing CA; omitted, the certificate is self-signed with its own key. */
  issuer?: IssuedCert;
  /** Hex (any case) or a bigint; default 20 random bytes with the first in 0x10..0x7f (40 hex digits). */
  serial?: string | bigint;
  notBefore?: Date;
  notAfter?: Date;
  ca?: boolean;
}

function serialBytes(serial: string | bigint | undefined): Buffer {
  if (serial === undefined) {
    const b = randomBytes(20);
    b[0] = 0x10 + (b[0] % 0x70);
    return b;
  }
  let hex = typeof serial === 'bigint' ? serial.toString(16) : serial.replace(/^0x/i, '');
  if (hex.length % 2) hex = `0${hex}`;
  return Buffer.from(hex, 'hex');
}

/** Writes and signs an X.509 v3 certificate (sha256WithRSAEncryption, or ecdsa-with-SHA256 for an EC issuer). */
export function issueCertificate(keys: RsaKeys, o: IssueOptions): IssuedCert {
  const signer = o.issuer ?? { ...keys, subject: o.subject };
  const ec = signer.privateKey.asymmetricKeyType === 'ec';
  const algorithm = ec ? seq(oid('1.2.840.10045.4.3.2')) : seq(oid('1.2.840.113549.1.1.11'), nullValue());
  const now = Date.now();
  const notBefore = o.notBefore ?? new Date(now - 86_400_000);
  const notAfter = o.notAfter ?? new Date(now + 5 * 365 * 86_400_000);
  // basicConstraints and keyUsage: @fidm/x509's checkSignature refuses a parent without them (RFC 5280 4.2.1.9).
  const extensions = o.ca
    ? [
        seq(oid('2.5.29.19'), bool(true), octets(seq(bool(true)))),
        seq(oid('2.5.29.15'), bool(true), octets(bits(Buffer.from([0x06]), 1))), // keyCertSign, cRLSign
      ]
    : [
        seq(oid('2.5.29.19'), bool(true), octets(seq())),
        seq(oid('2.5.29.15'), bool(true), octets(bits(Buffer.from([0xa0]), 5))), // digitalSignature, keyEncipherment
      ];
  const serial = serialBytes(o.serial);
  const tbs = seq(
    explicit(0, integer(Buffer.from([2]))), // v3
    integer(serial),
    algorithm,
    encodeName(signer.subject),
    seq(time(notBefore), time(notAfter)),
    encodeName(o.subject),
    keys.publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, seq(...extensions)),
  );
  const signature = createSign('SHA256').update(tbs).sign(signer.privateKey);
  const certPem = toPem(seq(tbs, algorithm, bits(signature)));
  return {
    ...keys,
    certPem,
    serial: new X509Certificate(certPem).serialNumber,
    subject: o.subject,
    notBefore,
    notAfter,
  };
}

export async function issueNewCertificate(o: IssueOptions): Promise<IssuedCert> {
  return issueCertificate(o.keys ?? (await makeRsaKeysAsync()), o);
}

/** Kept for the older tests: a self-signed certificate standing in for a WeChat Pay platform certificate. */
export interface TestCert {
  privateKey: KeyObject;
  privateKeyPem: string;
  publicKeyPem: string;
  certPem: string;
  serial: string;
}

export function makeSelfSignedCert(commonName = 'Tenpay.com Test Platform'): TestCert {
  return issueCertificate(makeRsaKeys(), { subject: [['CN', commonName]] });
}

/*
 * Alipay's certificate SN (公钥证书模式): md5 of the issuer's distinguished name written as RFC 2253 does it —
 * attributes in reverse order, `type=value` joined by commas — followed by the serial number in decimal
 * (Alipay's Java SDK AlipaySignature.getCertSN; the docs: "将 name 与 serialNumber 拼接成字符串，再对该字符串做
 * MD5"). The root SN joins with `_` the SNs of the bundle's RSA-signed certificates only (signature OID under
 * 1.2.840.113549.1.1): the bundle also holds non-RSA roots that the gateway does not count.
 * Written from node's X509Certificate, not @fidm/x509, so a test can compare the two.
 */
export function alipayCertSn(certPem: string | Buffer): string {
  const cert = new X509Certificate(certPem);
  // node prints the issuer one attribute per line in certificate order; values here never need escaping.
  const name = cert.issuer.split('\n').reverse().join(',');
  const decimal = BigInt(`0x${cert.serialNumber}`).toString(10);
  return createHash('md5')
    .update(name + decimal, 'utf8')
    .digest('hex');
}

export function alipayRootCertSn(bundlePem: string): string {
  return pemBlocks(bundlePem)
    .filter((der) => certificateSignatureOid(der).startsWith('1.2.840.113549.1.1'))
    .map((der) => alipayCertSn(der))
    .join('_');
}

/** The public key of a certificate, as SPKI PEM (what alipay-sdk takes from the Alipay certificate). */
export function certPublicKeyPem(certPem: string): string {
  return new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'pem' }).toString();
}
