import { createHash, createHmac } from 'node:crypto';

/*
 * AWS Signature Version 4 query signing (a pre-signed GET) for S3-compatible storage. Hand-rolled because
 * it is one short algorithm and we only ever sign GETs with the host header; the unit test checks it
 * against the example in the S3 documentation ("Authenticating Requests: Using Query Parameters").
 */

export interface S3Settings {
  /** e.g. https://s3.amazonaws.com or http://127.0.0.1:9000 (MinIO). */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** true: https://host/bucket/key (MinIO, most self-hosted); false: https://bucket.host/key. */
  pathStyle: boolean;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function encode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

const encodeKey = (key: string) => key.split('/').map(encode).join('/');

function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A pre-signed GET URL of `key`, valid for `expiresSeconds` (1 s – 7 days) from `now`. */
export function presignGetUrl(
  settings: S3Settings,
  key: string,
  expiresSeconds: number,
  now = new Date(),
): string {
  const endpoint = new URL(settings.endpoint);
  const host = settings.pathStyle ? endpoint.host : `${settings.bucket}.${endpoint.host}`;
  const basePath = endpoint.pathname.replace(/\/+$/, '');
  const path = `${basePath}${settings.pathStyle ? `/${encode(settings.bucket)}` : ''}/${encodeKey(key.replace(/^\/+/, ''))}`;
  const datetime = amzDate(now);
  const date = datetime.slice(0, 8);
  const scope = `${date}/${settings.region}/s3/aws4_request`;
  const query: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Credential', `${settings.accessKeyId}/${scope}`],
    ['X-Amz-Date', datetime],
    ['X-Amz-Expires', String(Math.max(1, Math.min(604_800, Math.floor(expiresSeconds))))],
    ['X-Amz-SignedHeaders', 'host'],
  ];
  const canonicalQuery = query
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .sort()
    .join('&');
  const canonicalRequest = ['GET', path, canonicalQuery, `host:${host}\n`, 'host', 'UNSIGNED-PAYLOAD'].join(
    '\n',
  );
  const stringToSign = ['AWS4-HMAC-SHA256', datetime, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${settings.secretAccessKey}`, date), settings.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex');
  return `${endpoint.protocol}//${host}${path}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
