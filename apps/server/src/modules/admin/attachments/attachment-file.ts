import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { ATTACHMENT_TYPES } from '@shuyuan/contract';
import { fileTypeFromFile } from 'file-type';

/** Attachments the console uploads live here, inside DATA_DIR/private (never under the public storage/). */
export const ATTACHMENT_DIR = 'private/attachments';

/** The stored path of an uploaded attachment, relative to DATA_DIR (what the catalogue download reads). */
export const attachmentPath = (month: string, uploadId: string, extension: string) =>
  `${ATTACHMENT_DIR}/${month}/${uploadId}.${extension}`;

/** The first bytes of a text file: enough to tell text from a binary that file-type does not know. */
const TEXT_PROBE_BYTES = 64 * 1024;

async function looksLikeText(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(TEXT_PROBE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, TEXT_PROBE_BYTES, 0);
    return !buffer.subarray(0, bytesRead).includes(0);
  } finally {
    await handle.close();
  }
}

/**
 * True when the bytes are what the ending claims: magic bytes for binary formats (a .pdf must sniff as
 * PDF), and for .txt/.md/.csv no known binary format and no NUL byte. The name alone is never trusted.
 */
export async function contentMatchesExtension(file: string, extension: string): Promise<boolean> {
  if (!Object.hasOwn(ATTACHMENT_TYPES, extension)) return false;
  const expected = ATTACHMENT_TYPES[extension];
  const sniffed = await fileTypeFromFile(file).catch(() => undefined);
  if (expected === null) return sniffed === undefined && (await looksLikeText(file));
  return sniffed !== undefined && expected.includes(sniffed.ext);
}

/** Where a stored attachment path lies on disk. */
export const attachmentOnDisk = (dataDir: string, path: string) => join(dataDir, path);
