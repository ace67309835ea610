import { getMemberDetail } from '@shuyuan/contract/member';
import { callEndpoint } from '../http';

/**
 * GET /api/v2/member/detail. Silent: at start-up a failure is only logged (app/start-up.ts), and the login
 * flows stop their loading state. The answer fills `loginUser.user` (TLoginUser is a subset of it); it lives
 * beside that slice because start-up, the login flows and the purchase flows all refill the session with it.
 */
export const fetchMemberDetail = () => callEndpoint(getMemberDetail, {}, { silent: true });
