import { asText, baseUrlSetting } from '../outbound-http';
import { callTencentCloud, type TencentCloudCredentials } from '../tencent-cloud/tc3';
import type { FaceVerifyProvider, FaceVerifyResult } from './types';

/** `face_verify.tencent` (private app_config). */
export interface TencentFaceSettings {
  secret_id: string;
  secret_key: string;
  rule_id: string;
  /** Default https://faceid.tencentcloudapi.com; tests point it at a local server. */
  endpoint?: string;
  region?: string;
}

const VERSION = '2018-03-01';

/** GetDetectInfoEnhanced's Text: ErrCode null while the person has not finished, 0 when passed. */
export function readDetectText(text: Record<string, unknown> | undefined): FaceVerifyResult {
  if (!text || text.ErrCode === null || text.ErrCode === undefined) return { status: 'pending' };
  const name = asText(text.Name);
  const idNumber = asText(text.IdCard);
  if (Number(text.ErrCode) !== 0)
    return { status: 'failed', reason: asText(text.ErrMsg) || asText(text.ErrCode) };
  // MeEdu: a result without the name is not a pass.
  if (!name || !idNumber) return { status: 'pending' };
  return { status: 'passed', name, idNumber };
}

/** Tencent FaceID (E证通 / 慧眼): DetectAuth starts, GetDetectInfoEnhanced reads the result. */
export function createTencentFaceProvider(settings: TencentFaceSettings): FaceVerifyProvider {
  const credentials: TencentCloudCredentials = {
    secretId: settings.secret_id,
    secretKey: settings.secret_key,
  };
  const endpoint = baseUrlSetting(settings.endpoint, 'https://faceid.tencentcloudapi.com');
  const call = (action: string, payload: Record<string, unknown>) =>
    callTencentCloud(credentials, {
      endpoint,
      service: 'faceid',
      action,
      version: VERSION,
      region: settings.region || undefined,
      payload,
    });

  return {
    name: 'tencent',
    async start({ redirectUrl }) {
      const answer = await call('DetectAuth', { RuleId: settings.rule_id, RedirectUrl: redirectUrl });
      const url = asText(answer.Url);
      const bizToken = asText(answer.BizToken);
      if (!url || !bizToken) throw new Error('faceid: DetectAuth gave no Url or BizToken');
      return { url, bizToken, requestId: asText(answer.RequestId), ruleId: settings.rule_id };
    },
    async query({ bizToken, ruleId }) {
      // InfoType 1: the text result only; no face frames or videos are fetched or kept (data minimisation).
      const answer = await call('GetDetectInfoEnhanced', {
        BizToken: bizToken,
        RuleId: ruleId,
        InfoType: '1',
      });
      return readDetectText(answer.Text as Record<string, unknown> | undefined);
    },
  };
}
