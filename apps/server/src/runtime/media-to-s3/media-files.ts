import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { filesUnder } from '#core/storage/object-store';
import { MULTIPART_FROM, PART_SIZE, type S3Store } from '#core/storage/s3-store';

/*
 * The files `npm run media:to-s3` moves (decision 044) and how it knows one is already in the bucket.
 * The bucket mirrors the disk: DATA_DIR/media/<k> is <k>, DATA_DIR/storage/<k> is public/<k> (served at
 * /storage/<k> by a redirect), DATA_DIR/private/attachments/<k> is private/attachments/<k>.
 */

export interface LocalFile {
  file: string;
  key: string;
}

/** Every file to move, in a stable order (a second run walks the same list). */
export async function filesToMove(dataDir: string): Promise<LocalFile[]> {
  const areas = [
    { dir: join(dataDir, 'media'), prefix: '' },
    { dir: join(dataDir, 'storage'), prefix: 'public/' },
    { dir: join(dataDir, 'private', 'attachments'), prefix: 'private/attachments/' },
  ];
  const out: LocalFile[] = [];
  for (const area of areas) {
    if (!existsSync(area.dir)) continue;
    for (const name of await filesUnder(area.dir)) {
      // Runs still being written (`.partial`), temporary files and dotfiles stay.
      if (name.split('/').some((part) => part.startsWith('.') || part.endsWith('.partial'))) continue;
      if (name.endsWith('.tmp')) continue;
      out.push({ file: join(area.dir, name), key: `${area.prefix}${name}` });
    }
  }
  return out;
}

/** MD5 of a byte range of a file. */
function md5(file: string, start?: number, end?: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const hash = createHash('md5');
    createReadStream(file, start === undefined ? {} : { start, end })
      .on('data', (chunk) => hash.update(chunk))
      .on('error', reject)
      .on('end', () => resolve(hash.digest()));
  });
}

/**
 * The ETag S3 gives the object S3Store.putFile makes of this file: the MD5 of the bytes for one PUT, and
 * for parts the MD5 of the parts' MD5s with `-<parts>`.
 */
export async function expectedEtag(file: string, size: number): Promise<string> {
  if (size < MULTIPART_FROM) return (await md5(file)).toString('hex');
  const parts: Buffer[] = [];
  for (let start = 0; start < size; start += PART_SIZE)
    parts.push(await md5(file, start, Math.min(size, start + PART_SIZE) - 1));
  return `${createHash('md5').update(Buffer.concat(parts)).digest('hex')}-${parts.length}`;
}

/**
 * Whether the bucket already holds this file: the same size, and the ETag S3 computes for it. A store
 * whose multipart ETags follow another rule (not `<md5>-<parts>`) is trusted on the size for large files.
 */
export async function alreadyThere(store: S3Store, local: LocalFile, size: number): Promise<boolean> {
  const head = await store.head(local.key);
  if (!head || head.size !== size) return false;
  if (!head.etag) return false;
  const expected = await expectedEtag(local.file, size);
  if (head.etag === expected) return true;
  return size >= MULTIPART_FROM && !head.etag.includes('-');
}
