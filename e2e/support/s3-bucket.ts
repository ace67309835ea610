import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error s3rver ships no types; the story uses its documented constructor, run() and close().
import S3rver from 's3rver';

/*
 * A real S3-compatible server for a browser story (s3rver, objects in a temp folder), on a port the OS picks,
 * as apps/server/test/helpers/s3-server.ts starts one for the server's tests. The player fetches playlists'
 * segments from it cross-origin (hls.js reads them with XHR), so its bucket answers CORS for the site's origin.
 */

/** s3rver's one built-in account. */
export const S3RVER_KEY = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface StoryBucket {
  /** `http://127.0.0.1:<port>`, the endpoint typed into 存储 (path style: objects at endpoint/bucket/key). */
  endpoint: string;
  bucket: string;
  /** The origin the browser fetches the bucket's objects from. */
  origin: string;
  close(): Promise<void>;
}

export async function startBucket(siteOrigin: string, bucket = 'media'): Promise<StoryBucket> {
  const directory = mkdtempSync(join(tmpdir(), 'shuyuan-e2e-s3-'));
  const cors = `<CORSConfiguration><CORSRule><AllowedOrigin>${siteOrigin}</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [cors] }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    origin: new URL(endpoint).origin,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
