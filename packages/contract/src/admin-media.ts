import { z } from 'zod';
import { ADMIN_API_PREFIX, NO_CONTROL_CHARS } from './admin';
import { adminGuard, idParams, okEmpty, paged, pageQuery } from './admin-common';
import { keywords } from './admin-fields';
import { defineEndpoint } from './endpoint';

/**
 * Media library (issue 8). Bytes travel over tus (resumable) at ADMIN_TUS_PATH, outside the JSON
 * contract; `adminCompleteMedia` then checks the content, files it under /storage/media/ and lists it.
 */
export const ADMIN_TUS_PATH = `${ADMIN_API_PREFIX}/media/tus`;

export const mediaKinds = ['video', 'image'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/** Largest upload per kind, in bytes (the tus server refuses larger Upload-Length at once). */
export const MEDIA_MAX_BYTES: Record<MediaKind, number> = {
  video: 4 * 1024 * 1024 * 1024,
  image: 10 * 1024 * 1024,
};

/** What the content must turn out to be (sniffed on the server; the browser's claim is not trusted). */
export const MEDIA_MIME: Record<MediaKind, readonly string[]> = {
  video: ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-m4v'],
  image: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
};

/**
 * Video containers taken besides MEDIA_MIME.video when the server has ffmpeg (issue 22): a browser cannot play
 * them as they are, so they are accepted only to be transcoded (adminTranscodeTools says whether the server
 * can). Both the types browsers and systems declare (`video/x-matroska`, `video/x-msvideo`…) and the ones
 * content sniffing answers (`video/matroska`, `video/vnd.avi`, `video/MP2P`…): Matroska, AVI, FLV, MPEG-TS,
 * MPEG program streams, WMV/ASF and 3GP.
 */
export const TRANSCODED_VIDEO_MIME: readonly string[] = [
  'video/x-matroska',
  'video/matroska',
  'video/x-msvideo',
  'video/avi',
  'video/msvideo',
  'video/vnd.avi',
  'video/x-flv',
  'video/mp2t',
  'video/vnd.dlna.mpeg-tts',
  'video/mpeg',
  'video/MP1S',
  'video/MP2P',
  'video/x-ms-wmv',
  'video/x-ms-asf',
  'application/vnd.ms-asf',
  'video/3gpp',
  'video/3gpp2',
];

/** The file name extensions of those containers (a browser may give such a file no type at all). */
export const TRANSCODED_VIDEO_EXTENSIONS: readonly string[] = [
  'mkv',
  'avi',
  'flv',
  'ts',
  'm2ts',
  'mts',
  'mpg',
  'mpeg',
  'wmv',
  'asf',
  '3gp',
  '3g2',
];

export const AdminMedia = z.object({
  id: z.number().int(),
  kind: z.enum(mediaKinds),
  name: z.string(),
  url: z.string(),
  mime: z.string(),
  size: z.number().int(),
  created_at: z.number().int(),
});
export type TAdminMedia = z.infer<typeof AdminMedia>;

const content = adminGuard('content.manage');

export const adminListMedia = defineEndpoint({
  ...content,
  id: 'adminListMedia',
  method: 'GET',
  path: `${ADMIN_API_PREFIX}/media`,
  summary: '媒体库列表',
  query: z.object({ ...pageQuery, kind: z.enum(mediaKinds).optional(), keywords }),
  response: paged(AdminMedia),
});

export const adminCompleteMedia = defineEndpoint({
  ...content,
  id: 'adminCompleteMedia',
  method: 'POST',
  path: `${ADMIN_API_PREFIX}/media/complete`,
  summary: '完成上传：按内容校验类型与大小，入库到媒体库',
  body: z.object({
    upload_id: z.string({ error: '上传不存在' }).regex(/^[a-f0-9]{32}$/, '上传不存在'),
    kind: z.enum(mediaKinds, { error: '文件类型错误' }),
    name: z.string().trim().max(200, '文件名过长').regex(NO_CONTROL_CHARS, '文件名含有非法字符').default(''),
  }),
  response: AdminMedia,
});

export const adminDeleteMedia = defineEndpoint({
  ...content,
  id: 'adminDeleteMedia',
  method: 'DELETE',
  path: `${ADMIN_API_PREFIX}/media/:id`,
  summary: '从媒体库删除（文件一并删除）',
  params: idParams,
  response: okEmpty,
});
