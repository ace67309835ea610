import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { checkKey, type ObjectStore } from './object-store';

/*
 * An S3-compatible bucket (AWS S3, Aliyun OSS, Tencent COS, MinIO) through the AWS SDK: requests and
 * pre-signed addresses are signed by it (SigV4), not by hand.
 */

export interface S3Settings {
  /** e.g. https://s3.amazonaws.com, https://oss-cn-hangzhou.aliyuncs.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** true: https://host/bucket/key (MinIO, most self-hosted); false: https://bucket.host/key (OSS, COS). */
  pathStyle: boolean;
}

/** Files above this go up in parts (one PUT may carry 5 GB; parts can be retried alone and stream less). */
export const MULTIPART_FROM = 64 * 1024 * 1024;
export const PART_SIZE = 16 * 1024 * 1024;
/** S3 allows pre-signed addresses from 1 s to 7 days. */
const MAX_PRESIGN_SECONDS = 604_800;

export function s3Client(
  settings: S3Settings,
  { timeoutMs = 30_000, maxAttempts = 3 }: { timeoutMs?: number; maxAttempts?: number } = {},
): S3Client {
  return new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.pathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // The SDK's default CRC checksums on every PUT are refused by several S3-compatible stores (older
    // MinIO and OSS, COS): checksums only where the API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: Math.min(timeoutMs, 10_000), requestTimeout: timeoutMs },
    maxAttempts,
  });
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
};

export class S3Store implements ObjectStore {
  readonly kind = 's3' as const;
  readonly settings: S3Settings;
  readonly client: S3Client;

  constructor(settings: S3Settings, client = s3Client(settings)) {
    this.settings = settings;
    this.client = client;
  }

  private get bucket() {
    return this.settings.bucket;
  }

  async putFile(key: string, file: string, contentType?: string): Promise<void> {
    const { size } = await stat(file);
    if (size < MULTIPART_FROM) {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: checkKey(key),
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
      return;
    }
    const { UploadId } = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: checkKey(key), ContentType: contentType }),
    );
    try {
      const parts: { PartNumber: number; ETag: string | undefined }[] = [];
      for (let start = 0, n = 1; start < size; start += PART_SIZE, n++) {
        const end = Math.min(size, start + PART_SIZE) - 1;
        const { ETag } = await this.client.send(
          new UploadPartCommand({
            Bucket: this.bucket,
            Key: key,
            UploadId,
            PartNumber: n,
            Body: createReadStream(file, { start, end }),
            ContentLength: end - start + 1,
          }),
        );
        parts.push({ PartNumber: n, ETag });
      }
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId,
          MultipartUpload: { Parts: parts },
        }),
      );
    } catch (error) {
      // Parts of an abandoned upload are billed until aborted.
      await this.client
        .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId }))
        .catch(() => undefined);
      throw error;
    }
  }

  async put(key: string, body: Buffer | string, contentType?: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: checkKey(key), Body: body, ContentType: contentType }),
    );
  }

  async head(key: string) {
    try {
      const answer = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }),
      );
      return { size: Number(answer.ContentLength ?? 0), etag: answer.ETag?.replace(/"/g, '') ?? null };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async getStream(key: string, span?: { start: number; end: number }) {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: checkKey(key),
          Range: span ? `bytes=${span.start}-${span.end}` : undefined,
        }),
      );
      return (answer.Body as Readable | undefined) ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }));
  }

  async *list(prefix: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, size: Number(object.Size ?? 0) };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async presignGet(key: string, expiresSeconds: number, signingDate?: Date): Promise<string> {
    const expiresIn = Math.max(1, Math.min(MAX_PRESIGN_SECONDS, Math.floor(expiresSeconds)));
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: checkKey(key) }), {
      expiresIn,
      signingDate,
    });
  }
}
