import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FORBIDDEN_MESSAGE } from '#core/auth/admin-guard';
import { createCourse, createVideo } from '#seed/factories/index';
import { adminCall, adminOfRole } from '#test/helpers/admin';
import { createMemberWithToken } from '#test/helpers/member';
import { dropRedisPrefix } from '#test/helpers/redis-prefix';
import { createTestApp, forEachDatabase, type TestApp } from '#test/helpers/test-app';
import {
  API,
  ended,
  getMedia,
  LONG,
  playRendition,
  renditionsOf,
  sampleVideos,
  untilJob,
  upload,
} from '#test/helpers/transcodes';

/*
 * Issue 22 end to end: a video uploaded through the console's tus endpoint is transcoded by the app's job
 * queue (the database's on SQLite and PostgreSQL, BullMQ with Redis) into an AES-128 HLS ladder, which the
 * videos that name the upload play through the signed media route; the console lists the jobs, says the
 * tools are there and refuses other roles. The inputs are made by ffmpeg (3 s, small); the test apps encode
 * with ultrafast, one thread. Failures, cancels, deletions and the app without ffmpeg:
 * video-transcodes-failures.test.ts.
 */

const samples = sampleVideos();

/** The stories every queue backend runs. */
function transcodeStories(t: TestApp) {
  let editor: { id: number; token: string };
  let member: Awaited<ReturnType<typeof createMemberWithToken>>;
  let course: { id: number };
  let mp4Media: { id: number; url: string; name: string };
  let webmMedia: { id: number; url: string };

  beforeAll(async () => {
    editor = await adminOfRole(t, 'editor');
    member = await createMemberWithToken(t);
    course = await createCourse(t.db, { is_free: 1, charge_fen: 0 });
  });

  it('transcodes an uploaded H.264 MP4 and VP9 WebM, and their videos play the AES-128 ladder', {
    timeout: LONG,
  }, async () => {
    mp4Media = await upload(t, editor.token, samples.mp4, 'video/mp4', '第一课.mp4');
    // A lesson saved before the transcode ends gets the qualities when it ends.
    const before = await createVideo(t.db, { course_id: course.id, url: mp4Media.url, duration: 0 });
    webmMedia = await upload(t, editor.token, samples.webm, 'video/webm', '第二课.webm');

    const seen: number[] = [];
    const done = await untilJob(t, mp4Media.id, ended, seen);
    expect(done, JSON.stringify(done)).toMatchObject({ state: 'completed', progress: 100, error: null });
    expect(done.progressMessage).toBe('done');
    // The percentage only rose (each read is the latest write), and was seen below 100 on the way.
    for (const [i, p] of seen.entries()) if (i > 0) expect(p).toBeGreaterThanOrEqual(seen[i - 1] as number);
    expect(seen.some((p) => p < 100)).toBe(true);

    const saved = await t.db
      .selectFrom('media_transcodes')
      .selectAll()
      .where('media_id', '=', mp4Media.id)
      .executeTakeFirstOrThrow();
    expect(saved).toMatchObject({ duration: 3, width: 1280, height: 720 });
    expect(saved.folder).toMatch(new RegExp(`^transcoded/${mp4Media.id}/[0-9a-f]{12}$`));
    const rungs = JSON.parse(saved.renditions) as { name: string; key: string; playlist: string }[];
    expect(rungs.map((r) => r.name)).toEqual(['720p', '360p']);
    for (const file of [saved.master, saved.mp4, saved.poster, ...rungs.map((r) => r.playlist)])
      expect(existsSync(join(t.dataDir, 'media', file)), file).toBe(true);
    // No key file in the served folder.
    const files = await readdir(join(t.dataDir, 'media', saved.folder), { recursive: true });
    expect(files.filter((f) => f.includes('.key'))).toEqual([]);

    const rows = await renditionsOf(t, before.id);
    expect(rows.map((r) => [r.name, r.format])).toEqual([
      ['自动', 'm3u8'],
      ['720p', 'm3u8'],
      ['360p', 'm3u8'],
    ]);
    expect(rows.every((r) => r.transcode_media_id === mp4Media.id)).toBe(true);
    expect(rows[0]?.hls_key).toBeNull();
    expect(rows.slice(1).map((r) => r.hls_key)).toEqual(rungs.map((r) => r.key));
    const lesson = await t.db
      .selectFrom('videos')
      .select('duration')
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(lesson.duration).toBe(3);
    // The upload's English subtitle became the lesson's caption track.
    const captions = await t.db
      .selectFrom('video_captions')
      .select(['lang', 'label', 'path'])
      .where('video_id', '=', before.id)
      .execute();
    expect(captions).toEqual([{ lang: 'en', label: 'English', path: `${saved.folder}/captions/1.vtt` }]);

    // A lesson saved in the console afterwards with the upload's path gets them at once.
    const createdAnswer = await adminCall(t, 'POST', `${API}/courses/${course.id}/videos`, editor.token, {
      title: '之后保存的视频',
      url: mp4Media.url,
      is_show: true,
    });
    expect(createdAnswer.code, createdAnswer.message).toBe(0);
    const after = createdAnswer.data.id as number;
    expect((await renditionsOf(t, after)).map((r) => r.name)).toEqual(['自动', '720p', '360p']);

    // Playing: the master first, each quality through the signed route with the member's key address.
    const play = await t.get(`/api/v2/video/${after}/playinfo`, member.headers);
    expect(play.code, play.message).toBe(0);
    expect(play.data.duration).toBe(3);
    expect(play.data.urls.map((u: { name: string }) => u.name)).toEqual(['自动', '720p', '360p']);
    expect(play.data.subtitles).toEqual([expect.objectContaining({ lang: 'en', label: 'English' })]);
    const master = await getMedia(t, play.data.urls[0].url);
    expect(master.statusCode, master.body).toBe(200);
    expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    const variants = [...master.body.matchAll(/^#EXT-X-STREAM-INF:(.*)\n(.*)$/gm)];
    expect(variants.map((v) => /RESOLUTION=(\d+x\d+)/.exec(v[1] as string)?.[1])).toEqual([
      '640x360',
      '1280x720',
    ]);
    for (const v of variants) expect(v[2]).toMatch(/^\/api\/v3\/media\/[^/]+\/index\.m3u8$/);
    // The transcode's poster frame, a JPEG for this member only.
    expect(play.data.poster).toMatch(/\/api\/v3\/media\/[^/]+\/poster\.jpg$/);
    const poster = await getMedia(t, play.data.poster, member.headers);
    expect(poster.statusCode, poster.body).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(poster.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    const stranger = await createMemberWithToken(t);
    expect((await getMedia(t, play.data.poster, stranger.headers)).statusCode).toBe(403);
    // The 720p variant of the master, and the 360p quality asked for directly.
    await playRendition(t, variants[1]?.[2] as string, rungs[0]?.key as string, member.headers);
    await playRendition(t, play.data.urls[2].url, rungs[1]?.key as string, member.headers);

    // The WebM: 640×360 has a single rung, hence no master.
    const webmDone = await untilJob(t, webmMedia.id, ended);
    expect(webmDone.state, JSON.stringify(webmDone)).toBe('completed');
    const webmVideo = await createVideo(t.db, { course_id: course.id, url: webmMedia.url, duration: 0 });
    await adminCall(t, 'PUT', `${API}/videos/${webmVideo.id}`, editor.token, {
      title: 'WebM 课',
      url: webmMedia.url,
      is_show: true,
    });
    const webmRows = await renditionsOf(t, webmVideo.id);
    expect(webmRows.map((r) => r.name)).toEqual(['360p']);
    const webmSaved = await t.db
      .selectFrom('media_transcodes')
      .select(['container', 'duration', 'renditions'])
      .where('media_id', '=', webmMedia.id)
      .executeTakeFirstOrThrow();
    expect(webmSaved).toMatchObject({ container: 'matroska,webm', duration: 3 });
    const webmPlay = await t.get(`/api/v2/video/${webmVideo.id}/playinfo`, member.headers);
    expect(webmPlay.data.urls.map((u: { name: string; format: string }) => [u.name, u.format])).toEqual([
      ['360p', 'm3u8'],
    ]);
    const webmKey = (JSON.parse(webmSaved.renditions) as { key: string }[])[0]?.key as string;
    await playRendition(t, webmPlay.data.urls[0].url, webmKey, member.headers);
  });

  it('lists the transcodes newest first for the console, says the tools are there, and refuses other roles', async () => {
    const list = await adminCall(t, 'GET', `${API}/transcodes?page=1&size=10`, editor.token);
    expect(list.code, list.message).toBe(0);
    expect(list.data.total).toBeGreaterThanOrEqual(2);
    const [newest, older] = list.data.data;
    expect(newest).toMatchObject({
      media_id: webmMedia.id,
      media_name: '第二课.webm',
      state: 'completed',
      progress: 100,
      step: 'done',
      step_detail: '',
      error_code: null,
      error: null,
      attempts: 1,
      renditions: ['360p'],
      duration: 3,
    });
    expect(older).toMatchObject({ media_id: mp4Media.id, renditions: ['720p', '360p'], duration: 3 });
    expect(newest.updated_at).toBeGreaterThanOrEqual(newest.created_at);
    const completed = await adminCall(t, 'GET', `${API}/transcodes?state=completed`, editor.token);
    expect(completed.data.data.every((job: { state: string }) => job.state === 'completed')).toBe(true);

    const tools = await adminCall(t, 'GET', `${API}/transcodes/tools`, editor.token);
    expect(tools.data).toMatchObject({ available: true, reason: null });
    expect(tools.data.ffmpeg).toMatch(/\d/);

    // A completed transcode is not retried, nor cancelled.
    expect(await adminCall(t, 'POST', `${API}/transcodes/${mp4Media.id}/retry`, editor.token)).toMatchObject({
      code: 1,
      message: '只能重试失败或已取消的转码任务',
    });
    expect(await adminCall(t, 'POST', `${API}/transcodes/${mp4Media.id}/cancel`, editor.token)).toMatchObject(
      {
        code: 1,
        message: '只能取消等待中或进行中的转码任务',
      },
    );
    expect((await adminCall(t, 'POST', `${API}/transcodes/999999/cancel`, editor.token)).code).toBe(404);

    const finance = await adminOfRole(t, 'finance');
    for (const [method, path] of [
      ['GET', '/transcodes'],
      ['GET', '/transcodes/tools'],
      ['POST', `/transcodes/${mp4Media.id}/retry`],
      ['POST', `/transcodes/${mp4Media.id}/cancel`],
    ] as const) {
      expect(await adminCall(t, method, `${API}${path}`, finance.token)).toMatchObject({
        code: 1,
        message: ADMIN_FORBIDDEN_MESSAGE,
      });
      expect((await adminCall(t, method, `${API}${path}`)).code).toBe(401);
    }
  });
}

forEachDatabase((t) => transcodeStories(t));

// BullMQ on Redis (REDIS_URL): the same upload, transcode and play, and the console's list.
describe('with the jobs on Redis (BullMQ)', { tags: ['redis'] }, () => {
  const prefix = `shuyuan-test:${randomBytes(6).toString('hex')}:`;
  let current: TestApp | undefined;
  const t = new Proxy({} as TestApp, {
    get: (_target, property) => {
      if (!current) throw new Error('test app (BullMQ) used before beforeAll finished');
      return current[property as keyof TestApp];
    },
  });
  beforeAll(async () => {
    current = await createTestApp('sqlite', {
      config: { redisUrl: process.env.REDIS_URL, redisKeyPrefix: prefix },
    });
    expect(current.app.jobs.backend).toBe('bullmq');
  });
  afterAll(async () => {
    await current?.close();
    if (process.env.REDIS_URL) await dropRedisPrefix(process.env.REDIS_URL, prefix);
  });
  transcodeStories(t);
});
