import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { checkKey, type ObjectStore } from './object-store';

/** Objects as files under one folder (DATA_DIR/media): the default store, and the one the migration reads. */
export class LocalStore implements ObjectStore {
  readonly kind = 'local' as const;
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of a key, never outside the root. */
  fileOf(key: string): string {
    const file = resolve(this.root, checkKey(key));
    const rel = relative(this.root, file);
    if (!rel || rel.startsWith('..') || isAbsolute(rel)) throw new Error(`bad storage key ${key}`);
    return file;
  }

  async putFile(key: string, file: string): Promise<void> {
    const target = this.fileOf(key);
    await mkdir(dirname(target), { recursive: true });
    // Through a temporary name: a reader never sees half a file.
    const temp = `${target}.${process.pid}.tmp`;
    await copyFile(file, temp);
    await rename(temp, target);
  }

  async put(key: string, body: Buffer | string): Promise<void> {
    const target = this.fileOf(key);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, body);
  }

  async head(key: string) {
    const info = await stat(this.fileOf(key)).catch(() => null);
    return info?.isFile() ? { size: info.size, etag: null } : null;
  }

  async getStream(key: string, span?: { start: number; end: number }) {
    const file = this.fileOf(key);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    return createReadStream(file, span ? { start: span.start, end: span.end } : {});
  }

  async delete(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  async *list(prefix: string) {
    const dir = prefix.endsWith('/') ? prefix.slice(0, -1) : dirname(prefix);
    const base = dir === '.' || dir === '' ? this.root : this.fileOf(dir);
    const entries = await readdir(base, { withFileTypes: true, recursive: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const key = relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/');
      if (!key.startsWith(prefix)) continue;
      const info = await stat(join(entry.parentPath, entry.name)).catch(() => null);
      if (info) yield { key, size: info.size };
    }
  }

  async presignGet(): Promise<string | null> {
    return null;
  }
}
