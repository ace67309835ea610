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
