import { createHash, createHmac } from 'node:crypto';
import type { RecordedRequest } from './fake-http';

/**
 * What the cloud APIs do on their side: recompute a request's signature from what arrived, following
 * each vendor's published algorithm (written apart from the adapters, so a shared mistake cannot pass).
 */

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const hmac256 = (key: string | Buffer, s: string) => createHmac('sha256', key).update(s).digest();

/** Tencent Cloud TC3-HMAC-SHA256: '' when valid, else why not. */
export function checkTc3(request: RecordedRequest, secrets: Record<string, string>, service: string): string {
  const auth = String(request.headers.authorization ?? '');
  const m =
    /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return 'malformed Authorization';
  const [, secretId, date, scopeService, signedHeaders, signature] = m;
  const secretKey = secrets[secretId];
  if (!secretKey) return 'unknown SecretId';
  if (scopeService !== service) return 'wrong service in scope';
  const timestamp = Number(request.headers['x-tc-timestamp']);
  if (Math.abs(Date.now() / 1000 - timestamp) > 300) return 'timestamp out of window';
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date)
    return 'scope date is not the timestamp date';
  const names = signedHeaders.split(';');
  if (!names.includes('content-type') || !names.includes('host'))
    return 'content-type and host must be signed';
  const canonicalHeaders = names
    .map(
      (n) =>
        `${n}:${String(request.headers[n] ?? '')
          .trim()
          .toLowerCase()}\n`,
    )
    .join('');
  const canonicalRequest = `${request.method}\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${sha256(request.body)}`;
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/${service}/tc3_request\n${sha256(canonicalRequest)}`;
  const kSigning = hmac256(hmac256(hmac256(`TC3${secretKey}`, date), service), 'tc3_request');
  const expected = createHmac('sha256', kSigning).update(stringToSign).digest('hex');
  return expected === signature ? '' : 'signature mismatch';
}

function rfc3986(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Aliyun RPC signature (HMAC-SHA1, version 1.0) of a GET: '' when valid, else why not. */
export function checkAliyunRpc(request: RecordedRequest, secrets: Record<string, string>): string {
  const params = new URL(request.url, 'http://x').searchParams;
  const secret = secrets[params.get('AccessKeyId') ?? ''];
  if (!secret) return 'unknown AccessKeyId';
  if (params.get('SignatureMethod') !== 'HMAC-SHA1' || params.get('SignatureVersion') !== '1.0')
    return 'bad method';
  const stamp = Date.parse(params.get('Timestamp') ?? '');
  if (!/Z$/.test(params.get('Timestamp') ?? '') || Math.abs(Date.now() - stamp) > 900_000)
    return 'bad Timestamp';
  const pairs = [...params]
    .filter(([k]) => k !== 'Signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = pairs.map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`).join('&');
  const stringToSign = `${request.method}&${rfc3986('/')}&${rfc3986(canonical)}`;
  const expected = createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
  return expected === params.get('Signature') ? '' : 'signature mismatch';
}
