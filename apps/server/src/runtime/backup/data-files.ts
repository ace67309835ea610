import { chmodSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What of DATA_DIR a backup keeps: public uploads and demo media (storage/), private videos (media/), private
 * attachments (private/) and the generated JWT secret (without it every login ends). Not uploads/ (unfinished
 * resumable uploads) nor the live SQLite files, whose consistent copy is taken apart.
 */
export const DATA_DIR_ENTRIES = ['storage', 'media', 'private', 'jwt-secret'] as const;
const SECRET = 'jwt-secret';

/** The entries DATA_DIR has now. */
export function presentDataEntries(dataDir: string): string[] {
  return DATA_DIR_ENTRIES.filter((entry) => existsSync(join(dataDir, entry)));
}

/**
 * Puts the unpacked entries in place of DATA_DIR's (same file system: each is one rename). A folder the backup
 * did not have is removed, so the files are the backup's and no others; a jwt-secret it did not have (the site
 * had JWT_SECRET set) leaves the one here alone.
 */
export function replaceDataEntries(dataDir: string, unpacked: string): void {
  for (const entry of DATA_DIR_ENTRIES) {
    const from = join(unpacked, entry);
    const to = join(dataDir, entry);
    const archived = existsSync(from);
    if (!archived && entry === SECRET) continue;
    rmSync(to, { recursive: true, force: true });
    if (archived) renameSync(from, to);
  }
  if (existsSync(join(dataDir, SECRET))) chmodSync(join(dataDir, SECRET), 0o600);
}
