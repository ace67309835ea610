import { mkdirSync } from 'node:fs';
import { isAbsolute, relative, sep } from 'node:path';
import * as tar from 'tar';
import { DATA_ENTRY } from './manifest';

/**
 * Writes one gzipped tar: the files of `stageDir` (manifest and database copy) at the archive's root, then
 * `dataEntries` of `dataDir` under data/. tar packs relative to one directory, so the staged files are given
 * by absolute path and every entry is renamed on its way in (onWriteEntry, tar's way to alter entries).
 */
export async function writeArchive(
  file: string,
  stageDir: string,
  stagedFiles: string[],
  dataDir: string,
  dataEntries: string[],
): Promise<void> {
  const staged = stagedFiles.map((name) => `${stageDir}${sep}${name}`);
  await tar.create(
    {
      file,
      gzip: true,
      cwd: dataDir,
      // A file that cannot be read fails the backup instead of being left out with a warning.
      strict: true,
      // The absolute paths are ours (the staged files): kept as given, then renamed below.
      preservePaths: true,
      onWriteEntry(entry) {
        const inStage = relative(stageDir, entry.absolute);
        entry.path =
          !inStage.startsWith('..') && !isAbsolute(inStage)
            ? toPosix(inStage)
            : `${DATA_ENTRY}/${entry.path}`;
      },
    },
    [...staged, ...dataEntries],
  );
}

/** The text of one small entry of an archive, or undefined when it has none of that name. */
export async function readArchiveEntry(file: string, name: string): Promise<string | undefined> {
  let text: string | undefined;
  await tar.list({
    file,
    strict: true,
    onReadEntry(entry) {
      if (entry.path !== name) return entry.resume();
      const chunks: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => chunks.push(chunk));
      entry.on('end', () => {
        text = Buffer.concat(chunks).toString('utf8');
      });
    },
  });
  return text;
}

/** Unpacks an archive into `dir`: files owned by whoever restores, nothing outside `dir` (tar's default). */
export async function readArchive(file: string, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await tar.extract({ file, cwd: dir, preserveOwner: false, strict: true });
}

const toPosix = (path: string) => path.split(sep).join('/');
