import { z } from 'zod';
import { ADMIN_API_PREFIX } from './admin';
import { adminGuard, idParams, okEmpty } from './admin-common';
import { adminLine } from './admin-fields';
import { defineEndpoint } from './endpoint';

/**
 * Course attachments in the console (issue 8). The bytes come over the media tus endpoint with
 * `kind: attachment` in the upload metadata; `adminCreateAttachment` then checks the content and files it
 * under DATA_DIR/private/attachments/, where only a buyer's one-time download address reaches it.
 */

/** The tus metadata `kind` of an attachment upload (beside the media library's `video` and `image`). */
export const ATTACHMENT_UPLOAD_KIND = 'attachment';

/** Largest attachment, in bytes (the tus endpoint refuses a larger Upload-Length at once). */
export const ATTACHMENT_MAX_BYTES = 200 * 1024 * 1024;

/**
 * The endings an attachment may have, each with what its content must sniff as (file-type's `ext`);
 * `null` for plain text, which has no magic bytes (it must then sniff as nothing and hold no NUL byte).
 * No HTML, SVG or executables: a download must never run in the site's origin or on the buyer's machine.
 */
export const ATTACHMENT_TYPES: Readonly<Record<string, readonly string[] | null>> = {
  pdf: ['pdf'],
  zip: ['zip'],
  '7z': ['7z'],
  rar: ['rar'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  epub: ['epub', 'zip'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  gif: ['gif'],
  webp: ['webp'],
  txt: null,
  md: null,
  csv: null,
};

/** The lower-case ending of a file name ('' for none): what ATTACHMENT_TYPES is keyed by. */
export function attachmentExtension(fileName: string): string {
  const match = /\.([a-z0-9]{1,8})$/i.exec(fileName.trim());
  return match ? match[1].toLowerCase() : '';
}

export const AdminAttachment = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  name: z.string(),
  extension: z.string(),
  /** Bytes. */
  size: z.number().int(),
  only_buyer: z.boolean(),
  download_times: z.number().int(),
  created_at: z.number().int(),
});
export type TAdminAttachment = z.infer<typeof AdminAttachment>;

/** The name buyers see and download as; never a path (the server builds the path itself). */
const attachmentName = adminLine('附件名', 200).refine((v) => !/[/\\]/.test(v), '附件名不能含有 / 或 \\');

export const AttachmentInput = z.object({
  name: attachmentName,
  /** Buyers only unless said otherwise: an attachment is usually part of what is sold. */
  only_buyer: z.boolean({ error: '开关须为 true 或 false' }).default(true),
});
export type TAttachmentInput = z.input<typeof AttachmentInput>;

const P = ADMIN_API_PREFIX;
const content = adminGuard('content.manage');

export const adminListAttachments = defineEndpoint({
  ...content,
  id: 'adminListAttachments',
  method: 'GET',
  path: `${P}/courses/:id/attachments`,
  summary: '课程附件列表',
  params: idParams,
  response: z.array(AdminAttachment),
});

export const adminCreateAttachment = defineEndpoint({
  ...content,
  id: 'adminCreateAttachment',
  method: 'POST',
  path: `${P}/courses/:id/attachments`,
  summary: '添加课程附件：校验已上传文件的类型与内容，存入私有目录',
  params: idParams,
  body: AttachmentInput.extend({
    upload_id: z.string({ error: '上传不存在' }).regex(/^[a-f0-9]{32}$/, '上传不存在'),
  }),
  response: AdminAttachment,
});

export const adminUpdateAttachment = defineEndpoint({
  ...content,
  id: 'adminUpdateAttachment',
  method: 'PUT',
  path: `${P}/attachments/:id`,
  summary: '重命名课程附件、设置是否仅购买者可下载',
  params: idParams,
  body: AttachmentInput,
  response: okEmpty,
});

export const adminDeleteAttachment = defineEndpoint({
  ...content,
  id: 'adminDeleteAttachment',
  method: 'DELETE',
  path: `${P}/attachments/:id`,
  summary: '删除课程附件（文件一并删除）',
  params: idParams,
  response: okEmpty,
});
