import { type KeyObject, X509Certificate } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import type { Store } from '#core/store/store';
import { readPublicKey } from './keys';
import type { WechatSettings } from './settings';
import { CallbackRejected } from './types';
import { wechatErrorMessage, wechatRequest } from './wechat-request';
import { decryptResource, type EncryptedResource, verifyWechatSignature } from './wechat-sign';

/*
 * WeChat Pay platform certificates (平台证书): downloaded by the server from GET /v3/certificates, each
 * decrypted with the APIv3 key, the answer verified with the certificate it names, and kept in the database
 * (a private app_config row) so every process verifies with the same ones. Refreshed every 12 hours, when
 * one expires within a week, and when a report names a serial we do not have (WeChat rotates them).
 */

export const PLATFORM_CERTS_KEY = 'payment.wechat_platform_certs';
const REFRESH_EVERY_MS = 12 * 3600_000;
const EXPIRY_MARGIN_MS = 7 * 86_400_000;
/** One download at a time across processes, and at most one a minute for unknown serials. */
const LOCK_KEY = 'payment:wechat-certs';
const LOCK_MS = 60_000;

export interface PlatformCertificate {
  serial: string;
  pem: string;
  effectiveAt: number;
  expireAt: number;
}

export interface StoredCertificates {
  mchId: string;
  fetchedAt: number;
  certs: PlatformCertificate[];
}

export async function readPlatformCertificates(db: Kysely<Database>): Promise<StoredCertificates | null> {
  const row = await db
    .selectFrom('app_config')
    .select('value')
    .where('key', '=', PLATFORM_CERTS_KEY)
    .executeTakeFirst();
  if (!row) return null;
  try {
    const value = JSON.parse(row.value) as StoredCertificates;
    return Array.isArray(value.certs) ? value : null;
  } catch {
    return null;
  }
}

async function savePlatformCertificates(db: Kysely<Database>, stored: StoredCertificates): Promise<void> {
  const value = JSON.stringify(stored);
  const now = Date.now();
  await db
    .insertInto('app_config')
    .values({ key: PLATFORM_CERTS_KEY, value, is_private: 1, updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: now }))
    .execute();
}

/** Downloads, decrypts and verifies the merchant's platform certificates. Throws with WeChat's message. */
export async function downloadPlatformCertificates(s: WechatSettings): Promise<PlatformCertificate[]> {
  const answer = await wechatRequest(s, 'GET', '/v3/certificates');
  if (answer.status !== 200) throw new Error(`下载平台证书失败：${wechatErrorMessage(answer)}`);
  let list: { serial_no?: string; encrypt_certificate?: EncryptedResource }[];
  try {
    list = (JSON.parse(answer.raw.body) as { data?: typeof list }).data ?? [];
  } catch {
    throw new Error('下载平台证书失败：应答不是 JSON');
  }
  const certs: PlatformCertificate[] = [];
  for (const item of list) {
    if (!item.encrypt_certificate) continue;
    let pem: string;
    try {
      pem = decryptResource(s.apiV3Key, item.encrypt_certificate);
    } catch {
      throw new Error('下载平台证书失败：证书无法用 APIv3 密钥解密（请检查 APIv3 密钥）');
    }
    const cert = new X509Certificate(pem);
    certs.push({
      serial: cert.serialNumber.toUpperCase(),
      pem,
      effectiveAt: Date.parse(cert.validFrom),
      expireAt: Date.parse(cert.validTo),
    });
  }
  if (certs.length === 0) throw new Error('下载平台证书失败：应答中没有证书');
  // The answer is signed by one of the certificates it carries: nothing else can vouch for the first one.
  try {
    verifyWechatSignature(keysOf(certs), answer.raw);
  } catch (error) {
    throw new Error(
      `下载平台证书失败：应答签名无法验证（${error instanceof CallbackRejected ? error.message : '未知原因'}）`,
    );
  }
  return certs;
}

/** Serial → public key of every usable key: platform certificates not yet expired, and the public key. */
export function keysOf(certs: PlatformCertificate[], s?: WechatSettings): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  const now = Date.now();
  for (const c of certs) {
    if (c.expireAt <= now) continue;
    try {
      keys.set(c.serial.toUpperCase(), new X509Certificate(c.pem).publicKey);
    } catch {
      // a damaged row: skip it, the next download replaces it
    }
  }
  if (s?.publicKeyId && s.publicKey) {
    try {
      keys.set(s.publicKeyId, readPublicKey(s.publicKey));
    } catch {
      // refused when saved; a key edited in the database by hand is skipped
    }
  }
  return keys;
}

/** Certificates of this merchant from the database, or [] (another merchant's are never used). */
export async function storedCertificatesOf(db: Kysely<Database>, s: WechatSettings) {
  const stored = await readPlatformCertificates(db);
  return stored && stored.mchId === s.mchId ? stored : null;
}

/**
 * Downloads and stores the certificates when due (or `force`d), one process at a time. Returns the
 * certificates now stored, or null when another process holds the lock or nothing was due.
 */
export async function refreshPlatformCertificates(
  db: Kysely<Database>,
  store: Store,
  s: WechatSettings,
  options: { force?: boolean } = {},
): Promise<PlatformCertificate[] | null> {
  if (s.verifyMode !== 'certificate') return null;
  const stored = await storedCertificatesOf(db, s);
  const now = Date.now();
  const due =
    options.force ||
    !stored ||
    now - stored.fetchedAt > REFRESH_EVERY_MS ||
    stored.certs.every((c) => c.expireAt - now < EXPIRY_MARGIN_MS);
  if (!due) return null;
  if (!options.force && !(await store.setIfAbsent(LOCK_KEY, String(process.pid), LOCK_MS))) return null;
  const certs = await downloadPlatformCertificates(s);
  await savePlatformCertificates(db, { mchId: s.mchId, fetchedAt: now, certs });
  return certs;
}

/** When a report names a serial we lack: download at most once a minute (across processes). */
export async function certificatesForUnknownSerial(
  db: Kysely<Database>,
  store: Store,
  s: WechatSettings,
): Promise<PlatformCertificate[] | null> {
  if (s.verifyMode !== 'certificate') return null;
  if (!(await store.setIfAbsent(LOCK_KEY, String(process.pid), LOCK_MS))) return null;
  const certs = await downloadPlatformCertificates(s);
  await savePlatformCertificates(db, { mchId: s.mchId, fetchedAt: Date.now(), certs });
  return certs;
}
