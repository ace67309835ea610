import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUserCourse, createVideo } from '#seed/factories/index';
import { adminCall, adminOfRole } from '#test/helpers/admin';
import { createMemberWithToken } from '#test/helpers/member';
import { readRow } from '#test/helpers/rows';
import { startS3Server, type TestS3 } from '#test/helpers/s3-server';
import { forEachDatabase } from '#test/helpers/test-app';
import {
  API,
  ended,
  getMedia,
  LONG,
  playRendition,
  sampleVideos,
  untilJob,
  upload,
} from '#test/helpers/transcodes';
import { tusUpload } from '#test/helpers/tus';
import { type MoveProgress, moveMediaToS3 } from '../../src/runtime/media-to-s3/move-media';

/*
 * `npm run media:to-s3` (decision 044) on a site whose media are on the disk: a transcoded video, a public
 * image and an attachment. The first run is stopped after three files; the second skips what the bucket
 * holds and copies the rest, then switches the rows; the site then plays, shows and hands out everything
 * from the bucket; a third run with deleteLocal copies nothing and removes the disk's copies.
 */

const samples = sampleVideos();
const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

forEachDatabase((t) => {
  let s3: TestS3;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await t.db.deleteFrom('app_config').where('key', 'in', ['media.storage', 'media.s3']).execute();
    await s3.close();
  });

  describe('media:to-s3', () => {
    it('moves a site to the bucket, resumes after a stop, and the site plays from there', {
      timeout: LONG,
    }, async () => {
      const editor = await adminOfRole(t, 'editor');
      const root = await adminOfRole(t, 'super');
      // The site on the disk; the bucket set up in the console but not chosen yet.
      expect(
        (await adminCall(t, 'PUT', `${API}/settings`, root.token, { values: { 'media.s3': s3.settings } }))
          .code,
      ).toBe(0);
      const video = await upload(t, editor.token, samples.mp4, 'video/mp4', '搬家的课.mp4');
      expect(video.url).toMatch(/^uploads\//);
      expect((await untilJob(t, video.id, ended)).state).toBe('completed');
      const imageUpload = await tusUpload(t, editor.token, PNG, {
        kind: 'image',
        filetype: 'image/png',
        filename: 'a.png',
      });
      const image = (
        await adminCall(t, 'POST', `${API}/media/complete`, editor.token, {
          upload_id: imageUpload,
          kind: 'image',
        })
      ).data;
      const course = await createCourse(t.db, { is_free: 1, charge_fen: 0 });
      const member = await createMemberWithToken(t);
      await createUserCourse(t.db, { user_id: member.user.id, course_id: course.id, source: 'order' });
      const lesson = await createVideo(t.db, { course_id: course.id, url: video.url, duration: 0 });
      await adminCall(t, 'PUT', `${API}/videos/${lesson.id}`, editor.token, {
        title: '搬家的课',
        url: video.url,
        is_show: true,
      });
      const attachmentUpload = await tusUpload(t, editor.token, PDF, {
        kind: 'attachment',
        filetype: '',
        filename: 'a.pdf',
      });
      const attachment = (
        await adminCall(t, 'POST', `${API}/courses/${course.id}/attachments`, editor.token, {
          upload_id: attachmentUpload,
          name: '讲义',
        })
      ).data;

      // Stopped after three files (as Ctrl-C would): nothing is switched yet.
      const stop = new AbortController();
      const seen: MoveProgress[] = [];
      await expect(
        moveMediaToS3(
          { db: t.db, dataDir: t.dataDir },
          {
            signal: stop.signal,
            onProgress: (p) => {
              seen.push(p);
              if (p.done === 3) stop.abort(new Error('stopped'));
            },
          },
        ),
      ).rejects.toThrow('stopped');
      const total = seen[0]?.total ?? 0;
      expect(total).toBeGreaterThan(6);
      expect((await readRow(t.db, 'videos', { id: lesson.id })).url).toBe(video.url);

      // Again: the three are there and verified, the rest is copied, the rows switch.
      const progress: MoveProgress[] = [];
      const result = await moveMediaToS3(
        { db: t.db, dataDir: t.dataDir },
        { onProgress: (p) => progress.push(p) },
      );
      expect(result).toMatchObject({ files: total, skipped: 3, copied: total - 3, deleted: 0 });
      expect(progress.at(-1)).toMatchObject({ done: total, bytesDone: result.bytes });
      for (const [i, p] of progress.entries())
        if (i > 0) expect(p.bytesDone).toBeGreaterThanOrEqual(progress[i - 1]?.bytesDone ?? 0);
      expect(result.rows).toMatchObject({ videos: 1, media: 1, transcodes: 1, attachments: 1, captions: 1 });
      expect(result.rows.renditions).toBe(3);
      expect((await readRow(t.db, 'videos', { id: lesson.id })).url).toBe(`s3:${video.url}`);
      expect((await readRow(t.db, 'media_files', { id: image.id })).path).toBe(image.url);
      const stored = await t.db
        .selectFrom('app_config')
        .select('value')
        .where('key', '=', 'media.storage')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(stored.value)).toBe('s3');

      // A third run removes the disk's copies, having found every file in the bucket.
      const last = await moveMediaToS3({ db: t.db, dataDir: t.dataDir }, { deleteLocal: true });
      expect(last).toMatchObject({ files: total, copied: 0, skipped: total, deleted: total });
      expect(existsSync(join(t.dataDir, 'media', video.url))).toBe(false);
      expect(existsSync(join(t.dataDir, image.url.slice(1)))).toBe(false);

      // The site from the bucket: the ladder, the caption, the image and the attachment.
      const play = await t.get(`/api/v2/video/${lesson.id}/playinfo`, member.headers);
      expect(play.code, play.message).toBe(0);
      expect(play.data.urls.map((u: { name: string }) => u.name)).toEqual(['自动', '720p', '360p']);
      const saved = await t.db
        .selectFrom('media_transcodes')
        .selectAll()
        .where('media_id', '=', video.id)
        .executeTakeFirstOrThrow();
      expect(saved.folder.startsWith('s3:transcoded/')).toBe(true);
      const rungs = JSON.parse(saved.renditions) as { key: string; playlist: string }[];
      expect(rungs.every((r) => r.playlist.startsWith('s3:'))).toBe(true);
      await playRendition(t, play.data.urls[1].url, rungs[0]?.key as string, member.headers);
      const caption = await getMedia(t, play.data.subtitles[0].url, member.headers);
      expect(caption.body.startsWith('WEBVTT')).toBe(true);
      const shown = await t.inject(image.url);
      expect(shown.statusCode).toBe(302);
      expect(
        Buffer.from(await (await fetch(shown.headers.location as string)).arrayBuffer()).equals(PNG),
      ).toBe(true);
      const sign = await t.get(`/api/v3/course/${course.id}/attach/${attachment.id}`, member.headers);
      const url = new URL(sign.data.download_url);
      expect((await t.inject(`${url.pathname}${url.search}`)).rawPayload.equals(PDF)).toBe(true);
    });
  });
});
