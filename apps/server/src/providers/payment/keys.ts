import { createPrivateKey, createPublicKey, type KeyObject, X509Certificate } from 'node:crypto';

/*
 * Keys and certificates as merchants paste them. Alipay's key tool writes bare base64 (PKCS#8 or PKCS#1),
 * WeChat Pay hands out PEM files; both are accepted and turned into one PEM form before use, so a key that
 * does not parse is refused when it is saved, with the reason, not at a member's first order.
 */

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g;

function bareDer(text: string): Buffer | null {
  const compact = text.replace(/\s+/g, '');
  if (!compact || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return null;
  return Buffer.from(compact, 'base64');
}

export class KeyProblem extends Error {}

/**
 * A key of one kind from text: PEM (`pem` reads it), or bare base64 DER in one of two encodings (Alipay's
 * key tool writes either). RSA only: both channels sign with RSA.
 */
function readKey(
  text: string,
  what: '私钥' | '公钥',
  pem: (t: string) => KeyObject,
  der: (d: Buffer, type: 'pkcs8' | 'spki' | 'pkcs1') => KeyObject,
  types: readonly ['pkcs8' | 'spki', 'pkcs1'],
): KeyObject {
  const trimmed = text.trim();
  if (!trimmed) throw new KeyProblem('为空');
  let key: KeyObject | undefined;
  if (trimmed.includes('-----BEGIN')) {
    try {
      key = pem(trimmed);
    } catch {
      throw new KeyProblem('无法解析');
    }
  } else {
    const bytes = bareDer(trimmed);
    if (!bytes) throw new KeyProblem('不是 PEM 或 base64 格式');
    for (const type of types) {
      try {
        key = der(bytes, type);
        break;
      } catch {
        // try the other encoding
      }
    }
  }
  if (!key) throw new KeyProblem('无法解析');
  if (key.asymmetricKeyType !== 'rsa') throw new KeyProblem(`不是 RSA ${what}`);
  return key;
}

/** A private key from PEM (PKCS#1 or PKCS#8) or bare base64 DER. */
export const readPrivateKey = (text: string) =>
  readKey(
    text,
    '私钥',
    (t) => createPrivateKey(t),
    (d, type) => createPrivateKey({ key: d, format: 'der', type: type as 'pkcs8' | 'pkcs1' }),
    ['pkcs8', 'pkcs1'],
  );

export const privateKeyPem = (text: string) =>
  readPrivateKey(text).export({ type: 'pkcs8', format: 'pem' }).toString();

/** A public key from PEM (SPKI or PKCS#1), bare base64 DER, or the certificate holding it. */
export const readPublicKey = (text: string) =>
  readKey(
    text,
    '公钥',
    (t) => (t.includes('-----BEGIN CERTIFICATE') ? new X509Certificate(t).publicKey : createPublicKey(t)),
    (d, type) => createPublicKey({ key: d, format: 'der', type: type as 'spki' | 'pkcs1' }),
    ['spki', 'pkcs1'],
  );

export const publicKeyPem = (text: string) =>
  readPublicKey(text).export({ type: 'spki', format: 'pem' }).toString();

/** Every certificate of a PEM bundle (Alipay's root certificate file holds several). */
export function readCertificates(text: string): X509Certificate[] {
  const blocks = [...text.matchAll(PEM_BLOCK)].filter((m) => m[1] === 'CERTIFICATE');
  if (blocks.length === 0) throw new KeyProblem('不是 PEM 证书');
  return blocks.map((m) => {
    try {
      return new X509Certificate(m[0]);
    } catch {
      throw new KeyProblem('无法解析');
    }
  });
}

/** A certificate whose public key belongs to this private key (the app certificate must be the app's). */
export function certificateMatchesKey(cert: X509Certificate, privateKey: KeyObject): boolean {
  try {
    return cert.checkPrivateKey(privateKey);
  } catch {
    return false;
  }
}

/** Runs a read and turns a KeyProblem into `<label><reason>` for the settings answer. */
export function keyProblemOf(label: string, read: () => unknown): string | null {
  try {
    read();
    return null;
  } catch (error) {
    return `${label}${error instanceof KeyProblem ? error.message : '无法解析'}`;
  }
}
