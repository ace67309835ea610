import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { aacArgs, audioMap, type EncodeSettings, h264Args, inputThreads, type Step } from './encode-settings';
import { runFfmpeg } from './ffmpeg-run';
import type { Rung } from './ladder';
import { INPUT_GUARD, inputOf } from './probe';
import { readRenditionFacts } from './rendition-facts';

/*
 * The HLS ladder in one ffmpeg run: the source is decoded once and split into every rung's scale, and each
 * rung is its own HLS output in its own folder (index.m3u8 + seg-NNNNN.ts), AES-128 encrypted by ffmpeg
 * with a key of its own (`-hls_key_info_file`), so one leaked key opens one quality of one video.
 *
 * The key's URI in the playlist is the placeholder `key`, as hls-encrypt.ts writes it for the seed: the
 * media route (hls-playlist.ts) replaces it with a single-use key address per member, and the key itself
 * lives in video_renditions.hls_key, never in the served folder. ffmpeg 5.1 writes the IV explicitly
 * (`IV=0x…`, the first segment's sequence number, then kept for every segment); players use the attribute.
 *
 * Keyframes fall on every KEYFRAME_SECONDS in every rung (no scene-cut keyframes), so the segments of all
 * rungs start at the same instants and a player can switch quality at any segment.
 */

export const HLS_DIR = 'hls';
export const MASTER_PLAYLIST = `${HLS_DIR}/master.m3u8`;
/** Where the key files ffmpeg reads are written; transcode.ts removes it before the output is published. */
export const KEYS_DIR = '.keys';
const KEYFRAME_SECONDS = 2;
/** The placeholder every media playlist names its key by; the media route replaces it. */
const KEY_URI = 'key';

export interface HlsRendition {
  name: string;
  width: number;
  height: number;
  /** The media playlist, relative to the output folder. */
  playlist: string;
  /** Peak segment bit rate (video and audio), bits per second: the master's BANDWIDTH. */
  bandwidth: number;
  averageBandwidth: number;
  /** The master's CODECS, e.g. `avc1.64001f,mp4a.40.2`; null when the stream's own could not be read. */
  codecs: string | null;
  /** AES-128 key as 32 hex (video_renditions.hls_key). */
  key: string;
}

export interface HlsOutput {
  master: string;
  /** Lowest first. */
  renditions: HlsRendition[];
}

function keyframeArgs(settings: EncodeSettings, fps: number): string[] {
  const every = Math.min(KEYFRAME_SECONDS, settings.segmentSeconds);
  const gop = String(Math.max(1, Math.round(fps * every)));
  return [
    ...['-force_key_frames', `expr:gte(t,n_forced*${every})`],
    ...['-g', gop, '-keyint_min', gop, '-sc_threshold', '0'],
  ];
}

function hlsArgs(settings: EncodeSettings, keyInfo: string, folder: string): string[] {
  return [
    ...['-f', 'hls', '-hls_time', String(settings.segmentSeconds), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_type', 'mpegts', '-hls_key_info_file', keyInfo],
    ...['-hls_segment_filename', join(folder, 'seg-%05d.ts'), join(folder, 'index.m3u8')],
  ];
}

/** `[0:v]split=2[s0][s1];[s0]scale=…,setsar=1[v0];[s1]…[v1]`: one decode, one scale per rung. */
function ladderFilter(videoIndex: number, rungs: Rung[]): string {
  const scales = rungs.map((r, i) => `[s${i}]scale=${r.width}:${r.height},setsar=1[v${i}]`);
  if (rungs.length === 1) return scales[0].replace('[s0]', `[0:${videoIndex}]`);
  const split = `[0:${videoIndex}]split=${rungs.length}${rungs.map((_, i) => `[s${i}]`).join('')}`;
  return [split, ...scales].join(';');
}

export function masterPlaylist(renditions: HlsRendition[], fps: number): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const r of renditions) {
    const attributes = [
      `BANDWIDTH=${r.bandwidth}`,
      `AVERAGE-BANDWIDTH=${r.averageBandwidth}`,
      `RESOLUTION=${r.width}x${r.height}`,
      `FRAME-RATE=${fps.toFixed(3)}`,
      ...(r.codecs ? [`CODECS="${r.codecs}"`] : []),
    ];
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, r.playlist.slice(HLS_DIR.length + 1));
  }
  return `${lines.join('\n')}\n`;
}

export const makeHlsLadder: Step<HlsOutput> = async (ctx, onProgress) => {
  const { plan, probe, settings } = ctx;
  const keysDir = join(ctx.dir, KEYS_DIR);
  await mkdir(keysDir, { recursive: true, mode: 0o700 });
  const rungs = await Promise.all(
    plan.rungs.map(async (rung) => {
      const folder = join(ctx.dir, HLS_DIR, rung.name);
      await mkdir(folder, { recursive: true });
      const key = randomBytes(16);
      const keyFile = join(keysDir, `${rung.name}.key`);
      const keyInfo = join(keysDir, `${rung.name}.keyinfo`);
      await writeFile(keyFile, key, { mode: 0o600 });
      // URI written into the playlist, then the file ffmpeg reads the key from; no IV line (see above).
      await writeFile(keyInfo, `${KEY_URI}\n${keyFile}\n`, { mode: 0o600 });
      return { rung, folder, key, keyInfo };
    }),
  );

  const outputs = rungs.flatMap(({ rung, folder, keyInfo }, i) => [
    ...['-map', `[v${i}]`, ...audioMap(probe)],
    ...h264Args(rung, settings, plan.fps),
    ...keyframeArgs(settings, plan.fps),
    ...(plan.audio ? aacArgs(rung, probe) : []),
    ...['-map_metadata', '-1'],
    ...hlsArgs(settings, keyInfo, folder),
  ]);
  await runFfmpeg({
    program: ctx.ffmpeg,
    args: [
      ...inputThreads(settings),
      ...INPUT_GUARD,
      ...['-i', inputOf(ctx.input)],
      ...['-filter_complex', ladderFilter(probe.video.index, plan.rungs)],
      ...outputs,
    ],
    seconds: probe.durationSeconds,
    signal: ctx.signal,
    onProgress,
  });

  const renditions: HlsRendition[] = [];
  for (const { rung, folder, key } of rungs) {
    const facts = await readRenditionFacts(folder, key);
    const codecs = facts.videoCodec ? [facts.videoCodec, ...(plan.audio ? ['mp4a.40.2'] : [])] : null;
    renditions.push({
      name: rung.name,
      width: rung.width,
      height: rung.height,
      playlist: `${HLS_DIR}/${rung.name}/index.m3u8`,
      bandwidth: facts.bandwidth,
      averageBandwidth: facts.averageBandwidth,
      codecs: codecs?.join(',') ?? null,
      key: key.toString('hex'),
    });
  }
  await writeFile(join(ctx.dir, MASTER_PLAYLIST), masterPlaylist(renditions, plan.fps));
  return { master: MASTER_PLAYLIST, renditions };
};
