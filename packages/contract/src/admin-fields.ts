import { z } from 'zod';
import { NO_CONTROL_CHARS } from './admin';

/*
 * What an administrator types, field by field. Every text is refused with a message when it holds
 * control characters (PostgreSQL rejects NUL outright: a 500 otherwise).
 */

/** One line of text, trimmed, 1..max characters (min 0 with `optional`). */
export function adminLine(label: string, max: number, options: { optional?: boolean } = {}) {
  const base = z
    .string({ error: `请输入${label}` })
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .regex(NO_CONTROL_CHARS, `${label}含有非法字符`);
  return options.optional ? base.default('') : base.min(1, `请输入${label}`);
}

/** Multi-line text (descriptions, Markdown): newlines and tabs allowed, NUL and other controls not. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const NO_CONTROL_BUT_LINES = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
export function adminText(label: string, max: number) {
  return z
    .string({ error: `${label}格式错误` })
    .max(max, `${label}过长`)
    .regex(NO_CONTROL_BUT_LINES, `${label}含有非法字符`)
    .default('');
}

/** A picture or media address: a site path under /storage/ or an http(s) URL; '' for none. */
export function adminUrl(label: string) {
  return z
    .string({ error: `${label}格式错误` })
    .trim()
    .max(500, `${label}过长`)
    .regex(
      /^(|\/storage\/[\w\-./]+|https?:\/\/[^\s"'<>]+)$/,
      `${label}须为 http(s) 地址或本站 /storage/ 路径`,
    )
    .refine((v) => !v.includes('..'), `${label}格式错误`)
    .default('');
}

/**
 * A lesson's media: an http(s) address, `s3:<key>` in the configured bucket, a legacy public /storage/
 * path, or a path under DATA_DIR/media (uploads/…, demo/…) that only members' signed URLs serve.
 */
export function adminVideoUrl(label: string) {
  return z
    .string({ error: `${label}格式错误` })
    .trim()
    .max(500, `${label}过长`)
    .regex(
      /^(|\/storage\/[\w\-./]+|https?:\/\/[^\s"'<>]+|s3:[\w\-./]+|[\w-][\w\-./]*)$/,
      `${label}须为 http(s) 地址、s3: 对象或上传的视频路径`,
    )
    .refine((v) => !v.includes('..'), `${label}格式错误`)
    .default('');
}

/** Money in yuan on the wire (two decimals at most), fen in the database. */
export const yuan = z.coerce
  .number({ error: '价格格式错误' })
  .min(0, '价格不能为负')
  .max(1_000_000, '价格过大')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, '价格最多两位小数');

export const flag = z.boolean({ error: '开关须为 true 或 false' }).default(false);
/** A switch that must be given (a setting's on/off). */
export const onOff = z.boolean({ error: '开关须为 true 或 false' });
/** A write-only secret (a key, a password): '' keeps the stored one. */
export const secretField = (label: string) => z.string().max(8000, `${label}过长`).default('');
/** Query flags come as text: '1'/'true' or '0'/'false'. */
export const queryFlag = z.enum(['0', '1']).optional();

/** A display order typed in a form: 0 to 100 000, 0 when left out. */
export const sortInput = z.coerce.number().int().min(0).max(100_000).default(0);
/** The id of another row (a parent, a category, a chapter); 0 for none. */
export const refIdInput = z.coerce.number().int().min(0).default(0);
/** Epoch ms, at the latest 2100-01-01; left out: now. */
export const publishAtInput = z.coerce.number().int().min(0).max(4_102_444_800_000).optional();

/** A search box: trimmed, short, no control characters ('' means no filter). */
export const keywords = z
  .string()
  .trim()
  .max(64, '关键词过长')
  .regex(NO_CONTROL_CHARS, '关键词含有非法字符')
  .optional();
