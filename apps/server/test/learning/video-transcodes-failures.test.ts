import { existsSync } from 'node:fs';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { TRANSCODE_JOB, transcodeJobId } from '#modules/learning';
import { createCourse, createVideo } from '#seed/factories/index';
import { adminCall, adminOfRole, lastAudit } from '#test/helpers/admin';
import { createMemberWithToken } from '#test/helpers/member';
import { forEachDatabase } from '#test/helpers/test-app';
import {
  API,
  ended,
  getMedia,
  LONG,
  NOT_A_VIDEO,
  renditionsOf,
  sampleVideos,
  untilJob,
  upload,
} from '#test/helpers/transcodes';
import { tusCreate, tusUpload } from '#test/helpers/tus';

/*
 * Issue 22, what goes wrong (on SQLite and PostgreSQL, the database's job queue): a file that is no video
 * fails in words and is retried once fixed; an MKV is taken and its transcode cancelled; a deleted upload's
 * transcode, qualities and folder go with it; and without ffmpeg nothing is queued, uploads play as they are
 * and MKVs are refused. The ladder itself, the console's list and BullMQ: video-transcodes.test.ts.
 */

const samples = sampleVideos();

forEachDatabase((t) => {
  let editor: { id: number; token: string };
  let course: { id: number };
  let mp4Media: { id: number; url: string };
  let webmMedia: { id: number; url: string };

  // Two finished transcodes to switch a lesson between and to delete: the MP4's ladder, the WebM's 360p.
  beforeAll(async () => {
    editor = await adminOfRole(t, 'editor');
    course = await createCourse(t.db, { is_free: 1, charge_fen: 0 });
    mp4Media = await upload(t, editor.token, samples.mp4, 'video/mp4', '第一课.mp4');
    webmMedia = await upload(t, editor.token, samples.webm, 'video/webm', '第二课.webm');
    for (const media of [mp4Media, webmMedia]) {
      const done = await untilJob(t, media.id, ended);
      expect(done.state, JSON.stringify(done)).toBe('completed');
    }
  }, LONG);

  it('ends a file that is no video in a failed job with its error code, and retries it once fixed', {
    timeout: LONG,
  }, async () => {
    const broken = await upload(t, editor.token, NOT_A_VIDEO, 'video/mp4', '坏文件.mp4');
    const failed = await untilJob(t, broken.id, ended);
    expect(failed).toMatchObject({ state: 'failed', error: 'not-video', attemptsMade: 1 });
    const list = await adminCall(t, 'GET', `${API}/transcodes?state=failed`, editor.token);
    expect(list.data.data[0]).toMatchObject({
      media_id: broken.id,
      media_name: '坏文件.mp4',
      state: 'failed',
      step: 'probe',
      error_code: 'not-video',
      error: '',
      renditions: [],
      duration: 0,
    });
    expect(await readdir(join(t.dataDir, 'media', 'transcoded', String(broken.id)))).toEqual([]);

    // The operator puts the real file in its place and retries.
    await writeFile(join(t.dataDir, 'media', broken.url), samples.mp4);
    const retried = await adminCall(t, 'POST', `${API}/transcodes/${broken.id}/retry`, editor.token);
    expect(retried.code, retried.message).toBe(0);
    expect(await lastAudit(t, 'transcode.retry')).toMatchObject({
      target: `media:${broken.id}`,
      before: { state: 'failed' },
      after: { state: 'waiting' },
    });
    const done = await untilJob(t, broken.id, ended);
    expect(done, JSON.stringify(done)).toMatchObject({ state: 'completed', error: null });
  });

  it('takes an MKV because ffmpeg is there, cancels its transcode, and forgets a deleted upload’s transcode', {
    timeout: LONG,
  }, async () => {
    const matroska = await upload(t, editor.token, samples.mkv, 'video/x-matroska', '第三课.mkv');
    expect(matroska).toMatchObject({ mime: 'video/matroska' });
    expect(matroska.url).toMatch(/\.mkv$/);
    // Waiting or already running: the cancel ends it either way, and leaves no folder behind.
    const cancel = await adminCall(t, 'POST', `${API}/transcodes/${matroska.id}/cancel`, editor.token);
    expect(cancel.code, cancel.message).toBe(0);
    const cancelled = await untilJob(t, matroska.id, ended);
    expect(cancelled.state).toBe('cancelled');
    expect(await lastAudit(t, 'transcode.cancel')).toMatchObject({ target: `media:${matroska.id}` });
    const folder = join(t.dataDir, 'media', 'transcoded', String(matroska.id));
    await vi.waitFor(async () => expect(existsSync(folder) ? await readdir(folder) : []).toEqual([]));
    expect(
      await t.db.selectFrom('media_transcodes').select('id').where('media_id', '=', matroska.id).execute(),
    ).toEqual([]);

    // Deleting the WebM upload takes its transcode, its qualities and its folder with it.
    const video = await createVideo(t.db, { course_id: course.id, url: webmMedia.url, duration: 3 });
    await adminCall(t, 'PUT', `${API}/videos/${video.id}`, editor.token, {
      title: 'WebM 课 2',
      url: webmMedia.url,
      duration: 3,
      is_show: true,
    });
    expect((await renditionsOf(t, video.id)).length).toBe(1);
    // A url that names something else drops the transcode's rows.
    await adminCall(t, 'PUT', `${API}/videos/${video.id}`, editor.token, {
      title: 'WebM 课 2',
      url: mp4Media.url,
      duration: 3,
      is_show: true,
    });
    expect((await renditionsOf(t, video.id)).map((r) => r.name)).toEqual(['自动', '720p', '360p']);
    await adminCall(t, 'PUT', `${API}/videos/${video.id}`, editor.token, {
      title: 'WebM 课 2',
      url: webmMedia.url,
      duration: 3,
      is_show: true,
    });
    expect((await adminCall(t, 'DELETE', `${API}/media/${webmMedia.id}`, editor.token)).code).toBe(0);
    expect(await renditionsOf(t, video.id)).toEqual([]);
    expect(existsSync(join(t.dataDir, 'media', 'transcoded', String(webmMedia.id)))).toBe(false);
  });
});

