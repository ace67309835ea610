import { queryFaceVerify, startFaceVerify } from '@shuyuan/contract/member';
import { ApiError, callEndpoint } from '#lib/http';

/** POST /api/v3/member/tencent/faceVerify {s_url: 'PC'}: 'PC' asks for the provider's built-in end page. */
export const beginFaceVerify = () => callEndpoint(startFaceVerify, { body: { s_url: 'PC' } });

export type FaceVerifyStatus = { kind: 'passed' } | { kind: 'pending' } | { kind: 'failed'; message: string };

/**
 * One poll of GET /api/v3/member/tencent/faceVerify. MeEdu answers "not yet" with `{code: {status: 5}}`,
 * which is not an envelope: the http client rejects it without a toast, and it counts as pending here, as
 * does a call that got no answer. A real business error (code ≥ 1 with a message) is a failure to show.
 * Silent: it runs every 2.5 s.
 */
export async function checkFaceVerify(ids: {
  rule_id: string;
  biz_token: string;
}): Promise<FaceVerifyStatus> {
  try {
    const data = await callEndpoint(queryFaceVerify, { query: ids }, { silent: true });
    return 'status' in data && data.status === 9 ? { kind: 'passed' } : { kind: 'pending' };
  } catch (err) {
    if (err instanceof ApiError && err.envelope.code > 0 && err.envelope.code < 500 && err.envelope.message) {
      return { kind: 'failed', message: err.envelope.message };
    }
    return { kind: 'pending' };
  }
}
