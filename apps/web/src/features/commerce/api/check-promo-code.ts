import { checkPromoCode } from '@shuyuan/contract/commerce';
import { callEndpoint } from '#lib/http';

/** The discount a code gives this member now, yuan; null when it cannot be used (unknown, used, expired…). */
export async function fetchPromoReward(code: string): Promise<number | null> {
  const answer = await callEndpoint(checkPromoCode, { params: { code } }, { silent: true });
  if (answer.can_use !== 1 || Array.isArray(answer.promo_code)) return null;
  return answer.promo_code.invited_user_reward;
}
