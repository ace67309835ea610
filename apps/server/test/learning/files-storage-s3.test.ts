import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUserCourse } from '#seed/factories/index';
import { adminCall, adminOfRole } from '#test/helpers/admin';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import { multipart } from '#test/helpers/multipart';
import { readRow } from '#test/helpers/rows';
import { startS3Server, type TestS3 } from '#test/helpers/s3-server';
import { forEachDatabase } from '#test/helpers/test-app';
import { tusUpload } from '#test/helpers/tus';

/*
 * Public images and course attachments in an S3-compatible bucket (decision 044), against s3rver: an image
 * keeps its /storage/ site path, kept in the bucket under public/ and answered by a redirect to a
 * pre-signed address; an attachment is `s3:private/attachments/…`, downloaded through the server once per
 * sign; a member's avatar is written there too. They leave nothing on the disk and go from the bucket when
 * deleted.
 */

const API = '/backend/api/v1';
const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

forEachDatabase((t) => {
  let s3: TestS3;
  let editor: { token: string };
  let buyer: MemberWithToken;
  let courseId = 0;
  const call = (method: string, url: string, body?: unknown) =>
    adminCall(t, method, `${API}${url}`, editor.token, body);

  beforeAll(async () => {
    s3 = await startS3Server();
    const root = await adminOfRole(t, 'super');
    const saved = await adminCall(t, 'PUT', `${API}/settings`, root.token, {
      values: { 'media.s3': s3.settings, 'media.storage': 's3' },
    });
    expect(saved.code, saved.message).toBe(0);
    editor = await adminOfRole(t, 'editor');
    buyer = await createMemberWithToken(t);
    courseId = (await createCourse(t.db, { title: '桶里的附件', charge_fen: 100 })).id;
    await createUserCourse(t.db, { user_id: buyer.user.id, course_id: courseId, source: 'order' });
  });
  afterAll(async () => {
    await t.db.deleteFrom('app_config').where('key', 'in', ['media.storage', 'media.s3']).execute();
    await s3.close();
  });

  describe('files in the bucket', () => {
    it('keeps a public image at its /storage/ path, answered from the bucket, and deletes it there', async () => {
      const id = await tusUpload(t, editor.token, PNG, {
        kind: 'image',
        filetype: 'image/png',
        filename: 'a.png',
      });
      const media = await call('POST', '/media/complete', { upload_id: id, kind: 'image', name: '封面' });
      expect(media.code, media.message).toBe(0);
      expect(media.data.url).toMatch(/^\/storage\/media\/\d{6}\/[0-9a-f]{32}\.png$/);
      const key = `public/${media.data.url.slice('/storage/'.length)}`;
      expect(await s3.store.head(key)).toMatchObject({ size: PNG.length });
      expect(existsSync(join(t.dataDir, media.data.url.slice(1)))).toBe(false);

      const answer = await t.inject(media.data.url);
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toMatch(new RegExp(`^${s3.endpoint}/media/${key}\\?X-Amz-`));
      const image = await fetch(answer.headers.location as string);
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
      // Not a way into the bucket's other objects: dotfiles, climbing out, private keys are not redirected.
      for (const path of ['/storage/.shuyuan-probe/x', '/storage/../uploads/x.mp4', '/storage/%2e%2e/x'])
        expect((await t.inject(path)).statusCode, path).toBe(404);

      expect((await call('DELETE', `/media/${media.data.id}`)).code).toBe(0);
      expect(await s3.store.head(key)).toBeNull();
      expect((await t.inject(media.data.url)).statusCode).toBe(404);
    });

    it('writes a member avatar to the bucket and removes the one it replaces', async () => {
      const member = await createMemberWithToken(t);
      const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a6' } })
        .png()
        .toBuffer();
      const send = async () => {
        const body = multipart([{ name: 'file', filename: 'me.png', type: 'image/png', content: image }]);
        const answer = await t.inject({
          method: 'POST',
          url: '/api/v2/member/detail/avatar',
          payload: body.payload,
          headers: { 'content-type': body.contentType, ...member.headers },
        });
        expect(answer.json().code, answer.body).toBe(0);
        return (await readRow(t.db, 'users', { id: member.user.id })).avatar as string;
      };
      const first = await send();
      expect(first).toMatch(/^\/storage\/avatars\/[0-9a-f]{32}\.webp$/);
      expect(existsSync(join(t.dataDir, first.slice(1)))).toBe(false);
      const shown = await t.inject(first);
      expect(shown.statusCode).toBe(302);
      const fetched = await fetch(shown.headers.location as string);
      expect(fetched.headers.get('content-type')).toBe('image/webp');
      const second = await send();
      expect(await s3.store.head(`public/${second.slice('/storage/'.length)}`)).not.toBeNull();
      expect(await s3.store.head(`public/${first.slice('/storage/'.length)}`)).toBeNull();
    });

    it('files an attachment in the bucket, streams it to a buyer once per sign, and deletes it there', async () => {
      const uploadId = await tusUpload(t, editor.token, PDF, {
        kind: 'attachment',
        filetype: '',
        filename: 'a.pdf',
      });
      const created = await call('POST', `/courses/${courseId}/attachments`, {
        upload_id: uploadId,
        name: '讲义',
      });
      expect(created.code, created.message).toBe(0);
      const row = await readRow(t.db, 'course_attachments', { id: created.data.id });
      expect(row.path).toMatch(new RegExp(`^s3:private/attachments/\\d{6}/${uploadId}\\.pdf$`));
      expect(await s3.store.head(row.path.slice(3))).toMatchObject({ size: PDF.length });
      expect(existsSync(join(t.dataDir, row.path.slice(3)))).toBe(false);
      expect(existsSync(join(t.dataDir, 'uploads', uploadId))).toBe(false);

      const sign = await t.get(`/api/v3/course/${courseId}/attach/${created.data.id}`, buyer.headers);
      expect(sign.code, sign.message).toBe(0);
      const url = new URL(sign.data.download_url);
      const file = await t.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-length']).toBe(String(PDF.length));
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect((await t.inject({ method: 'GET', url: `${url.pathname}${url.search}` })).json().code).not.toBe(
        0,
      );

      expect((await call('DELETE', `/attachments/${created.data.id}`)).code).toBe(0);
      expect(await s3.store.head(row.path.slice(3))).toBeNull();
    });
  });
});
