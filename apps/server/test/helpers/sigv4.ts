import { createHash, createHmac } from 'node:crypto';

/*
 * An independent AWS Signature Version 4 query signer (a pre-signed GET with the host header), written from
 * the S3 documentation ("Authenticating Requests: Using Query Parameters") and checked against its example.
 * The tests use it to check the SDK's pre-signed addresses, since the S3 server the tests start (s3rver)
 * does not check V4 signatures.
 */

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
export function encode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The signature of a GET of `url` (its query without X-Amz-Signature) under `secret`. */
export function signatureOf(url: URL, secret: string): string {
  const query = [...url.searchParams.entries()].filter(([k]) => k !== 'X-Amz-Signature');
  const canonicalQuery = query
    .map(([k, v]) => `${encode(k)}=${encode(v)}`)
    .sort()
    .join('&');
  const datetime = url.searchParams.get('X-Amz-Date') ?? '';
  const scope = (url.searchParams.get('X-Amz-Credential') ?? '').split('/').slice(1).join('/');
  const [date = '', region = '', service = ''] = scope.split('/');
  const canonicalRequest = [
    'GET',
    url.pathname,
    canonicalQuery,
    `host:${url.host}\n`,
    'host',
    'UNSIGNED-PAYLOAD',
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', datetime, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
  return createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
}
