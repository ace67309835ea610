import { z } from 'zod';
import { ADMIN_API_PREFIX } from './admin';
import { adminGuard } from './admin-common';
import { adminLine, onOff, secretField as secret } from './admin-fields';
import { defineEndpoint } from './endpoint';

/*
 * Where media are stored (issue 22, decision 044): the bucket's settings (app_config `media.s3`, a setting
 * like the others in admin-settings.ts) and the console's 测试连接, which writes, reads and deletes a probe
 * object with the settings as typed.
 */

const settingsGuard = adminGuard('settings.manage');

/** An S3-compatible bucket (AWS S3, Aliyun OSS, Tencent COS, MinIO). */
export const S3StorageSettings = z
  .object({
    endpoint: z
      .string({ error: 'Endpoint 格式错误' })
      .trim()
      .max(500, 'Endpoint 过长')
      .regex(
        /^(|https?:\/\/[^\s"'<>/?#]+\/?)$/,
        'Endpoint 须为 http(s) 地址，如 https://oss-cn-hangzhou.aliyuncs.com',
      )
      .refine(
        (v) => v === '' || URL.canParse(v),
        'Endpoint 须为 http(s) 地址，如 https://oss-cn-hangzhou.aliyuncs.com',
      )
      .default(''),
    region: z
      .string({ error: '地域格式错误' })
      .trim()
      .regex(/^[a-z0-9-]{0,64}$/i, '地域须为字母、数字和连字符，如 us-east-1')
      .default(''),
    bucket: z
      .string({ error: '存储桶格式错误' })
      .trim()
      .regex(/^(|[a-z0-9][a-z0-9.-]{1,61}[a-z0-9])$/, '存储桶名须为 3–63 个小写字母、数字、点或连字符')
      .default(''),
    access_key_id: adminLine('Access Key', 128, { optional: true }),
    secret_access_key: secret('Secret Key'),
    path_style: onOff,
  })
  .partial();
export type TS3StorageSettings = z.input<typeof S3StorageSettings>;

export const StorageProbeResult = z.object({
  ok: z.boolean(),
  /** What happened, in words: on failure which step failed and why. */
  message: z.string(),
  steps: z.array(
    z.object({ step: z.enum(['put', 'head', 'get', 'delete']), ok: z.boolean(), ms: z.number().int() }),
  ),
});
export type TStorageProbeResult = z.infer<typeof StorageProbeResult>;

export const adminTestStorage = defineEndpoint({
  ...settingsGuard,
  id: 'adminTestStorage',
  method: 'POST',
  path: `${ADMIN_API_PREFIX}/settings/storage-test`,
  summary: '测试连接：用给出的 S3 设置写入、读取、下载并删除一个小文件（Secret Key 留空则用已保存的）',
  body: z.object({ s3: S3StorageSettings }),
  response: StorageProbeResult,
});
