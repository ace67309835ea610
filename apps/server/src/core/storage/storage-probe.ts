import { randomBytes } from 'node:crypto';
import { msg } from '@shuyuan/contract/messages';
import { readText } from './object-store';
import { type S3Settings, S3Store, s3Client } from './s3-store';

/*
 * 测试连接 (decision 044): a real round trip with a small object, put → head → get → delete, under a
 * folder of its own, answering in words which step failed and why (the S3 error code translated: a wrong
 * key, a missing bucket, a wrong region, no route to the endpoint). Own client with short timeouts, destroyed
 * after: the settings tried may not be the ones saved.
 */

export type ProbeStep = 'put' | 'head' | 'get' | 'delete';

export interface ProbeResult {
  ok: boolean;
  message: string;
  steps: { step: ProbeStep; ok: boolean; ms: number }[];
}

const STEP_NAMES: Record<ProbeStep, Parameters<typeof msg>[0]> = {
  put: 'storage.stepPut',
  head: 'storage.stepHead',
  get: 'storage.stepGet',
  delete: 'storage.stepDelete',
};

interface S3Failure {
  name?: string;
  Code?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
  cause?: unknown;
}

/** Why a request failed, in words. */
export function describeS3Failure(error: unknown, settings: S3Settings): string {
  const e = (error ?? {}) as S3Failure;
  const cause = (e.cause ?? {}) as S3Failure;
  const code = e.Code ?? e.name ?? '';
  const netCode = e.code ?? cause.code ?? '';
  const status = e.$metadata?.httpStatusCode;
  const endpoint = settings.endpoint;
  if (/TimeoutError|RequestTimeout/.test(code) || /ETIMEDOUT|TimeoutError/.test(netCode))
    return msg('storage.timeout', { endpoint });
  if (
    /^(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ECONNRESET|EHOSTUNREACH|ENETUNREACH|CERT_|DEPTH_ZERO|SELF_SIGNED)/.test(
      netCode,
    )
  )
    return msg('storage.unreachable', { endpoint, code: netCode });
  switch (code) {
    case 'NoSuchBucket':
      return msg('storage.noBucket', { bucket: settings.bucket });
    case 'InvalidAccessKeyId':
    case 'InvalidAccessKeyIdError':
      return msg('storage.badAccessKey');
    case 'SignatureDoesNotMatch':
      return msg('storage.badSecret');
    case 'AccessDenied':
    case 'Forbidden':
      return msg('storage.denied');
    case 'PermanentRedirect':
    case 'AuthorizationHeaderMalformed':
    case 'IllegalLocationConstraintException':
      return msg('storage.wrongRegion');
  }
  // A HEAD has no body: its 404 of a bucket that is not there reads as NotFound.
  if (!status && /Deserialization|char '<'|Unexpected token/i.test(`${code} ${e.message ?? ''}`))
    return msg('storage.notS3');
  return msg('storage.other', {
    code: code || netCode || 'Error',
    status: status ?? '-',
    detail: (e.message ?? '').slice(0, 200),
  }).trim();
}

export async function probeS3(settings: S3Settings): Promise<ProbeResult> {
  // One attempt per step: the operator waits for the answer, and a retry would only repeat the failure.
  const client = s3Client(settings, { timeoutMs: 8_000, maxAttempts: 1 });
  const store = new S3Store(settings, client);
  const key = `.shuyuan-probe/${randomBytes(8).toString('hex')}.txt`;
  const body = `shuyuan storage probe ${new Date().toISOString()}`;
  const steps: ProbeResult['steps'] = [];
  let written = false;
  const run = async (step: ProbeStep, action: () => Promise<void>) => {
    const started = Date.now();
    try {
      await action();
      steps.push({ step, ok: true, ms: Date.now() - started });
    } catch (error) {
      steps.push({ step, ok: false, ms: Date.now() - started });
      const reason =
        error instanceof ProbeMismatch ? msg('storage.sizeMismatch') : describeS3Failure(error, settings);
      throw new Error(msg('storage.failedAt', { step: msg(STEP_NAMES[step]), reason }));
    }
  };
  try {
    await run('put', async () => {
      await store.put(key, body, 'text/plain; charset=utf-8');
      written = true;
    });
    await run('head', async () => {
      const head = await store.head(key);
      if (head?.size !== Buffer.byteLength(body)) throw new ProbeMismatch();
    });
    await run('get', async () => {
      if ((await readText(store, key)) !== body) throw new ProbeMismatch();
    });
    await run('delete', async () => {
      await store.delete(key);
      written = false;
    });
    return { ok: true, message: msg('storage.probeOk'), steps };
  } catch (error) {
    return { ok: false, message: (error as Error).message, steps };
  } finally {
    if (written) await store.delete(key).catch(() => undefined);
    client.destroy();
  }
}

class ProbeMismatch extends Error {}
