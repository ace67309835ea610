import type { TSystemConfig } from '@shuyuan/contract/system';

export type CreditRuleKey = keyof TSystemConfig['credit1_reward'];

export type CreditRule =
  | { key: CreditRuleKey; kind: 'points'; n: number }
  | { key: CreditRuleKey; kind: 'percent'; n: number };

const ORDER: CreditRuleKey[] = ['register', 'watched_video', 'watched_vod_course', 'paid_order'];

/**
 * 明细规则 from config `credit1_reward` (upstream): fixed points per event, and for paid orders a rate shown
 * as a percentage (0.01 → 1%). Rules that give nothing are left out.
 */
export function creditRules(reward: TSystemConfig['credit1_reward'] | undefined): CreditRule[] {
  if (!reward) return [];
  const rules: CreditRule[] = [];
  for (const key of ORDER) {
    const value = Number(reward[key]);
    if (!Number.isFinite(value) || value <= 0) continue;
    if (key === 'paid_order') {
      // Two decimals at most, without float noise (0.07 * 100 = 7.000000000000001).
      rules.push({ key, kind: 'percent', n: Math.round(value * 10_000) / 100 });
    } else {
      rules.push({ key, kind: 'points', n: Math.floor(value) });
    }
  }
  return rules;
}

/** A ledger amount with its sign: +10, -3. */
export const signedPoints = (sum: number) => (sum > 0 ? `+${sum}` : String(sum));
