import { createHash, createHmac } from 'node:crypto';
import { asText, parseJsonObject, requestText } from '../outbound-http';

/** Tencent Cloud API 3.0 (FaceID, SMS): JSON POSTs signed with TC3-HMAC-SHA256. */

export interface TencentCloudCredentials {
  secretId: string;
  secretKey: string;
}

export interface TencentCloudCall {
  /** e.g. https://faceid.tencentcloudapi.com (tests: a local server). */
  endpoint: string;
  service: string;
  action: string;
  version: string;
  region?: string;
  payload: Record<string, unknown>;
}

export class TencentCloudError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
    this.name = 'TencentCloudError';
  }
}

export const TC3_CONTENT_TYPE = 'application/json; charset=utf-8';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text, 'utf8').digest();

/** The Authorization header of one request (the signed headers are content-type, host and x-tc-action). */
export function tc3Authorization(input: {
  credentials: TencentCloudCredentials;
  service: string;
  host: string;
  action: string;
  timestamp: number;
  body: string;
}): string {
  const signedHeaders = 'content-type;host;x-tc-action';
  const canonicalHeaders = `content-type:${TC3_CONTENT_TYPE}\nhost:${input.host.toLowerCase()}\nx-tc-action:${input.action.toLowerCase()}\n`;
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256Hex(input.body)].join(
    '\n',
  );
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10);
  const scope = `${date}/${input.service}/tc3_request`;
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256Hex(canonicalRequest)].join(
    '\n',
  );
  const secretDate = hmac(`TC3${input.credentials.secretKey}`, date);
  const secretService = hmac(secretDate, input.service);
  const secretSigning = hmac(secretService, 'tc3_request');
  const signature = createHmac('sha256', secretSigning).update(stringToSign, 'utf8').digest('hex');
  return `TC3-HMAC-SHA256 Credential=${input.credentials.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** Calls one action; resolves with `Response`, throws TencentCloudError when it carries an Error. */
export async function callTencentCloud(
  credentials: TencentCloudCredentials,
  call: TencentCloudCall,
): Promise<Record<string, unknown>> {
  const url = new URL(call.endpoint);
  const body = JSON.stringify(call.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    authorization: tc3Authorization({
      credentials,
      service: call.service,
      host: url.host,
      action: call.action,
      timestamp,
      body,
    }),
    'content-type': TC3_CONTENT_TYPE,
    'x-tc-action': call.action,
    'x-tc-timestamp': String(timestamp),
    'x-tc-version': call.version,
  };
  if (call.region) headers['x-tc-region'] = call.region;
  // Signed with CanonicalURI "/": the API is always at the root of its host.
  const answer = await requestText(`${url.origin}/`, { method: 'POST', headers, body });
  if (answer.status !== 200) throw new TencentCloudError('HttpError', `HTTP ${answer.status}`);
  const response = parseJsonObject(answer.text, call.service).Response;
  if (!response || typeof response !== 'object') throw new TencentCloudError('BadAnswer', 'no Response');
  const result = response as Record<string, unknown>;
  const error = result.Error as Record<string, unknown> | undefined;
  if (error) throw new TencentCloudError(asText(error.Code) || 'Error', asText(error.Message));
  return result;
}
