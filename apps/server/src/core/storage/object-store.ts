import { createWriteStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, posix, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/*
 * One interface for the places media live (decision 044): the local disk (DATA_DIR/media) and an
 * S3-compatible bucket. Keys are relative POSIX paths (`uploads/202611/<id>.mp4`, `transcoded/7/<run>/…`),
 * the same under both, so a site moved to a bucket keeps its layout and a row names its place with a
 * `s3:` prefix or none (learning/media/locate.ts).
 */

export interface StoredObject {
  size: number;
  /** The store's fingerprint of the bytes (S3 ETag without quotes); null on the local disk. */
  etag: string | null;
}

/** Inclusive byte positions, as HTTP ranges count them. */
export interface ByteSpan {
  start: number;
  end: number;
}

export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** Writes a local file to `key`, replacing what was there. */
  putFile(key: string, file: string, contentType?: string): Promise<void>;
  put(key: string, body: Buffer | string, contentType?: string): Promise<void>;
  /** The object's size, or null when there is none. */
  head(key: string): Promise<StoredObject | null>;
  /** The object's bytes (a span of them), or null when there is none. */
  getStream(key: string, span?: ByteSpan): Promise<Readable | null>;
  /** Removes the object; no object is no error. */
  delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (a folder: end it with `/`). */
  list(prefix: string): AsyncIterable<{ key: string; size: number }>;
  /** A pre-signed GET address valid `expiresSeconds`; null where the store has none (the local disk). */
  presignGet(key: string, expiresSeconds: number): Promise<string | null>;
}

/** A key we write or read: relative, no `..`, no empty or dot segments, no backslash. */
export function isSafeKey(key: string): boolean {
  if (!key || key.startsWith('/') || key.includes('\\') || key.includes('\0')) return false;
  return key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

export function checkKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`bad storage key ${JSON.stringify(key)}`);
  return key;
}

export async function readText(store: ObjectStore, key: string): Promise<string | null> {
  const stream = await store.getStream(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Copies an object to a local file (made with its folders); false when the object is not there. */
export async function downloadTo(store: ObjectStore, key: string, file: string): Promise<boolean> {
  const stream = await store.getStream(key);
  if (!stream) return false;
  await mkdir(dirname(file), { recursive: true });
  await pipeline(stream, createWriteStream(file));
  return true;
}

/** Every file under a local folder, as keys relative to it. */
export async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    out.push(relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  }
  return out.sort();
}

/** Writes a local folder's files under `prefix` (a few at a time); answers the bytes written. */
export async function uploadFolder(
  store: ObjectStore,
  dir: string,
  prefix: string,
  contentTypeOf: (key: string) => string | undefined,
): Promise<number> {
  const files = await filesUnder(dir);
  let bytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const name = files[next++] as string;
      const file = join(dir, name);
      bytes += (await stat(file)).size;
      await store.putFile(posix.join(prefix, name), file, contentTypeOf(name));
    }
  };
  // Four at a time: segments are small, and one request at a time would spend most of its time waiting.
  await Promise.all(Array.from({ length: Math.min(4, files.length) }, worker));
  return bytes;
}

/** Removes every object under a folder (`prefix` ends with `/`). */
export async function deleteFolder(store: ObjectStore, prefix: string): Promise<void> {
  const keys: string[] = [];
  for await (const object of store.list(prefix)) keys.push(object.key);
  for (const key of keys) await store.delete(key);
}
