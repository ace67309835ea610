import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { createAttachment, createCourse, createMember } from '#seed/factories/index';
import { readRow } from '#test/helpers/rows';
import { forEachDatabase } from '#test/helpers/test-app';
import { createDownloadSign } from './attachments';

/** The download half of attachments (the sign a buyer gets is minted as the member route does). */
forEachDatabase((t) => {
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    mkdirSync(join(t.dataDir, 'private', 'attachments'), { recursive: true });
    writeFileSync(join(t.dataDir, 'private', 'attachments', 'notes.txt'), '讲义内容');
    ids.member = (await createMember(t.db)).id;
    ids.free = (await createCourse(t.db, { is_free: 1, charge_fen: 0 })).id;
    ids.paid = (await createCourse(t.db)).id;
    ids.file = (
      await createAttachment(t.db, {
        course_id: ids.free,
        name: '课程 讲义.txt',
        path: 'private/attachments/notes.txt',
      })
    ).id;
    ids.escape = (
      await createAttachment(t.db, { course_id: ids.free, name: 'x', path: '../../etc/passwd' })
    ).id;
    ids.paidFile = (
      await createAttachment(t.db, { course_id: ids.paid, path: 'private/attachments/notes.txt' })
    ).id;
  });

  it('sends the file once per sign and counts the download', async () => {
    const sign = await createDownloadSign(t.app, ids.member, ids.free, ids.file);
    const res = await t.inject(`/api/v3/course/attach-download?sign=${sign}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('讲义内容');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('课程 讲义.txt')}`,
    );
    const again = await t.get(`/api/v3/course/attach-download?sign=${sign}`);
    expect(again).toEqual({ code: 1, message: '下载链接已失效', data: [] });
    const row = await readRow(t.db, 'course_attachments', { id: ids.file });
    expect(row.download_times).toBe(1);
  });

  it('refuses non-buyers, other courses’ attachments and paths outside DATA_DIR', async () => {
    await expect(createDownloadSign(t.app, ids.member, ids.paid, ids.paidFile)).rejects.toThrow(
      '请购买课程后下载',
    );
    await expect(createDownloadSign(t.app, ids.member, ids.free, ids.paidFile)).rejects.toThrow('附件不存在');
    const sign = await createDownloadSign(t.app, ids.member, ids.free, ids.escape);
    expect((await t.get(`/api/v3/course/attach-download?sign=${sign}`)).code).toBe(404);
    expect((await t.get('/api/v3/course/attach-download')).code).toBe(1);
    expect((await t.get('/api/v3/course/attach-download?sign=nope')).message).toBe('下载链接已失效');
  });

  it('needs a token to ask for a download address', async () => {
    expect((await t.get(`/api/v3/course/${ids.free}/attach/${ids.file}`)).code).toBe(401);
  });
});
