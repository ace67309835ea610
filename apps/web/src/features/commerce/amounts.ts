/**
 * The amounts /order shows before the order exists. They are a preview from server data (the goods' price and
 * the promo code's reward); the order the server creates computes its own and that answer is what is paid.
 */

import { fenToYuan, yuanToFen } from '@shuyuan/contract/money';

// Sums are taken in fen, so 49.9 − 10 shows as 39.9 and not 39.900000000000006.

/** The server's rule: a code takes off its reward, never more than the price. */
export function promoDiscount(charge: number, reward: number): number {
  return fenToYuan(Math.min(Math.max(0, yuanToFen(reward)), Math.max(0, yuanToFen(charge))));
}

/** 需支付: price less discount, never below zero. */
export function amountDue(charge: number, discount: number): number {
  return fenToYuan(Math.max(0, yuanToFen(charge) - yuanToFen(discount)));
}

/** A number read from the address (`total`, `total_amount`): a non-negative amount, else null. */
export function readAmount(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}(\.\d{1,2})?$/.test(raw.trim())) return null;
  return Number(raw);
}
