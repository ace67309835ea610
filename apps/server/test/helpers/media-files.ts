import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { MEDIA_DIR } from '#modules/learning';

/** Media files in a test DATA_DIR, for the tests that play, cut or upload them (learning, admin). */

/** Writes a private media file (under DATA_DIR/media) and returns its `url` value. */
export function writeMedia(dataDir: string, path: string, content: Buffer | string): string {
  const file = join(dataDir, MEDIA_DIR, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  return path;
}

/** Bytes 0..n-1 as (i % 251): every offset has a recognisable value. */
export function patternBytes(n: number): Buffer {
  const bytes = Buffer.alloc(n);
  for (let i = 0; i < n; i++) bytes[i] = i % 251;
  return bytes;
}

/** Path and query of an absolute URL (for inject). */
export function pathOf(url: string): string {
  const u = new URL(url, 'http://localhost');
  return `${u.pathname}${u.search}`;
}
