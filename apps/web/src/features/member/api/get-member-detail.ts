import { http } from '../../../app/http';
import type { TLoginUser } from '../../auth/login-user-slice';

/**
 * GET /api/v2/member/detail. The contract gains `getMemberDetail` with the Accounts issue; until then this
 * is a plain call, silent, so a server without the route yet only logs (see app/start-up.ts).
 */
export const MEMBER_DETAIL_PATH = '/api/v2/member/detail';

export const fetchMemberDetail = (): Promise<TLoginUser> =>
  http.get<TLoginUser, TLoginUser>(MEMBER_DETAIL_PATH, { silent: true });