// Without ffmpeg (FFMPEG_PATH names no program): uploads are served as they are, nothing is queued, and the
// containers only a transcode could make playable are refused in words.
forEachDatabase(
  (t) => {
    describe('without ffmpeg', () => {
      it('queues nothing, plays the upload as uploaded, says why, and refuses an MKV', async () => {
        const editor = await adminOfRole(t, 'editor');
        const media = await upload(t, editor.token, samples.mp4, 'video/mp4', '无转码.mp4');
        expect(await t.app.jobs.get(TRANSCODE_JOB, transcodeJobId(media.id))).toBeNull();
        const list = await adminCall(t, 'GET', `${API}/transcodes`, editor.token);
        expect(list.data).toEqual({ total: 0, data: [] });
        const tools = await adminCall(t, 'GET', `${API}/transcodes/tools`, editor.token);
        expect(tools.data).toMatchObject({ available: false, ffmpeg: null });
        expect(tools.data.reason).toContain('FFMPEG_PATH=/nonexistent/ffmpeg');
        expect(
          (await adminCall(t, 'POST', `${API}/transcodes/${media.id}/retry`, editor.token)).message,
        ).toBe('服务器没有可用的 ffmpeg，无法转码');

        const course = await createCourse(t.db, { is_free: 1, charge_fen: 0 });
        const video = await createVideo(t.db, { course_id: course.id, url: media.url, duration: 3 });
        const member = await createMemberWithToken(t);
        const play = await t.get(`/api/v2/video/${video.id}/playinfo`, member.headers);
        expect(play.data.urls.map((u: { name: string; format: string }) => [u.name, u.format])).toEqual([
          ['默认', 'mp4'],
        ]);
        // Nothing transcoded, no poster frame.
        expect(play.data).not.toHaveProperty('poster');
        const bytes = await getMedia(t, play.data.urls[0].url, { range: 'bytes=0-15' });
        expect(bytes.statusCode).toBe(206);
        expect(bytes.rawPayload).toEqual(samples.mp4.subarray(0, 16));

        // Declared as Matroska: refused at once, in words.
        const declared = await tusCreate(t, editor.token, samples.mkv.length, {
          kind: 'video',
          filetype: 'video/x-matroska',
        });
        expect(declared.statusCode).toBe(415);
        expect(declared.body).toBe('服务器没有可用的 ffmpeg，只能上传 MP4、WebM、MOV 或 M4V 视频');
        // Declared as WebM but Matroska inside: refused when its content is sniffed.
        const id = await tusUpload(t, editor.token, samples.mkv, { kind: 'video', filetype: 'video/webm' });
        expect(
          await adminCall(t, 'POST', `${API}/media/complete`, editor.token, { upload_id: id, kind: 'video' }),
        ).toMatchObject({ code: 1, message: '服务器没有可用的 ffmpeg，只能上传 MP4、WebM、MOV 或 M4V 视频' });
      });
    });
  },
  { config: { ffmpegPath: '/nonexistent/ffmpeg' } },
);
