import { ADMIN_TUS_PATH } from '@shuyuan/contract';
import fc from 'fast-check';
import { hostileSegment, hostileString, TRAVERSALS } from './hostile-values';
import type { FuzzRequest } from './request-arbitrary';

/*
 * Routes outside the contract, where file names and ids meet the file system: /storage, the signed media
 * route, the payment pages and callbacks, certificates, the tus upload endpoint, and paths nobody owns.
 */

const encodedTraversal = fc.constantFrom(
  ...TRAVERSALS.map((t) => t.replace(/^\/+/, '')),
  '%2e%2e/jwt-secret',
  '..%2fjwt-secret',
  '%2e%2e%2f%2e%2e%2fshuyuan.sqlite',
  'demo/%2e%2e/%2e%2e/jwt-secret',
  '.%2e/.%2e/jwt-secret',
  '..%5cjwt-secret',
  'x%00.png',
);

const form = (pairs: Record<string, string>) => new URLSearchParams(pairs).toString();

export function otherRouteArbitrary(adminToken: () => string): fc.Arbitrary<FuzzRequest> {
  const get = (kind: string, url: string, headers: Record<string, string> = {}): FuzzRequest => ({
    kind,
    method: 'GET',
    url,
    headers,
  });
  const tusHeaders = fc.record({
    'tus-resumable': fc.constantFrom('1.0.0', '0.2', ''),
    'upload-length': fc.constantFrom('-1', '0', '1', '99999999999999999999', 'abc', '1e3'),
    'upload-metadata': fc.oneof(
      fc.constantFrom('kind dmlkZW8=,filetype dmlkZW8vbXA0', 'kind !!!,filetype', 'kind', ',,,', 'a b c d'),
      hostileString.map((s) => `kind ${Buffer.from(s).toString('base64')}`),
    ),
    'upload-offset': fc.constantFrom('0', '-1', 'x', '5'),
  });
  return fc.oneof(
    encodedTraversal.map((p) => get('storage traversal', `/storage/${p}`)),
    fc.tuple(hostileSegment, hostileSegment).map(([a, b]) => get('media token', `/api/v3/media/${a}/${b}`)),
    hostileSegment.map((s) => get('certificate', `/certificate/${s}`)),
    hostileString.map((s) =>
      get('cashier', `/payment/index?sign=${encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))}`),
    ),
    fc.tuple(fc.constantFrom('pay', 'cancel'), hostileString).map(([action, sign]) => ({
      kind: 'cashier form',
      method: 'POST' as const,
      url: `/payment/sandbox/${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ sign: sign.replace(/[\ud800-\udfff]/g, '') }),
    })),
    fc
      .tuple(fc.oneof(fc.constantFrom('sandbox', 'alipay', 'wechat'), hostileSegment), hostileString)
      .map(([provider, body]) => ({
        kind: 'payment callback',
        method: 'POST' as const,
        url: `/payment/callback/${provider}`,
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': 'x' },
        payload: JSON.stringify({ out_trade_no: body, trade_status: 'TRADE_SUCCESS', total_amount: '1e309' }),
      })),
    fc
      .tuple(fc.constantFrom('POST', 'PATCH', 'HEAD', 'DELETE'), fc.option(hostileSegment), tusHeaders)
      .map(([method, id, headers]) => ({
        kind: 'tus upload',
        method: method as FuzzRequest['method'],
        url: id === null ? ADMIN_TUS_PATH : `${ADMIN_TUS_PATH}/${id}`,
        headers: {
          ...headers,
          authorization: `Bearer ${adminToken()}`,
          ...(method === 'PATCH' ? { 'content-type': 'application/offset+octet-stream' } : {}),
        },
        payload: method === 'PATCH' ? Buffer.alloc(64, 1) : undefined,
      })),
    fc.tuple(hostileSegment, hostileSegment).map(([a, b]) => get('unknown path', `/${a}/${b}`)),
  );
}
