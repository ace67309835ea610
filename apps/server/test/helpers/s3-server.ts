import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no types; the test uses its documented constructor, run() and close().
import S3rver from 's3rver';
import { S3Store } from '#core/storage/s3-store';

/*
 * A real S3-compatible server for the tests (s3rver, objects in a temp folder), on a port the OS picks.
 * It speaks the S3 REST API the SDK uses (put, head, ranged get, delete, list, multipart) and checks the
 * access key id, but not V4 signatures: test/helpers/sigv4.ts checks those against the documentation.
 */

/** s3rver's one built-in account. */
export const S3RVER_KEY = { access_key_id: 'S3RVER', secret_access_key: 'S3RVER' };

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The value of app_config `media.s3` for this server. */
  settings: Record<string, unknown>;
  /** A client of the bucket, to look at what the server wrote. */
  store: S3Store;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'media'): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'shuyuan-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = { endpoint, region: 'us-east-1', bucket, path_style: true, ...S3RVER_KEY };
  const store = new S3Store({
    endpoint,
    region: 'us-east-1',
    bucket,
    accessKeyId: S3RVER_KEY.access_key_id,
    secretAccessKey: S3RVER_KEY.secret_access_key,
    pathStyle: true,
  });
  return {
    endpoint,
    bucket,
    settings,
    store,
    async close() {
      store.client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
