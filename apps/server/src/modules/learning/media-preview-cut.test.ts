import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createVideo } from '#seed/factories/index';
import { setAppConfig } from '#test/helpers/app-config';
import { pathOf, writeMedia } from '#test/helpers/media-files';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import { startS3Server, type TestS3 } from '#test/helpers/s3-server';
import { forEachDatabase, type TestApp } from '#test/helpers/test-app';
import { grantCourse } from './testing/fixtures';

const run = promisify(execFile);
/** The demo's 20 s H.264 + AAC sample (keyframes every 2 s). */
const SAMPLE = readFileSync(new URL('../../../assets/demo/videos/sample-1.mp4', import.meta.url));
/** Not on a keyframe: the cut still ends there, as stream copy keeps the frames before it. */
const PREVIEW_SECONDS = 7;

/** What ffprobe says of a file, and whether ffmpeg decodes every frame of it without an error. */
async function probe(bytes: Buffer) {
  const file = join(tmpdir(), `preview-${process.pid}-${Math.random().toString(36).slice(2)}.mp4`);
  writeFileSync(file, bytes);
  const info = await run('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    file,
  ]);
  const parsed = JSON.parse(info.stdout) as {
    format: { duration: string; format_name: string };
    streams: { codec_type: string; duration: string }[];
  };
  const decoded = await run('ffmpeg', ['-nostdin', '-v', 'error', '-xerror', '-i', file, '-f', 'null', '-']);
  const frames = await run('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-count_frames'],
    ...['-show_entries', 'stream=nb_read_frames', '-of', 'csv=p=0', file],
  ]);
  return {
    duration: Number(parsed.format.duration),
    format: parsed.format.format_name,
    streams: parsed.streams.map((s) => s.codec_type).sort(),
    decodeErrors: decoded.stderr.trim(),
    videoFrames: Number(frames.stdout.trim()),
  };
}

/**
 * A trial (is_try) of an MP4 is a complete short MP4 of the preview (issue 20): ffprobe gives the preview's
 * length and ffmpeg decodes it to the end, from local storage and from an S3 bucket; a member with access
 * still gets the whole file; without ffmpeg the byte cap of decision 015 stands.
 */
