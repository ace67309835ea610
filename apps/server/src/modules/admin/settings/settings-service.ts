import {
  PRIVATE_SETTING_PREFIXES,
  SECRET_SETTING_FIELDS,
  type SettingKey,
  settingSchemas,
} from '@shuyuan/contract';
import { msg } from '@shuyuan/contract/messages';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { AppError } from '#core/errors';
import { sanitizeRichHtml } from '#core/sanitize';
import { s3SettingsOf } from '#core/storage/media-storage';
import { invalidateSystemCache } from '#modules/system';
import { paymentSettingRefusal } from '#providers/payment/settings-check';
import { type AdminActor, audit } from '../context';

const KEYS = Object.keys(settingSchemas) as SettingKey[];
/** Stored as HTML and shown as HTML: sanitised on the way in (and again on the way out by the pages). */
const HTML_KEYS = new Set<string>([
  'site.course_purchase_notice',
  'site.aboutus',
  'protocol.user',
  'protocol.privacy',
  'protocol.vip',
  'protocol.paid_content',
]);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const parse = (json: string | undefined): unknown => {
  if (json === undefined) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
};

async function readStored(db: Kysely<Database>): Promise<Map<string, unknown>> {
  const rows = await db.selectFrom('app_config').select(['key', 'value']).where('key', 'in', KEYS).execute();
  return new Map(rows.map((r) => [r.key, parse(r.value)]));
}

/** The value with its secret fields blanked; `set` collects `key.field` of the secrets that hold a value. */
function hideSecrets(key: SettingKey, value: unknown, set?: string[]): unknown {
  const fields = SECRET_SETTING_FIELDS[key];
  if (!fields || !isObj(value)) return value;
  const copy: Obj = { ...value };
  for (const field of fields) {
    if (typeof copy[field] === 'string' && copy[field] !== '') set?.push(`${key}.${field}`);
    copy[field] = '';
  }
  return copy;
}

export async function getSettings(db: Kysely<Database>) {
  const stored = await readStored(db);
  const values: Obj = {};
  const secretsSet: string[] = [];
  for (const key of KEYS) if (stored.has(key)) values[key] = hideSecrets(key, stored.get(key), secretsSet);
  return { values, secrets_set: secretsSet };
}

/**
 * Writes the given keys. Objects merge into the stored object, only over the fields the request named
 * (`raw`), and a secret sent as '' keeps the stored one: the console never has it to send back.
 */
export async function updateSettings(actor: AdminActor, parsed: Obj, raw: unknown): Promise<void> {
  const { deps } = actor;
  const rawValues = isObj(raw) && isObj(raw.values) ? raw.values : {};
  const stored = await readStored(deps.db);
  const before: Obj = {};
  const after: Obj = {};
  const now = Date.now();
  // zod fills defaults even for keys a partial object leaves out: only the keys the request named are
  // written, or saving one tab would blank every other setting.
  const named = (Object.keys(parsed) as SettingKey[]).filter((key) => key in rawValues);
  const merged = new Map<SettingKey, unknown>();
  for (const key of named) merged.set(key, mergedValue(key, parsed[key], stored.get(key), rawValues[key]));
  // Payment channels are checked as a whole (stored secrets included) before anything is written, so a
  // key that does not parse is refused with its reason and no half of the request is kept.
  for (const [key, value] of merged) {
    if (!key.startsWith('payment.') || !isObj(value)) continue;
    const refusal = paymentSettingRefusal(key, value, deps.config.nodeEnv === 'production');
    if (refusal) throw new AppError(refusal);
  }
  // S3 storage is chosen only with a complete bucket (the stored fields count): uploads would fail.
  const storage = merged.has('media.storage') ? merged.get('media.storage') : stored.get('media.storage');
  const bucket = merged.has('media.s3') ? merged.get('media.s3') : stored.get('media.s3');
  if (storage === 's3' && !(isObj(bucket) && s3SettingsOf(bucket)))
    throw new AppError(msg('storage.s3Required'));
  for (const key of named) {
    let value = merged.get(key);
    const old = stored.get(key);
    if (HTML_KEYS.has(key) && typeof value === 'string') value = sanitizeRichHtml(value);
    const json = JSON.stringify(value);
    const isPrivate = PRIVATE_SETTING_PREFIXES.some((p) => key.startsWith(p)) ? 1 : 0;
    await deps.db
      .insertInto('app_config')
      .values({ key, value: json, is_private: isPrivate, updated_at: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: json, updated_at: now }))
      .execute();
    // The audit log shows that a secret changed, never the secret.
    before[key] = maskForAudit(key, old);
    after[key] = maskForAudit(key, value);
  }
  await audit(actor, 'settings.update', 'settings', before, after);
  await invalidateSystemCache(deps.cache);
  // Cached answers of every area hold times written in the old zone (decision 035).
  if (named.includes('site.time_zone')) await deps.cache.invalidate('');
}

/**
 * An object value merged into what is stored, over the fields the request named (`raw`); a secret sent as
 * '' keeps the stored one: the console never has it to send back.
 */
function mergedValue(key: SettingKey, value: unknown, old: unknown, raw: unknown): unknown {
  if (!isObj(value) || key === 'func' || key === 'contact') return value;
  const fields = isObj(raw) ? Object.keys(raw) : [];
  const merged: Obj = isObj(old) ? { ...old } : {};
  for (const field of fields) {
    if (!(field in value)) continue;
    const secretField = SECRET_SETTING_FIELDS[key]?.includes(field);
    if (secretField && value[field] === '') continue;
    merged[field] =
      isObj(value[field]) && isObj(merged[field])
        ? { ...(merged[field] as Obj), ...(value[field] as Obj) }
        : value[field];
  }
  return merged;
}

function maskForAudit(key: SettingKey, value: unknown): unknown {
  const fields = SECRET_SETTING_FIELDS[key];
  if (!fields || !isObj(value)) return value ?? null;
  const copy: Obj = { ...value };
  for (const field of fields)
    if (typeof copy[field] === 'string' && copy[field] !== '') copy[field] = '******';
  return copy;
}
