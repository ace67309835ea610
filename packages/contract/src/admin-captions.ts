import { z } from 'zod';
import { ADMIN_API_PREFIX } from './admin';
import { adminGuard, idParams, okEmpty } from './admin-common';
import { adminLine } from './admin-fields';
import { defineEndpoint } from './endpoint';

/**
 * Caption tracks of a video in the console (issue 6). A WebVTT file per language, uploaded as
 * multipart/form-data; the server checks its content and files it under DATA_DIR/media/captions/ (private),
 * from where only the signed media addresses of play info serve it.
 */

/** Largest caption file: a two-hour lecture's captions are about 150 KB. */
export const CAPTION_MAX_BYTES = 512 * 1024;

export const CaptionMessage = {
  fileRequired: '请选择字幕文件',
  fileTooLarge: '字幕文件不能超过512KB',
  notUtf8: '字幕文件须为 UTF-8 编码',
  notWebVtt: '字幕文件须为 WebVTT 格式（.vtt，首行以 WEBVTT 开头）',
  langTaken: '该语言的字幕已存在，请先删除',
  missing: '字幕不存在',
} as const;

export const AdminCaption = z.object({
  id: z.number().int(),
  video_id: z.number().int(),
  /** BCP 47 tag (the player's srclang). */
  lang: z.string(),
  label: z.string(),
  /** Bytes. */
  size: z.number().int(),
  created_at: z.number().int(),
});
export type TAdminCaption = z.infer<typeof AdminCaption>;

/**
 * The text fields of the upload form, beside the part `file`. Never a path: the server names the file.
 * Read from the multipart fields by the server with this schema.
 */
export const CaptionFields = z.object({
  lang: z
    .string({ error: '请选择字幕语言' })
    .trim()
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/, '字幕语言须为语言代码，如 en、zh-CN'),
  label: adminLine('字幕名称', 32),
});
export type TCaptionFields = z.input<typeof CaptionFields>;

const P = ADMIN_API_PREFIX;
const content = adminGuard('content.manage');

export const adminListVideoCaptions = defineEndpoint({
  ...content,
  id: 'adminListVideoCaptions',
  method: 'GET',
  path: `${P}/videos/:id/captions`,
  summary: '视频的字幕（按上传顺序）',
  params: idParams,
  response: z.array(AdminCaption),
});

/**
 * multipart/form-data: fields `lang` and `label` (CaptionFields) and one part `file`, a UTF-8 WebVTT file
 * of at most CAPTION_MAX_BYTES (no JSON body, hence no `body` schema).
 */
export const adminUploadVideoCaption = defineEndpoint({
  ...content,
  id: 'adminUploadVideoCaption',
  method: 'POST',
  path: `${P}/videos/:id/captions`,
  summary: '上传字幕（multipart：lang、label、file；WebVTT，UTF-8，每种语言一个）',
  params: idParams,
  response: AdminCaption,
});

export const adminDeleteVideoCaption = defineEndpoint({
  ...content,
  id: 'adminDeleteVideoCaption',
  method: 'DELETE',
  path: `${P}/video-captions/:id`,
  summary: '删除字幕',
  params: idParams,
  response: okEmpty,
});
