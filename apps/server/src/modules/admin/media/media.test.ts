import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createVideo } from '#seed/factories/index';
import { adminCall, adminOfRole, lastAudit } from '#test/helpers/admin';
import { createMemberWithToken } from '#test/helpers/member';
import { forEachDatabase } from '#test/helpers/test-app';
import { tusCreate, tusPatch, tusUpload } from '#test/helpers/tus';

/**
 * An ISO BMFF header (ftyp isom): enough for content sniffing to say video/mp4. 3 MiB, so each half is
 * larger than the JSON body limit (1 MiB in tests): tus bytes must not be held to it.
 */
const MP4 = Buffer.alloc(3 * 1024 * 1024, 7);
MP4.writeUInt32BE(24, 0);
MP4.write('ftypisom', 4, 'latin1');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

forEachDatabase((t) => {
  let editor: { id: number; token: string };
  beforeAll(async () => {
    editor = await adminOfRole(t, 'editor');
  });
  const complete = (body: unknown) =>
    adminCall(t, 'POST', '/backend/api/v1/media/complete', editor.token, body);

  const upload = (bytes: Buffer, fields: Record<string, string>) => tusUpload(t, editor.token, bytes, fields);

  describe('media uploads (tus)', () => {
    it('takes a video in two parts, sniffs it, files it where only signed URLs reach it, and audits it', async () => {
      const id = await upload(MP4, { kind: 'video', filetype: 'video/mp4', filename: '第一课.mp4' });
      expect(id).toMatch(/^[a-f0-9]{32}$/);
      const answer = await complete({ upload_id: id, kind: 'video' });
      expect(answer.code).toBe(0);
      expect(answer.data).toMatchObject({
        kind: 'video',
        name: '第一课.mp4',
        mime: 'video/mp4',
        size: MP4.length,
      });
      expect(answer.data.url).toMatch(/^uploads\/\d{6}\/[a-f0-9]{32}\.mp4$/);
      expect(existsSync(join(t.dataDir, 'media', answer.data.url))).toBe(true);
      // Not public: /storage has no copy, and the path is no URL anyone can fetch.
      expect((await t.inject({ method: 'GET', url: `/storage/${answer.data.url}` })).statusCode).not.toBe(
        200,
      );
      // A lesson that uses it plays through the member's signed URL.
      const course = await createCourse(t.db, { is_free: 1, charge_fen: 0 });
      const video = await createVideo(t.db, { course_id: course.id, url: answer.data.url, duration: 10 });
      const member = await createMemberWithToken(t);
      const play = await t.get(`/api/v2/video/${video.id}/playinfo`, member.headers);
      expect(play.code, play.message).toBe(0);
      const signed = new URL(play.data.urls[0].url);
      const bytes = await t.inject({
        method: 'GET',
        url: `${signed.pathname}${signed.search}`,
        headers: { ...member.headers, range: 'bytes=0-15' },
      });
      expect(bytes.statusCode).toBe(206);
      expect(existsSync(join(t.dataDir, 'uploads', id))).toBe(false);
      expect(await lastAudit(t, 'media.upload')).toMatchObject({
        target: `media:${answer.data.id}`,
        after: { url: answer.data.url },
      });

      const list = await adminCall(t, 'GET', '/backend/api/v1/media?kind=video', editor.token);
      expect(list.data.data[0]).toMatchObject({ id: answer.data.id });
      expect((await complete({ upload_id: id, kind: 'video' })).code).toBe(404);
    });

    it('files an image and deletes it with its file', async () => {
      const id = await upload(PNG, { kind: 'image', filetype: 'image/png', filename: 'cover.png' });
      const media = (await complete({ upload_id: id, kind: 'image', name: '封面' })).data;
      expect(media).toMatchObject({ name: '封面', mime: 'image/png' });
      const path = join(t.dataDir, media.url.slice(1));
      expect(existsSync(path)).toBe(true);
      expect((await adminCall(t, 'DELETE', `/backend/api/v1/media/${media.id}`, editor.token)).code).toBe(0);
      expect(existsSync(path)).toBe(false);
      expect(await lastAudit(t, 'media.delete')).toMatchObject({ before: { id: media.id }, after: null });
    });

    it('refuses content that is not what it claims, and keeps nothing of it', async () => {
      const fake = Buffer.from('<html><script>alert(1)</script></html>'.repeat(20));
      const id = await upload(fake, { kind: 'video', filetype: 'video/mp4', filename: 'x.mp4' });
      expect(await complete({ upload_id: id, kind: 'video' })).toMatchObject({
        code: 1,
        message: '文件内容不是支持的视频格式',
      });
      expect(existsSync(join(t.dataDir, 'uploads', id))).toBe(false);
      // A video is no image either way round.
      const id2 = await upload(MP4, { kind: 'image', filetype: 'image/png', filename: 'x.png' });
      expect(await complete({ upload_id: id2, kind: 'image' })).toMatchObject({
        code: 1,
        message: '文件内容不是支持的图片格式',
      });
    });

    it('refuses declared types, sizes and kinds outside the rules at creation', async () => {
      expect(
        (await tusCreate(t, editor.token, 100, { kind: 'video', filetype: 'text/html' })).statusCode,
      ).toBe(415);
      expect(
        (await tusCreate(t, editor.token, 100, { kind: 'image', filetype: 'image/svg+xml' })).statusCode,
      ).toBe(415);
      expect(
        (await tusCreate(t, editor.token, 11 * 1024 * 1024, { kind: 'image', filetype: 'image/png' }))
          .statusCode,
      ).toBe(413);
      expect(
        (await tusCreate(t, editor.token, 100, { kind: 'script', filetype: 'video/mp4' })).statusCode,
      ).toBe(400);
    });

    it('refuses an unfinished upload, a foreign kind and bad ids with the envelope', async () => {
      const created = await tusCreate(t, editor.token, MP4.length, { kind: 'video', filetype: 'video/mp4' });
      const id = String(created.headers.location).split('/').pop();
      await tusPatch(t, editor.token, String(created.headers.location), 0, MP4.subarray(0, 100));
      expect(await complete({ upload_id: id, kind: 'video' })).toMatchObject({
        code: 1,
        message: '文件尚未上传完成',
      });
      expect(await complete({ upload_id: id, kind: 'image' })).toMatchObject({
        code: 1,
        message: '文件类型错误',
      });
      expect(await complete({ upload_id: '../../etc/passwd', kind: 'video' })).toMatchObject({
        code: 1,
        message: '上传不存在',
      });
      expect((await complete({ upload_id: 'a'.repeat(32), kind: 'video' })).code).toBe(404);
    });

    it('answers tus with 401 without an admin token and 403 for a role without content rights', async () => {
      expect((await tusCreate(t, undefined, 10, { kind: 'image', filetype: 'image/png' })).statusCode).toBe(
        401,
      );
      const finance = await adminOfRole(t, 'finance');
      expect(
        (await tusCreate(t, finance.token, 10, { kind: 'image', filetype: 'image/png' })).statusCode,
      ).toBe(403);
      const member = await tusCreate(t, 'some-member-jwt', 10, { kind: 'image', filetype: 'image/png' });
      expect(member.statusCode).toBe(401);
    });
  });
});