forEachDatabase((t) => {
  let owner: MemberWithToken;
  let stranger: MemberWithToken;
  let courseId = 0;
  beforeAll(async () => {
    [owner, stranger] = await Promise.all([createMemberWithToken(t), createMemberWithToken(t)]);
    courseId = (await createCourse(t.db)).id;
    await grantCourse(t.db, owner.user.id, courseId);
  });

  const lesson = async (url: string) =>
    (await createVideo(t.db, { course_id: courseId, url, duration: 20, free_seconds: PREVIEW_SECONDS })).id;
  const mediaOf = async (video: number, m: MemberWithToken, headers: Record<string, string> = {}) => {
    const info = await t.get(`/api/v2/video/${video}/playinfo?is_try=${m === owner ? 0 : 1}`, m.headers);
    expect(info.code, info.message).toBe(0);
    return t.inject({ method: 'GET', url: pathOf(info.data.urls[0].url), headers });
  };

  describe('local storage', () => {
    let video = 0;
    beforeAll(async () => {
      video = await lesson(writeMedia(t.dataDir, `cut/${t.dialect}/lesson.mp4`, SAMPLE));
    });

    it('serves the preview as its own MP4 of the preview length that decodes to the end', async () => {
      const answer = await mediaOf(video, stranger);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('video/mp4');
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      const cut = await probe(answer.rawPayload);
      expect(cut.format).toContain('mp4');
      expect(cut.streams).toEqual(['audio', 'video']);
      expect(cut.duration).toBeGreaterThanOrEqual(PREVIEW_SECONDS - 0.05);
      expect(cut.duration).toBeLessThan(PREVIEW_SECONDS + 0.1);
      // 24 frames a second, every one of them there and decodable.
      expect(cut.videoFrames).toBe(PREVIEW_SECONDS * 24);
      expect(cut.decodeErrors).toBe('');
      // The moov comes first (faststart), so a player starts from the first bytes.
      expect(answer.rawPayload.indexOf('moov')).toBeLessThan(answer.rawPayload.indexOf('mdat'));
    });

    it('answers byte ranges of the cut, is made once and kept outside the public storage', async () => {
      const whole = await mediaOf(video, stranger);
      const size = whole.rawPayload.length;
      const part = await mediaOf(video, stranger, { range: 'bytes=100-199' });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
      expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
      expect((await mediaOf(video, stranger, { range: `bytes=${size}-` })).statusCode).toBe(416);
      const cached = readdirSync(join(t.dataDir, 'cache', 'previews')).filter((f) => f.endsWith('.mp4'));
      expect(cached.length).toBeGreaterThanOrEqual(1);
      expect(readdirSync(join(t.dataDir, 'cache', 'previews')).some((f) => f.endsWith('.tmp'))).toBe(false);
    });

    it('refuses a playlist named .mp4 (nothing it lists is fetched) and byte-caps it instead', async () => {
      const hits: string[] = [];
      const listener = createServer((req, res) => {
        hits.push(String(req.url));
        res.writeHead(404).end();
      });
      await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
      try {
        const port = (listener.address() as AddressInfo).port;
        const text = `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nhttp://127.0.0.1:${port}/leak.ts\n#EXT-X-ENDLIST\n`;
        const trap = await lesson(writeMedia(t.dataDir, `cut/${t.dialect}/trap.mp4`, text));
        const answer = await mediaOf(trap, stranger);
        expect(answer.statusCode).toBe(200);
        // (7 + 2) / 20 of the file, as decision 015's byte cap.
        expect(answer.body).toBe(text.slice(0, Math.ceil((text.length * 9) / 20)));
        expect(hits).toEqual([]);
      } finally {
        await new Promise((resolve) => listener.close(resolve));
      }
    });

    it('still gives a member with access the whole video', async () => {
      const answer = await mediaOf(video, owner);
      expect(answer.rawPayload.equals(SAMPLE)).toBe(true);
      expect((await probe(answer.rawPayload)).duration).toBe(20);
    });
  });

  describe('S3-compatible storage', () => {
    let s3: TestS3;
    let video = 0;
    beforeAll(async () => {
      // A real S3-compatible server: ffmpeg reads the sample through a pre-signed address.
      s3 = await startS3Server();
      await s3.store.put('v/trial.mp4', SAMPLE, 'video/mp4');
      await setAppConfig(t.db, 'media.s3', s3.settings);
      video = await lesson('s3:v/trial.mp4');
    });
    afterAll(async () => {
      await t.db.deleteFrom('app_config').where('key', '=', 'media.s3').execute();
      await s3.close();
    });

    it('cuts the preview from the bucket into a complete MP4 of the preview length', async () => {
      const answer = await mediaOf(video, stranger);
      expect(answer.statusCode).toBe(200);
      const cut = await probe(answer.rawPayload);
      expect(cut.duration).toBeGreaterThanOrEqual(PREVIEW_SECONDS - 0.05);
      expect(cut.duration).toBeLessThan(PREVIEW_SECONDS + 0.1);
      expect(cut.videoFrames).toBe(PREVIEW_SECONDS * 24);
      expect(cut.decodeErrors).toBe('');
    });
  });
});

/** Without ffmpeg: the byte-capped prefix of decision 015, as before. */
forEachDatabase(
  (t: TestApp) => {
    it('falls back to the byte cap', async () => {
      const stranger = await createMemberWithToken(t);
      const course = await createCourse(t.db);
      const url = writeMedia(t.dataDir, `cut/${t.dialect}/no-ffmpeg.mp4`, SAMPLE);
      const video = (await createVideo(t.db, { course_id: course.id, url, duration: 20, free_seconds: 8 }))
        .id;
      const info = await t.get(`/api/v2/video/${video}/playinfo?is_try=1`, stranger.headers);
      const answer = await t.inject({ method: 'GET', url: pathOf(info.data.urls[0].url) });
      expect(answer.statusCode).toBe(200);
      // (8 + 2) / 20 of the file.
      expect(answer.rawPayload.equals(SAMPLE.subarray(0, Math.ceil(SAMPLE.length / 2)))).toBe(true);
    });
  },
  { config: { ffmpegPath: '/nonexistent/ffmpeg' } },
);
