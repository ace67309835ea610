import { createDecipheriv } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * What the master playlist must say of a rendition, read from what ffmpeg wrote rather than from what it was
 * asked for: BANDWIDTH is the peak bit rate of a segment (RFC 8216 §4.3.4.2), which capped CRF only bounds,
 * and CODECS names the profile and level x264 really chose (a faster preset drops to Baseline features).
 */

export interface RenditionFacts {
  /** Peak segment bit rate, bits per second. */
  bandwidth: number;
  averageBandwidth: number;
  /** `avc1.PPCCLL` from the stream's own sequence parameter set; null if none was found. */
  videoCodec: string | null;
  segments: number;
}

interface Segment {
  uri: string;
  seconds: number;
}

function readPlaylist(text: string): { segments: Segment[]; firstSequence: number; iv: Buffer | null } {
  const segments: Segment[] = [];
  let seconds = 0;
  let firstSequence = 0;
  let iv: Buffer | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) firstSequence = Number(line.split(':')[1]) || 0;
    else if (line.startsWith('#EXTINF:')) seconds = Number.parseFloat(line.slice(8)) || 0;
    else if (line.startsWith('#EXT-X-KEY:')) {
      const hex = /IV=0x([0-9a-f]{32})/i.exec(line)?.[1];
      if (hex) iv = Buffer.from(hex, 'hex');
    } else if (line && !line.startsWith('#')) segments.push({ uri: line, seconds });
  }
  return { segments, firstSequence, iv };
}

/** RFC 8216 §5.2: without an IV attribute, the segment's media sequence number is the IV. */
function sequenceIv(sequence: number): Buffer {
  const iv = Buffer.alloc(16);
  iv.writeUInt32BE(sequence >>> 0, 12);
  return iv;
}

/** H.264's profile_idc values: a random 00 00 01 67 in the audio is not followed by one of these. */
const PROFILES = new Set([66, 77, 88, 100, 110, 122, 244]);

/**
 * `avc1.` + profile_idc, constraint flags and level_idc: the three bytes after the first SPS NAL header
 * (type 7) in the clear transport stream. They sit at the start of the first video packet, never split across
 * two, and need no emulation-prevention care (level_idc is never 0).
 */
export function avcCodecOf(ts: Buffer): string | null {
  for (let i = 0; i + 6 < ts.length; i++) {
    // A NAL header: forbidden bit 0, nal_ref_idc not 0 (an SPS is a reference), type 7.
    const sps = (ts[i + 3] & 0x9f) === 7 && (ts[i + 3] & 0x60) !== 0;
    if (ts[i] === 0 && ts[i + 1] === 0 && ts[i + 2] === 1 && sps && PROFILES.has(ts[i + 4])) {
      return `avc1.${ts.subarray(i + 4, i + 7).toString('hex')}`;
    }
  }
  return null;
}

/** Reads a rendition's folder: its playlist, segment sizes and (decrypted with `key`) first segment. */
export async function readRenditionFacts(folder: string, key: Buffer): Promise<RenditionFacts> {
  const { segments, firstSequence, iv } = readPlaylist(await readFile(join(folder, 'index.m3u8'), 'utf8'));
  let peak = 0;
  let bits = 0;
  let seconds = 0;
  for (const segment of segments) {
    const size = (await stat(join(folder, segment.uri))).size * 8;
    bits += size;
    seconds += segment.seconds;
    // A last segment of a few frames would claim a peak the stream never has.
    if (segment.seconds >= 0.5) peak = Math.max(peak, size / segment.seconds);
  }
  let videoCodec: string | null = null;
  if (segments[0]) {
    const decipher = createDecipheriv('aes-128-cbc', key, iv ?? sequenceIv(firstSequence));
    const clear = await readFile(join(folder, segments[0].uri));
    videoCodec = avcCodecOf(Buffer.concat([decipher.update(clear), decipher.final()]));
  }
  const average = seconds > 0 ? bits / seconds : 0;
  return {
    bandwidth: Math.ceil(peak || average),
    averageBandwidth: Math.ceil(average),
    videoCodec,
    segments: segments.length,
  };
}
