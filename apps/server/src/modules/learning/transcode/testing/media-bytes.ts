import { execFileSync } from 'node:child_process';

/*
 * Reading the outputs of a transcode the way a player would, without trusting the code under test: MP4 box
 * order, a JPEG's size, and the ffmpeg processes this test process has started.
 */

/** The types of an ISO-BMFF file's top-level boxes, in file order (`ftyp`, `moov`, `mdat`…). */
export function topLevelBoxes(file: Buffer): string[] {
  const types: string[] = [];
  let at = 0;
  while (at + 8 <= file.length) {
    let size = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    if (size === 1) size = Number(file.readBigUInt64BE(at + 8));
    else if (size === 0) size = file.length - at;
    if (size < 8) throw new Error(`bad box size ${size} at ${at}`);
    types.push(type);
    at += size;
  }
  return types;
}

/** Width and height from a JPEG's start-of-frame marker; null for bytes that are not a JPEG. */
export function jpegSize(file: Buffer): { width: number; height: number } | null {
  if (file[0] !== 0xff || file[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < file.length) {
    if (file[at] !== 0xff) return null;
    const marker = file[at + 1];
    const length = file.readUInt16BE(at + 2);
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: file.readUInt16BE(at + 5), width: file.readUInt16BE(at + 7) };
    }
    at += 2 + length;
  }
  return null;
}

/** The ffmpeg processes whose parent is this process, with their command lines. */
export function ffmpegChildren(): { pid: number; args: string }[] {
  let out = '';
  try {
    out = execFileSync('ps', ['-o', 'pid=,comm=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' });
  } catch {
    // ps exits 1 when no process matches.
  }
  return out
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\S+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && m[2] === 'ffmpeg')
    .map((m) => ({ pid: Number(m[1]), args: m[3] }));
}
