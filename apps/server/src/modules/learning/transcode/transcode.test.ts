import { createDecipheriv } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import { rewritePlaylist } from '../media/hls-playlist';
import { TranscodeMessage } from './messages';
import { probeMedia } from './probe';
import { ffmpegChildren, jpegSize, topLevelBoxes } from './testing/media-bytes';
import { makeH264Mp4, makeSilentAvi, makeVp9Webm, SUBTITLE_TEXT } from './testing/sample-videos';
import { type TranscodeResult, transcodeVideo } from './transcode';

/*
 * The whole pipeline on two small inputs made here (3 s each): an H.264 MP4 at 1280×720 with sound and an
 * English mov_text subtitle, and a VP9/Opus WebM at 640×360. One thread and ultrafast throughout, 1 s segments
 * so each rendition has several.
 */

const deps = { config: { ffmpegPath: 'ffmpeg', ffprobePath: 'ffprobe' } } as Deps<'config'>;
const FAST = { preset: 'ultrafast', threads: 1, segmentSeconds: 1 };
const PREVIEW_SECONDS = 2;
const LONG = 120_000;

let dir = '';
let mp4Input = '';
let webmInput = '';
let fromMp4: TranscodeResult;
let fromWebm: TranscodeResult;
const percents: number[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'transcode-'));
  mp4Input = await makeH264Mp4(dir);
  webmInput = await makeVp9Webm(dir);
  fromMp4 = await transcodeVideo(deps, {
    input: mp4Input,
    outputDir: join(dir, 'out-mp4'),
    previewSeconds: PREVIEW_SECONDS,
    encode: FAST,
    onProgress: (percent) => percents.push(percent),
  });
  fromWebm = await transcodeVideo(deps, {
    input: webmInput,
    outputDir: join(dir, 'out-webm'),
    previewSeconds: PREVIEW_SECONDS,
    encode: FAST,
  });
}, LONG);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

const out = (result: TranscodeResult, path: string) =>
  join(dir, result === fromMp4 ? 'out-mp4' : 'out-webm', path);

