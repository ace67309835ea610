import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { readConfigValues } from '#core/config-values';
import type { Database } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { LocalStore } from './local-store';
import type { ObjectStore } from './object-store';
import { type S3Settings, S3Store } from './s3-store';

/*
 * Which store the site's media go to (decision 044): app_config `media.storage` ('local', the default, or
 * 's3') and the bucket of `media.s3`, both set in the console's storage settings. Reads follow the row
 * (`s3:<key>` is in the bucket, anything else on the disk) whatever the choice is now, so switching stores
 * never breaks what is already there; writes go to the chosen store.
 */

export type StorageDriver = 'local' | 's3';

/** The S3 settings of app_config `media.s3` from its stored fields, or null when they are not complete. */
export function s3SettingsOf(raw: Record<string, unknown>): S3Settings | null {
  const str = (k: string) => (typeof raw[k] === 'string' ? (raw[k] as string).trim() : '');
  const settings: S3Settings = {
    endpoint: str('endpoint').replace(/\/+$/, ''),
    region: str('region') || 'us-east-1',
    bucket: str('bucket'),
    accessKeyId: str('access_key_id'),
    secretAccessKey: str('secret_access_key'),
    pathStyle: raw.path_style === true || raw.path_style === 1 || raw.path_style === '1',
  };
  const complete =
    /^https?:\/\/[^/]/.test(settings.endpoint) &&
    URL.canParse(settings.endpoint) &&
    settings.bucket !== '' &&
    settings.accessKeyId !== '' &&
    settings.secretAccessKey !== '';
  return complete ? settings : null;
}

export async function readStorageSettings(
  db: Kysely<Database>,
): Promise<{ driver: StorageDriver; s3: S3Settings | null }> {
  const values = await readConfigValues(db, ['media.storage', 'media.s3']);
  return {
    driver: values.str('media.storage') === 's3' ? 's3' : 'local',
    s3: s3SettingsOf(values.obj('media.s3')),
  };
}

/** The bucket of app_config `media.s3`, or null when it is not set up. */
export async function readS3Settings(db: Kysely<Database>): Promise<S3Settings | null> {
  return (await readStorageSettings(db)).s3;
}

/** One client per bucket and keys (a client keeps its connections open; settings change rarely). */
const stores = new Map<string, S3Store>();

export function s3StoreFor(settings: S3Settings): S3Store {
  const id = JSON.stringify(settings);
  let store = stores.get(id);
  if (!store) {
    // Clients of earlier settings are dropped, not destroyed: a transcode may still be uploading through one.
    if (stores.size >= 4) stores.clear();
    store = new S3Store(settings);
    stores.set(id, store);
  }
  return store;
}

export const localMediaStore = (dataDir: string) => new LocalStore(join(dataDir, 'media'));

export interface MediaStores {
  local: LocalStore;
  /** The bucket, when one is set up (rows naming `s3:` keys are read from it even if writes go local). */
  s3: S3Store | null;
  /** Where new media are written: the bucket when `media.storage` is 's3' and the bucket is set up. */
  write: ObjectStore;
}

export async function readMediaStores({ db, config }: Deps<'db' | 'config'>): Promise<MediaStores> {
  const { driver, s3 } = await readStorageSettings(db);
  const local = localMediaStore(config.dataDir);
  const bucket = s3 ? s3StoreFor(s3) : null;
  return { local, s3: bucket, write: driver === 's3' && bucket ? bucket : local };
}

/** How a row names an object of a store: `s3:<key>` in the bucket, the bare key on the disk. */
export const storedPath = (store: ObjectStore, key: string) => (store.kind === 's3' ? `s3:${key}` : key);
