import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CAPTION_MAX_BYTES, CaptionMessage } from '@shuyuan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_FORBIDDEN_MESSAGE } from '#core/auth/admin-guard';
import { createCourse, createUserCourse, createVideo } from '#seed/factories/index';
import { adminCall, adminOfRole, lastAudit } from '#test/helpers/admin';
import { pathOf, patternBytes, writeMedia } from '#test/helpers/media-files';
import { createMemberWithToken } from '#test/helpers/member';
import { type MultipartPart, multipart } from '#test/helpers/multipart';
import { forEachDatabase, type TestApp } from '#test/helpers/test-app';

const API = '/backend/api/v1';
const VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n第一句\n\n00:00:04.000 --> 00:00:06.000\nsecond\n';

type Part = Omit<MultipartPart, 'type'>;

async function upload(t: TestApp, token: string, videoId: number, parts: Part[]) {
  // Files go up as text/vtt, as the console's upload sends them.
  const body = multipart(parts.map((part) => (part.filename ? { ...part, type: 'text/vtt' } : part)));
  const response = await t.inject({
    method: 'POST',
    url: `${API}/videos/${videoId}/captions`,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return response.json();
}

const form = (lang: string, label: string, content: Buffer | string, filename = 'captions.vtt'): Part[] => [
  { name: 'lang', content: lang },
  { name: 'label', content: label },
  { name: 'file', filename, content },
];

/** Caption uploads in the console (issue 6): checked content, server-chosen names, audited, permissioned. */
forEachDatabase((t) => {
  let editor: { id: number; token: string };
  let videoId = 0;
  let courseId = 0;
  const captionFiles = (id: number) => {
    const dir = join(t.dataDir, 'media', 'captions', String(id));
    return existsSync(dir) ? readdirSync(dir) : [];
  };
  const rowsOf = (id: number) =>
    t.db.selectFrom('video_captions').selectAll().where('video_id', '=', id).orderBy('id').execute();

  beforeAll(async () => {
    editor = await adminOfRole(t, 'editor');
    courseId = (await createCourse(t.db)).id;
    const url = writeMedia(t.dataDir, 'adm-cc/a.mp4', patternBytes(50));
    videoId = (await createVideo(t.db, { course_id: courseId, url, duration: 20 })).id;
  });

  describe('upload, list, delete', () => {
    it('files a WebVTT upload under a name of its own, audits it, and a buyer gets it in play info', async () => {
      // Fields after the file, and a hostile file name: neither matters.
      const answer = await upload(t, editor.token, videoId, [
        { name: 'file', filename: '../../../etc/passwd.vtt', content: VTT },
        { name: 'lang', content: 'zh-CN' },
        { name: 'label', content: ' 中文 ' },
      ]);
      expect(answer.code, answer.message).toBe(0);
      expect(answer.data).toMatchObject({
        video_id: videoId,
        lang: 'zh-CN',
        label: '中文',
        size: Buffer.byteLength(VTT),
      });
      const [row] = await rowsOf(videoId);
      expect(row?.path).toMatch(new RegExp(`^captions/${videoId}/[0-9a-f]{32}\\.vtt$`));
      expect(readFileSync(join(t.dataDir, 'media', row?.path ?? ''), 'utf8')).toBe(VTT);
      expect(existsSync(join(t.dataDir, 'etc'))).toBe(false);
      expect(await lastAudit(t, 'video.caption_upload')).toMatchObject({
        admin_id: editor.id,
        target: `video:${videoId}`,
        before: null,
        after: { id: answer.data.id, lang: 'zh-CN', label: '中文' },
      });

      const list = await adminCall(t, 'GET', `${API}/videos/${videoId}/captions`, editor.token);
      expect(list.data).toEqual([answer.data]);

      // A member who owns the course gets the track and can fetch exactly this file.
      const buyer = await createMemberWithToken(t);
      await createUserCourse(t.db, { user_id: buyer.user.id, course_id: courseId, charge_fen: 0 });
      const info = await t.get(`/api/v2/video/${videoId}/playinfo`, buyer.headers);
      expect(info.data.subtitles).toEqual([expect.objectContaining({ lang: 'zh-CN', label: '中文' })]);
      const track = await t.inject({ url: pathOf(info.data.subtitles[0].url) });
      expect(track.statusCode).toBe(200);
      expect(track.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expect(track.body).toBe(VTT);
    });

    it('refuses a second track of the same language and writes no file for it', async () => {
      const before = captionFiles(videoId).length;
      const again = await upload(t, editor.token, videoId, form('zh-CN', '简体', VTT));
      expect(again).toMatchObject({ code: 1, message: CaptionMessage.langTaken });
      expect(captionFiles(videoId)).toHaveLength(before);
      const en = await upload(t, editor.token, videoId, form('en', 'English', VTT));
      expect(en.code, en.message).toBe(0);
      expect((await rowsOf(videoId)).map((r) => r.lang)).toEqual(['zh-CN', 'en']);
    });

    it('deletes a track with its file, audited; a second delete finds nothing', async () => {
      const [first] = await rowsOf(videoId);
      const deleted = await adminCall(t, 'DELETE', `${API}/video-captions/${first?.id}`, editor.token);
      expect(deleted.code, deleted.message).toBe(0);
      expect(existsSync(join(t.dataDir, 'media', first?.path ?? ''))).toBe(false);
      expect(await lastAudit(t, 'video.caption_delete')).toMatchObject({
        target: `video:${videoId}`,
        before: { id: first?.id, lang: 'zh-CN' },
        after: null,
      });
      const twice = await adminCall(t, 'DELETE', `${API}/video-captions/${first?.id}`, editor.token);
      expect(twice).toMatchObject({ code: 404, message: CaptionMessage.missing });
    });
  });

  describe('refusals (Chinese messages, never a 500, nothing written)', () => {
    const refusals: [string, Part[], string][] = [
      [
        'an SRT file',
        form('de', 'Deutsch', '1\n00:00:01,000 --> 00:00:02,000\nHallo\n', 'a.srt'),
        CaptionMessage.notWebVtt,
      ],
      ['HTML named .vtt', form('de', 'Deutsch', '<script>alert(1)</script>'), CaptionMessage.notWebVtt],
      [
        'a PNG named .vtt',
        form('de', 'Deutsch', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
        CaptionMessage.notUtf8,
      ],
      [
        'GBK text',
        form(
          'de',
          'Deutsch',
          Buffer.concat([Buffer.from('WEBVTT\n\n'), Buffer.from([0xc4, 0xe3, 0xba, 0xc3])]),
        ),
        CaptionMessage.notUtf8,
      ],
      [
        'a file over the limit',
        form('de', 'Deutsch', `WEBVTT\n\n${'x'.repeat(CAPTION_MAX_BYTES)}`),
        CaptionMessage.fileTooLarge,
      ],
      [
        'no file',
        [
          { name: 'lang', content: 'de' },
          { name: 'label', content: 'Deutsch' },
        ],
        CaptionMessage.fileRequired,
      ],
      ['an empty file', form('de', 'Deutsch', ''), CaptionMessage.fileRequired],
      ['a path as language', form('../x', 'Deutsch', VTT), '字幕语言须为语言代码，如 en、zh-CN'],
      ['no label', form('de', '  ', VTT), '请输入字幕名称'],
      ['a label with a NUL', form('de', 'a\u0000b', VTT), '字幕名称含有非法字符'],
    ];
    for (const [what, parts, message] of refusals) {
      it(`refuses ${what}`, async () => {
        const before = (await rowsOf(videoId)).length;
        const files = captionFiles(videoId).length;
        expect(await upload(t, editor.token, videoId, parts)).toMatchObject({ code: 1, message });
        expect(await rowsOf(videoId)).toHaveLength(before);
        expect(captionFiles(videoId)).toHaveLength(files);
      });
    }

    it('refuses a JSON body, an unknown or deleted video', async () => {
      const json = await adminCall(t, 'POST', `${API}/videos/${videoId}/captions`, editor.token, {
        lang: 'de',
      });
      expect(json).toMatchObject({ code: 1, message: CaptionMessage.fileRequired });
      expect(await upload(t, editor.token, 999_999, form('de', 'Deutsch', VTT))).toMatchObject({
        code: 404,
        message: '视频不存在',
      });
      const gone = await createVideo(t.db, { course_id: courseId, deleted_at: Date.now() });
      expect(await upload(t, editor.token, gone.id, form('de', 'Deutsch', VTT))).toMatchObject({ code: 404 });
      const list = await adminCall(t, 'GET', `${API}/videos/${gone.id}/captions`, editor.token);
      expect(list.code).toBe(404);
    });

    it('answers only administrators with content.manage', async () => {
      const finance = await adminOfRole(t, 'finance');
      const before = (await rowsOf(videoId)).length;
      expect(await upload(t, finance.token, videoId, form('fr', 'Français', VTT))).toMatchObject({
        message: ADMIN_FORBIDDEN_MESSAGE,
      });
      const list = await adminCall(t, 'GET', `${API}/videos/${videoId}/captions`, finance.token);
      expect(list.message).toBe(ADMIN_FORBIDDEN_MESSAGE);
      const [row] = await rowsOf(videoId);
      const del = await adminCall(t, 'DELETE', `${API}/video-captions/${row?.id}`, finance.token);
      expect(del.message).toBe(ADMIN_FORBIDDEN_MESSAGE);
      const member = await createMemberWithToken(t);
      expect((await upload(t, member.token, videoId, form('fr', 'Français', VTT))).code).toBe(401);
      expect(await rowsOf(videoId)).toHaveLength(before);
    });
  });
});