describe('probe', () => {
  it('reads the H.264 MP4: container, size, duration, video, audio and subtitle streams', async () => {
    const probe = fromMp4.source;
    expect(probe.container).toContain('mp4');
    expect(probe.sizeBytes).toBe((await stat(mp4Input)).size);
    expect(probe.durationSeconds).toBeGreaterThan(2.9);
    expect(probe.durationSeconds).toBeLessThan(3.6);
    expect(probe.video).toMatchObject({ codec: 'h264', width: 1280, height: 720, fps: 25, rotation: 0 });
    expect(probe.video).toMatchObject({ displayWidth: 1280, displayHeight: 720 });
    expect(probe.audio).toEqual([expect.objectContaining({ codec: 'aac', channels: 1, sampleRate: 48_000 })]);
    expect(probe.subtitles).toEqual([
      expect.objectContaining({ codec: 'mov_text', language: 'eng', text: true }),
    ]);
  });

  it('reads the VP9/Opus WebM', () => {
    const probe = fromWebm.source;
    expect(probe.container).toBe('matroska,webm');
    expect(probe.video).toMatchObject({ codec: 'vp9', width: 640, height: 360, fps: 25 });
    expect(probe.audio.map((a) => a.codec)).toEqual(['opus']);
    expect(probe.subtitles).toEqual([]);
  });

  it('refuses a file that is not a video, and an audio file, with a clear error and no output', async () => {
    const text = join(dir, 'notes.mp4');
    await writeFile(text, 'these are lesson notes, not a video\n');
    const audio = join(dir, 'tone.m4a');
    const { execFile } = await import('node:child_process');
    await new Promise<void>((resolve, reject) =>
      execFile(
        'ffmpeg',
        ['-v', 'error', '-threads', '1', '-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'aac', audio],
        (error) => (error ? reject(error) : resolve()),
      ),
    );
    for (const input of [text, audio]) {
      const outputDir = join(dir, `refused-${input.endsWith('m4a') ? 'audio' : 'text'}`);
      const attempt = transcodeVideo(deps, { input, outputDir, encode: FAST });
      await expect(attempt).rejects.toBeInstanceOf(AppError);
      await expect(attempt).rejects.toThrow(TranscodeMessage.notVideo);
      expect(existsSync(outputDir)).toBe(false);
      expect(existsSync(`${outputDir}.partial`)).toBe(false);
    }
    await expect(probeMedia('/nonexistent/ffprobe', mp4Input)).rejects.toThrow(TranscodeMessage.noTools);
  });
});

describe('outputs', () => {
  it('has a ladder that never exceeds the source', () => {
    expect(fromMp4.hls.renditions.map((r) => [r.width, r.height])).toEqual([
      [640, 360],
      [1280, 720],
    ]);
    expect(fromWebm.hls.renditions.map((r) => [r.width, r.height])).toEqual([[640, 360]]);
  });

  it('writes a faststart MP4 (moov before mdat): the H.264 source copied, the VP9 one encoded', async () => {
    for (const result of [fromMp4, fromWebm]) {
      for (const file of [result.mp4.path, result.preview?.path ?? '']) {
        const boxes = topLevelBoxes(await readFile(out(result, file)));
        expect(boxes.indexOf('moov'), `${file}: ${boxes}`).toBeGreaterThan(-1);
        expect(boxes.indexOf('moov'), `${file}: ${boxes}`).toBeLessThan(boxes.indexOf('mdat'));
      }
    }
    expect(fromMp4.mp4).toMatchObject({ copied: true, width: 1280, height: 720 });
    expect(fromWebm.mp4).toMatchObject({ copied: false, width: 640, height: 360 });
    const encoded = await probeMedia('ffprobe', out(fromWebm, fromWebm.mp4.path));
    expect(encoded.video.codec).toBe('h264');
    expect(encoded.audio.map((a) => a.codec)).toEqual(['aac']);
  });

  it('encrypts every HLS segment with its rendition’s own key, as the media route expects', async () => {
    const renditions = [...fromMp4.hls.renditions, ...fromWebm.hls.renditions];
    expect(new Set(renditions.map((r) => r.key)).size).toBe(renditions.length);
    for (const rendition of renditions) {
      const result = fromMp4.hls.renditions.includes(rendition) ? fromMp4 : fromWebm;
      const folder = out(result, join(rendition.playlist, '..'));
      const playlist = await readFile(out(result, rendition.playlist), 'utf8');
      const keyLine = playlist.split('\n').find((l) => l.startsWith('#EXT-X-KEY:')) ?? '';
      expect(keyLine).toMatch(/^#EXT-X-KEY:METHOD=AES-128,URI="key"/);
      expect(rendition.key).toMatch(/^[0-9a-f]{32}$/);
      // The media route gives each member its own key address in place of the placeholder.
      const rewritten = rewritePlaylist(playlist, {
        limitSeconds: 0,
        segmentUrl: (uri) => `/signed/${uri}`,
        keyUrl: () => '/signed/key-once',
      });
      expect(rewritten).toContain('URI="/signed/key-once"');

      const ivAttribute = /IV=0x([0-9a-f]{32})/i.exec(keyLine)?.[1];
      const segments = playlist.split('\n').filter((l) => l.endsWith('.ts'));
      expect(segments.length).toBeGreaterThanOrEqual(2);
      for (const [sequence, name] of segments.entries()) {
        // RFC 8216 §5.2: the IV attribute when there is one, else the media sequence number.
        const iv = ivAttribute ? Buffer.from(ivAttribute, 'hex') : Buffer.alloc(16);
        if (!ivAttribute) iv.writeUInt32BE(sequence, 12);
        const raw = await readFile(join(folder, name));
        const decipher = createDecipheriv('aes-128-cbc', Buffer.from(rendition.key, 'hex'), iv);
        const clear = Buffer.concat([decipher.update(raw), decipher.final()]);
        // MPEG-TS: a sync byte every 188 bytes. The first packet (its first block is what the IV decides)
        // starts a table: ffmpeg writes the SDT (PID 0x11), then the PAT (PID 0).
        expect([clear[0], clear[188]]).toEqual([0x47, 0x47]);
        expect(clear[1] & 0x40).toBe(0x40);
        expect([0, 0x11]).toContain(((clear[1] & 0x1f) << 8) | clear[2]);
        expect(raw[0] === 0x47 && raw[188] === 0x47).toBe(false);
      }
    }
    // The keys never stay in the folder that is served.
    for (const folder of ['out-mp4', 'out-webm']) {
      const files = await readdir(join(dir, folder), { recursive: true });
      expect(files.filter((f) => f.includes('.key') || f.includes('keyinfo'))).toEqual([]);
    }
  });

  it('writes a master playlist naming each rung with BANDWIDTH, RESOLUTION and CODECS', async () => {
    expect(fromMp4.hls.master).toBe('hls/master.m3u8');
    const master = await readFile(out(fromMp4, fromMp4.hls.master), 'utf8');
    const entries = [...master.matchAll(/^#EXT-X-STREAM-INF:(.*)\n(.*)$/gm)].map((m) => ({
      attributes: m[1],
      uri: m[2],
    }));
    expect(entries.map((e) => e.uri)).toEqual(['360p/index.m3u8', '720p/index.m3u8']);
    for (const [i, entry] of entries.entries()) {
      const rendition = fromMp4.hls.renditions[i];
      expect(entry.attributes).toContain(`BANDWIDTH=${rendition.bandwidth}`);
      expect(entry.attributes).toContain(`RESOLUTION=${rendition.width}x${rendition.height}`);
      expect(entry.attributes).toMatch(/CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
      expect(rendition.bandwidth).toBeGreaterThan(10_000);
      expect(existsSync(out(fromMp4, join('hls', entry.uri)))).toBe(true);
    }
  });

  it('takes a JPEG poster at the MP4’s size', async () => {
    for (const result of [fromMp4, fromWebm]) {
      expect(result.poster.atSeconds).toBeCloseTo(result.source.durationSeconds * 0.1, 2);
      const size = jpegSize(await readFile(out(result, result.poster.path)));
      expect(size).toEqual({ width: result.mp4.width, height: result.mp4.height });
    }
  });

  it('cuts a preview clip of the first N seconds', async () => {
    for (const result of [fromMp4, fromWebm]) {
      expect(result.preview?.seconds).toBe(PREVIEW_SECONDS);
      const clip = await probeMedia('ffprobe', out(result, result.preview?.path ?? ''));
      expect(Math.abs(clip.durationSeconds - PREVIEW_SECONDS)).toBeLessThan(0.15);
    }
  });

  it('keeps the text subtitle as WebVTT with its language', async () => {
    expect(fromMp4.captions).toEqual([{ path: 'captions/1.vtt', lang: 'en', label: null, streamIndex: 2 }]);
    const vtt = await readFile(out(fromMp4, fromMp4.captions[0].path), 'utf8');
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    for (const line of SUBTITLE_TEXT) expect(vtt).toContain(line);
    expect(vtt).toMatch(/00:00\.200 --> 00:01\.200/);
    expect(fromWebm.captions).toEqual([]);
  });

  it('reports progress in whole percents, rising to 100', () => {
    expect(percents.length).toBeGreaterThan(0);
    expect(percents.at(-1)).toBe(100);
    for (const [i, p] of percents.entries()) {
      expect(Number.isInteger(p)).toBe(true);
      if (i > 0) expect(p).toBeGreaterThan(percents[i - 1]);
    }
  });
});

describe('a source without sound', () => {
  it('gets a ladder, MP4 and master playlist without audio', { timeout: LONG }, async () => {
    const outputDir = join(dir, 'out-silent');
    const result = await transcodeVideo(deps, {
      input: await makeSilentAvi(dir),
      outputDir,
      previewSeconds: 1,
      encode: FAST,
    });
    expect(result.source.container).toBe('avi');
    expect(result.hls.renditions.map((r) => [r.name, r.width, r.height])).toEqual([['180p', 320, 180]]);
    expect(result.hls.renditions[0].codecs).toMatch(/^avc1\.[0-9a-f]{6}$/);
    const master = await readFile(join(outputDir, result.hls.master), 'utf8');
    expect(master).not.toContain('mp4a');
    const mp4 = await probeMedia('ffprobe', join(outputDir, result.mp4.path));
    expect([mp4.video.codec, mp4.audio]).toEqual(['h264', []]);
  });
});

describe('cancel', () => {
  it('stops ffmpeg mid-run, leaves no ffmpeg behind and no partial folder', { timeout: LONG }, async () => {
    const outputDir = join(dir, 'cancelled');
    const controller = new AbortController();
    const running = transcodeVideo(deps, {
      input: mp4Input,
      outputDir,
      signal: controller.signal,
      encode: FAST,
    });
    const settled = running.then(
      () => 'done',
      (error: unknown) => error,
    );
    // Waits for the ladder's ffmpeg (the longest step) to be running, then cancels it.
    let ladder: { pid: number } | undefined;
    while (!ladder) {
      ladder = ffmpegChildren().find((c) => c.args.includes('-hls_key_info_file'));
      if (
        !ladder &&
        (await Promise.race([settled, new Promise((r) => setTimeout(r, 20, 'wait'))])) !== 'wait'
      )
        throw new Error('the transcode ended before its ladder step was seen');
    }
    expect(existsSync(`${outputDir}.partial`)).toBe(true);
    controller.abort();
    const error = await settled;
    expect((error as Error).name).toBe('AbortError');
    expect(ffmpegChildren()).toEqual([]);
    expect(() => process.kill(ladder.pid, 0)).toThrow();
    expect(existsSync(outputDir)).toBe(false);
    expect(existsSync(`${outputDir}.partial`)).toBe(false);
  });
});
