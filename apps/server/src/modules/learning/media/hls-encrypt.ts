import { createCipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * Makes an AES-128 copy of a clear HLS folder (index.m3u8 + segments), as `ffmpeg -hls_key_info_file`
 * would: each segment is AES-128-CBC with PKCS#7 padding, the IV is the segment's media sequence number
 * (RFC 8216 §5.2, no IV attribute), and the playlist gets an EXT-X-KEY line whose URI the media route
 * replaces per member. Used by the demo seed (a fresh key per installation) and the tests.
 */

const EXTINF = /^#EXTINF:/;

function sequenceIv(sequence: number): Buffer {
  const iv = Buffer.alloc(16);
  iv.writeUInt32BE(sequence >>> 0, 12);
  return iv;
}

/** Encrypts `sourceDir` into `targetDir`; returns the key as 32 hex (for video_renditions.hls_key). */
export function encryptHlsFolder(
  sourceDir: string,
  targetDir: string,
  key: Buffer = randomBytes(16),
): string {
  mkdirSync(targetDir, { recursive: true });
  const playlistName = readdirSync(sourceDir).find((name) => name.endsWith('.m3u8'));
  if (!playlistName) throw new Error(`no playlist in ${sourceDir}`);
  const lines = readFileSync(join(sourceDir, playlistName), 'utf8').split(/\r?\n/);
  const firstSequence = Number(lines.find((l) => l.startsWith('#EXT-X-MEDIA-SEQUENCE:'))?.split(':')[1] ?? 0);
  const out: string[] = [];
  let sequence = firstSequence;
  let keyWritten = false;
  for (const line of lines) {
    if (EXTINF.test(line) && !keyWritten) {
      out.push('#EXT-X-KEY:METHOD=AES-128,URI="key"');
      keyWritten = true;
    }
    if (line && !line.startsWith('#')) {
      const cipher = createCipheriv('aes-128-cbc', key, sequenceIv(sequence));
      const clear = readFileSync(join(sourceDir, line));
      writeFileSync(join(targetDir, line), Buffer.concat([cipher.update(clear), cipher.final()]));
      sequence += 1;
    }
    out.push(line);
  }
  writeFileSync(join(targetDir, playlistName), out.join('\n'));
  return key.toString('hex');
}
