import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ObjectStore } from './object-store';

/*
 * Files members upload that anyone may fetch, under `${DATA_DIR}/storage/<folder>/` and served at
 * /storage/ (core/http/web-app.ts: nosniff, sandboxing CSP). Names are always ours: 32 random hex
 * characters and an extension chosen by the caller from the checked content, never from the client.
 */

const FOLDER = /^[a-z][a-z0-9-]{0,31}$/;
const IMAGE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};
const EXTENSION = /^[a-z0-9]{1,8}$/;

export function publicUploadPattern(folder: string): RegExp {
  return new RegExp(`^/storage/${folder}/[0-9a-f]{32}\\.[a-z0-9]{1,8}$`);
}

/** Writes the bytes under a fresh random name; returns the site path (`/storage/<folder>/<name>`). */
export async function savePublicUpload(
  dataDir: string,
  folder: string,
  extension: string,
  bytes: Buffer,
  /** The site's store for new files: in a bucket the file is `public/<folder>/<name>` (decision 044). */
  store?: ObjectStore,
): Promise<string> {
  if (!FOLDER.test(folder) || !EXTENSION.test(extension)) throw new Error(`bad upload target ${folder}`);
  const name = `${randomBytes(16).toString('hex')}.${extension}`;
  if (store?.kind === 's3') {
    await store.put(`public/${folder}/${name}`, bytes, IMAGE_TYPES[extension]);
    return `/storage/${folder}/${name}`;
  }
  const dir = join(dataDir, 'storage', folder);
  await mkdir(dir, { recursive: true });
  // 'wx': never overwrite, even in the (theoretical) case of a name collision.
  await writeFile(join(dir, name), bytes, { flag: 'wx' });
  return `/storage/${folder}/${name}`;
}

/**
 * Removes a file saved by savePublicUpload. Anything else (a demo image, a URL, an empty value) is left
 * alone, so a stored path can never point the server at a file outside its own uploads.
 */
export async function removePublicUpload(
  dataDir: string,
  folder: string,
  sitePath: string,
  bucket?: ObjectStore | null,
): Promise<void> {
  if (!publicUploadPattern(folder).test(sitePath)) return;
  const name = sitePath.slice(`/storage/${folder}/`.length);
  await unlink(join(dataDir, 'storage', folder, name)).catch(() => undefined);
  // It may be in the bucket (written there, or moved by media:to-s3); a bucket that fails leaves it.
  await bucket?.delete(`public/${folder}/${name}`).catch(() => undefined);
}
