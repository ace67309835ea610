import type { adminTestStorage } from '@shuyuan/contract';
import { msg } from '@shuyuan/contract/messages';
import type { z } from 'zod';
import { readConfigValues } from '#core/config-values';
import type { Deps } from '#core/deps';
import { s3SettingsOf } from '#core/storage/media-storage';
import { type ProbeResult, probeS3 } from '#core/storage/storage-probe';

type Form = z.infer<NonNullable<(typeof adminTestStorage)['body']>>['s3'];

/**
 * 测试连接 of the console's storage settings as typed (not yet saved); a Secret Key left blank is the stored
 * one, which the console never has to send back.
 */
export async function testStorage({ db }: Deps<'db'>, form: Form): Promise<ProbeResult> {
  const stored = (await readConfigValues(db, ['media.s3'])).obj('media.s3');
  const secret = form.secret_access_key || stored.secret_access_key;
  const settings = s3SettingsOf({ ...form, secret_access_key: secret });
  if (!settings) return { ok: false, message: msg('storage.incomplete'), steps: [] };
  return probeS3(settings);
}
