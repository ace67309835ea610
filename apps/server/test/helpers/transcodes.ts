import { execFile } from 'node:child_process';
import { createDecipheriv } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import type { JobInfo } from '#core/jobs/queue/index';
import { TRANSCODE_JOB, transcodeJobId } from '#modules/learning';
import { makeH264Mp4, makeVp9Webm } from '../../src/modules/learning/transcode/testing/sample-videos';
import { adminCall } from './admin';
import { pathOf } from './media-files';
import { createMemberWithToken } from './member';
import type { TestApp } from './test-app';
import { tusUpload } from './tus';

/*
 * What the transcode tests (learning/video-transcodes*.test.ts) share: the sample inputs ffmpeg makes, an
 * upload through the console, the wait for an upload's job, and a member's play of an AES-128 rendition.
 */

const run = promisify(execFile);

/** A transcode test's time limit (the test apps encode with ultrafast, one thread, on a small machine). */
export const LONG = 300_000;
export const API = '/backend/api/v1';

/** Sniffs as an MP4 (an ftyp box) but is no video: ffprobe refuses it. */
export const NOT_A_VIDEO = Buffer.alloc(64 * 1024, 7);
NOT_A_VIDEO.writeUInt32BE(24, 0);
NOT_A_VIDEO.write('ftypisom', 4, 'latin1');

export interface SampleVideos {
  /** H.264 + AAC at 1280×720 with an English subtitle (3 s). */
  mp4: Buffer;
  /** VP9 + Opus at 640×360 (3 s). */
  webm: Buffer;
  /** The WebM's streams copied into a Matroska file. */
  mkv: Buffer;
}

/**
 * The inputs, made by ffmpeg in a beforeAll of the calling file (removed in its afterAll). Call at the top
 * of a test file; read the fields inside tests, not at declaration time.
 */
export function sampleVideos(): SampleVideos {
  const videos: SampleVideos = { mp4: Buffer.alloc(0), webm: Buffer.alloc(0), mkv: Buffer.alloc(0) };
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'video-transcodes-'));
    const webmFile = await makeVp9Webm(dir);
    const mkvFile = join(dir, 'lesson.mkv');
    await run('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-i', webmFile, '-c', 'copy', mkvFile]);
    [videos.mp4, videos.webm, videos.mkv] = await Promise.all([
      readFile(await makeH264Mp4(dir)),
      readFile(webmFile),
      readFile(mkvFile),
    ]);
  }, LONG);
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return videos;
}

export type TranscodeJob = JobInfo<{ mediaId: number }>;

/** Polls the app's queue until the upload's job satisfies `ready`; every progress read goes into `seen`. */
export function untilJob(
  t: TestApp,
  mediaId: number,
  ready: (job: TranscodeJob) => boolean,
  seen: number[] = [],
) {
  return vi.waitFor(
    async () => {
      const job = await t.app.jobs.get<{ mediaId: number }>(TRANSCODE_JOB, transcodeJobId(mediaId));
      if (job) seen.push(job.progress);
      if (!job || !ready(job)) throw new Error(`transcode of media ${mediaId}: ${JSON.stringify(job)}`);
      return job;
    },
    { timeout: LONG - 20_000, interval: 50 },
  );
}

export const ended = (job: TranscodeJob) => ['completed', 'failed', 'cancelled'].includes(job.state);

/** Uploads a video through the console's tus endpoint and completes it: the media row the console gets. */
export async function upload(t: TestApp, token: string, bytes: Buffer, filetype: string, filename: string) {
  const id = await tusUpload(t, token, bytes, { kind: 'video', filetype, filename });
  const answer = await adminCall(t, 'POST', `${API}/media/complete`, token, { upload_id: id, kind: 'video' });
  expect(answer.code, answer.message).toBe(0);
  return answer.data as { id: number; url: string; name: string; mime: string };
}

/** A video's quality rows, in their order. */
export function renditionsOf(t: TestApp, videoId: number) {
  return t.db
    .selectFrom('video_renditions')
    .select(['id', 'name', 'format', 'url', 'hls_key', 'transcode_media_id'])
    .where('video_id', '=', videoId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** GET of a media address (absolute or not), answered raw. */
export const getMedia = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.inject({ method: 'GET', url: pathOf(url), headers });

/**
 * A segment: through the app's signed route, or, for media in a bucket, from the bucket itself by its
 * pre-signed address (no member headers: the signature is the permission).
 */
async function fetchSegment(t: TestApp, url: string, member: Record<string, string>) {
  if (!/^https?:\/\//.test(url) || url.includes('/api/v3/media/')) return getMedia(t, url, member);
  const answer = await fetch(url);
  return { statusCode: answer.status, rawPayload: Buffer.from(await answer.arrayBuffer()) };
}

/** A member's play of a rendition playlist: its key address and the first segment, decrypted. */
export async function playRendition(
  t: TestApp,
  playlistUrl: string,
  key: string,
  member: Record<string, string>,
) {
  const playlist = await getMedia(t, playlistUrl);
  expect(playlist.statusCode, playlist.body).toBe(200);
  const text = playlist.body;
  const keyLine = /#EXT-X-KEY:METHOD=AES-128,URI="([^"]+)"(?:,IV=0x([0-9a-fA-F]{32}))?/.exec(text);
  expect(keyLine, text).not.toBeNull();
  const keyUrl = keyLine?.[1] ?? '';
  // The key address is this member's: another member's login is refused (and does not use it up).
  expect(keyUrl).toMatch(/^\/api\/v3\/media\/[^/]+\/key$/);
  const other = await createMemberWithToken(t);
  expect((await getMedia(t, keyUrl, other.headers)).statusCode).toBe(403);
  const keyAnswer = await getMedia(t, keyUrl, member);
  expect(keyAnswer.statusCode).toBe(200);
  expect(keyAnswer.rawPayload.toString('hex')).toBe(key);
  // Single use.
  expect((await getMedia(t, keyUrl, member)).statusCode).toBe(403);

  const segments = text.split('\n').filter((line) => line && !line.startsWith('#'));
  expect(segments.length).toBeGreaterThan(0);
  const segment = await fetchSegment(t, segments[0] as string, member);
  expect(segment.statusCode).toBe(200);
  // RFC 8216 §5.2: the IV attribute, else the media sequence number (0).
  const iv = keyLine?.[2] ? Buffer.from(keyLine[2], 'hex') : Buffer.alloc(16);
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(key, 'hex'), iv);
  const clear = Buffer.concat([decipher.update(segment.rawPayload), decipher.final()]);
  // MPEG-TS: a sync byte every 188 bytes.
  expect([clear[0], clear[188]]).toEqual([0x47, 0x47]);
  expect(segment.rawPayload[0] === 0x47 && segment.rawPayload[188] === 0x47).toBe(false);
}
