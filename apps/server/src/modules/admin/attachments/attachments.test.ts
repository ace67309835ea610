import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCourse, createUserCourse } from '#seed/factories/index';
import { adminCall, adminOfRole, lastAudit } from '#test/helpers/admin';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import { readRow } from '#test/helpers/rows';
import { forEachDatabase } from '#test/helpers/test-app';
import { tusCreate, tusUpload } from '#test/helpers/tus';

const API = '/backend/api/v1';
const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

forEachDatabase((t) => {
  let editor: { id: number; token: string };
  let courseId = 0;
  let buyer: MemberWithToken;
  let stranger: MemberWithToken;
  const call = (method: string, url: string, body?: unknown) =>
    adminCall(t, method, `${API}${url}`, editor.token, body);
  const upload = (bytes: Buffer, filename: string) =>
    tusUpload(t, editor.token, bytes, { kind: 'attachment', filetype: '', filename });

  beforeAll(async () => {
    editor = await adminOfRole(t, 'editor');
    courseId = (await createCourse(t.db, { title: '带附件的课', charge_fen: 1990 })).id;
    buyer = await createMemberWithToken(t);
    stranger = await createMemberWithToken(t);
    await createUserCourse(t.db, { user_id: buyer.user.id, course_id: courseId, source: 'order' });
  });

  /** What the storefront's download does: a one-time address, then the bytes. */
  async function download(member: MemberWithToken, attachmentId: number) {
    const sign = await t.get(`/api/v3/course/${courseId}/attach/${attachmentId}`, member.headers);
    if (sign.code !== 0) return { sign, file: null };
    const url = new URL(sign.data.download_url);
    return { sign, file: await t.inject({ method: 'GET', url: `${url.pathname}${url.search}` }) };
  }

  describe('course attachments', () => {
    it('files an uploaded PDF privately under the admin’s name; a buyer downloads it from the storefront', async () => {
      // Warm the storefront's cached course detail: adding the attachment must drop it.
      expect((await t.get(`/api/v2/course/${courseId}`)).data.attach).toEqual([]);
      const uploadId = await upload(PDF, 'handout.pdf');
      const created = await call('POST', `/courses/${courseId}/attachments`, {
        upload_id: uploadId,
        name: '第一讲 讲义',
      });
      expect(created.code, created.message).toBe(0);
      expect(created.data).toMatchObject({
        course_id: courseId,
        name: '第一讲 讲义.pdf',
        extension: 'pdf',
        size: PDF.length,
        only_buyer: true,
        download_times: 0,
      });
      const id = created.data.id as number;
      const row = await readRow(t.db, 'course_attachments', { id: id });
      expect(row.path).toMatch(new RegExp(`^private/attachments/\\d{6}/${uploadId}\\.pdf$`));
      expect(existsSync(join(t.dataDir, row.path))).toBe(true);
      expect(existsSync(join(t.dataDir, 'uploads', uploadId))).toBe(false);
      // Nothing public serves it.
      expect((await t.inject(`/storage/${row.path}`)).statusCode).not.toBe(200);
      expect(await lastAudit(t, 'attachment.create')).toMatchObject({
        admin_id: editor.id,
        target: `attachment:${id}`,
        before: null,
        after: { name: '第一讲 讲义.pdf', path: row.path },
      });

      const detail = await t.get(`/api/v2/course/${courseId}`);
      expect(detail.data.attach).toEqual([
        { id, name: '第一讲 讲义.pdf', size: PDF.length, extension: 'pdf' },
      ]);
      expect((await call('GET', `/courses/${courseId}/attachments`)).data).toEqual([created.data]);

      const { file } = await download(buyer, id);
      expect(file?.statusCode).toBe(200);
      expect(file?.rawPayload.equals(PDF)).toBe(true);
      expect(file?.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent('第一讲 讲义.pdf')}`,
      );
      expect((await download(stranger, id)).sign).toMatchObject({ code: 1, message: '请购买课程后下载' });
    });

    it('renames, opens to every member, deletes with its file; each write audited', async () => {
      const id = (
        await call('POST', `/courses/${courseId}/attachments`, {
          upload_id: await upload(Buffer.from('# 练习\n\n第一题：……\n'), 'exercises.md'),
          name: '练习题.md',
        })
      ).data.id as number;
      const row = await readRow(t.db, 'course_attachments', { id: id });
      expect(row).toMatchObject({ name: '练习题.md', extension: 'md', only_buyer: 1 });

      expect((await call('PUT', `/attachments/${id}`, { name: '课后练习', only_buyer: false })).code).toBe(0);
      expect(await lastAudit(t, 'attachment.update')).toMatchObject({
        target: `attachment:${id}`,
        before: { name: '练习题.md', only_buyer: true },
        after: { name: '课后练习.md', only_buyer: false },
      });
      const { file } = await download(stranger, id);
      expect(file?.body).toContain('第一题');

      expect((await call('DELETE', `/attachments/${id}`)).code).toBe(0);
      expect(existsSync(join(t.dataDir, row.path))).toBe(false);
      expect(await lastAudit(t, 'attachment.delete')).toMatchObject({
        target: `attachment:${id}`,
        before: { name: '课后练习.md' },
        after: null,
      });
      expect(
        (await t.get(`/api/v2/course/${courseId}`)).data.attach.map((a: { id: number }) => a.id),
      ).not.toContain(id);
      expect((await call('DELETE', `/attachments/${id}`)).code).toBe(404);
      expect((await call('PUT', `/attachments/${id}`, { name: 'x' })).code).toBe(404);
    });

    it('refuses content unlike its ending, and keeps nothing of it', async () => {
      const fake = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'notes.pdf');
      expect(
        await call('POST', `/courses/${courseId}/attachments`, { upload_id: fake, name: 'x' }),
      ).toMatchObject({
        code: 1,
        message: '文件内容与类型不符',
      });
      expect(existsSync(join(t.dataDir, 'uploads', fake))).toBe(false);
      const binaryText = await upload(Buffer.from([0x41, 0x00, 0x42, 0x43]), 'data.txt');
      expect(
        (await call('POST', `/courses/${courseId}/attachments`, { upload_id: binaryText, name: 'x' }))
          .message,
      ).toBe('文件内容与类型不符');
      const pngAsPdf = await upload(PNG, 'cover.pdf');
      expect(
        (await call('POST', `/courses/${courseId}/attachments`, { upload_id: pngAsPdf, name: 'x' })).message,
      ).toBe('文件内容与类型不符');
      // A media-library upload is no attachment.
      const image = await tusUpload(t, editor.token, PNG, {
        kind: 'image',
        filetype: 'image/png',
        filename: 'a.png',
      });
      expect(
        (await call('POST', `/courses/${courseId}/attachments`, { upload_id: image, name: 'x' })).message,
      ).toBe('文件类型错误');
      const dir = join(t.dataDir, 'private', 'attachments');
      const filed = existsSync(dir) ? readdirSync(dir, { recursive: true }).map(String) : [];
      for (const id of [fake, binaryText, pngAsPdf, image])
        expect(filed.some((f) => f.includes(id))).toBe(false);
    });

    it('refuses endings and sizes outside the rules when the upload is declared', async () => {
      for (const filename of ['page.html', 'icon.svg', 'setup.exe', 'run.sh', 'noending']) {
        const res = await tusCreate(t, editor.token, 100, { kind: 'attachment', filename });
        expect(res.statusCode, filename).toBe(415);
      }
      const big = await tusCreate(t, editor.token, 201 * 1024 * 1024, {
        kind: 'attachment',
        filename: 'a.zip',
      });
      expect(big.statusCode).toBe(413);
      const finance = await adminOfRole(t, 'finance');
      expect(
        (await tusCreate(t, finance.token, 100, { kind: 'attachment', filename: 'a.pdf' })).statusCode,
      ).toBe(403);
    });

    it('answers bad names, ids and upload ids with the envelope, never a server error', async () => {
      const uploadId = await upload(PDF, 'a.pdf');
      const create = (body: unknown, course = courseId) =>
        call('POST', `/courses/${course}/attachments`, body);
      expect(await create({ upload_id: uploadId, name: '../../etc/passwd' })).toMatchObject({
        code: 1,
        message: '附件名不能含有 / 或 \\',
      });
      expect((await create({ upload_id: uploadId, name: '' })).message).toBe('请输入附件名');
      expect((await create({ upload_id: uploadId, name: 'x'.repeat(201) })).message).toBe(
        '附件名不能超过200个字符',
      );
      expect((await create({ upload_id: uploadId, name: 'a\u0000b' })).code).toBe(1);
      expect((await create({ upload_id: uploadId, name: 'x', only_buyer: 'yes' })).code).toBe(1);
      expect((await create({ upload_id: '../../etc/passwd', name: 'x' })).message).toBe('上传不存在');
      expect((await create({ upload_id: 'a'.repeat(32), name: 'x' })).code).toBe(404);
      expect(await create({ upload_id: uploadId, name: 'x' }, 987654)).toMatchObject({
        code: 404,
        message: '课程不存在',
      });
      expect((await call('GET', '/courses/987654/attachments')).code).toBe(404);
      expect((await call('GET', '/courses/99999999999/attachments')).code).toBe(404);
      // The upload was not used up by the refusals: it still files.
      expect((await create({ upload_id: uploadId, name: '讲义' })).code).toBe(0);
    });
  });
});
