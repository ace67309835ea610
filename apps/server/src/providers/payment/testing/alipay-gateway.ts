import type { KeyObject } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { errors, type Params, type ResponseNode, requestSignContent, rsa2Verify } from './alipay-protocol';
import { parseBeijingTime, readBody } from './fake-http';

/*
 * What the gateway checks before a method runs, in the order Alipay reports it: the public parameters
 * (app_id, method, sign, sign_type RSA2, timestamp, version, charset utf-8), the certificate SNs in certificate
 * mode, then the signature over the request (alipay-protocol.ts) with the app's public key, then biz_content.
 * Public-parameter sub codes are Alipay's documented ones (isv.missing-signature, isv.invalid-app-id, …).
 * Certificate mode, from the docs' FAQ: a request without app_cert_sn is isv.missing-app-cert-sn, an app
 * whose signing mode is "公钥" that sends certificate SNs gets isv.app-cert-not-exist. Unsure (not found in the
 * docs, chosen by analogy): isv.app-cert-not-exist for a wrong app_cert_sn, and
 * isv.missing-alipay-root-cert-sn / isv.invalid-alipay-root-cert-sn for the root SN.
 */

export interface GatewayKeys {
  appId: string;
  appPublicKey: KeyObject | string;
  /** Certificate mode: the SNs the app must send. */
  cert?: { appCertSn: string; alipayRootCertSn: string };
}

export type Checked =
  | { ok: true; signOk: true; biz: Record<string, unknown> }
  | { ok: false; signOk: boolean; node: ResponseNode; biz: Record<string, unknown> };

/** Query parameters and, for a form POST, body parameters: each value decoded exactly once. */
export async function readParams(req: IncomingMessage, url: URL): Promise<Params> {
  const params: Params = Object.fromEntries(url.searchParams);
  if (req.method === 'POST') {
    const type = String(req.headers['content-type'] ?? '');
    const raw = (await readBody(req)).toString('utf8');
    if (raw && (type === '' || type.includes('application/x-www-form-urlencoded'))) {
      for (const [k, v] of new URLSearchParams(raw)) params[k] = v;
    }
  }
  return params;
}

function parseBiz(params: Params): Record<string, unknown> | undefined {
  if (!params.biz_content) return {};
  try {
    const biz: unknown = JSON.parse(params.biz_content);
    return biz && typeof biz === 'object' && !Array.isArray(biz)
      ? (biz as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

export function checkRequest(params: Params, keys: GatewayKeys): Checked {
  const biz = parseBiz(params);
  const fail = (node: ResponseNode, signOk = false): Checked => ({ ok: false, signOk, node, biz: biz ?? {} });
  if (!params.app_id) return fail(errors.missing('app-id', '缺少AppID参数'));
  if (params.app_id !== keys.appId) return fail(errors.invalid('invalid-app-id', '无效的AppID参数'));
  if (!params.sign) return fail(errors.missing('signature', '缺少签名参数'));
  if (!params.sign_type) return fail(errors.missing('signature-type', '缺少签名类型'));
  if (params.sign_type !== 'RSA2') return fail(errors.invalid('invalid-signature-type', '无效的签名类型'));
  if (!params.timestamp) return fail(errors.missing('timestamp', '缺少时间戳参数'));
  if (parseBeijingTime(params.timestamp) === undefined) {
    return fail(errors.invalid('invalid-timestamp', '非法的时间戳参数'));
  }
  if (!params.version) return fail(errors.missing('version', '缺少版本参数'));
  if (params.version !== '1.0') return fail(errors.invalid('invalid-version', '无效的版本参数'));
  if (params.charset && params.charset.toLowerCase() !== 'utf-8') {
    return fail(errors.invalid('invalid-charset', '字符集错误（测试网关只接受 utf-8）'));
  }
  if (keys.cert) {
    if (!params.app_cert_sn) return fail(errors.missing('app-cert-sn', '缺少应用公钥证书序列号'));
    if (params.app_cert_sn !== keys.cert.appCertSn)
      return fail(errors.invalid('app-cert-not-exist', '应用公钥证书不存在'));
    if (!params.alipay_root_cert_sn)
      return fail(errors.missing('alipay-root-cert-sn', '缺少支付宝根证书序列号'));
    if (params.alipay_root_cert_sn !== keys.cert.alipayRootCertSn) {
      return fail(errors.invalid('invalid-alipay-root-cert-sn', '支付宝根证书序列号不匹配'));
    }
  } else if (params.app_cert_sn || params.alipay_root_cert_sn) {
    return fail(errors.invalid('app-cert-not-exist', '应用公钥证书不存在（应用的接口加签方式为公钥）'));
  }
  const content = requestSignContent(params);
  if (!rsa2Verify(keys.appPublicKey, content, params.sign)) return fail(errors.signature(content));
  if (!biz) return fail(errors.invalid('invalid-parameter', 'biz_content 不是合法的 JSON 对象'), true);
  return { ok: true, signOk: true, biz };
}
