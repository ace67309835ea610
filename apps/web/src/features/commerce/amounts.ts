/**
 * The amounts /order shows before the order exists. They are a preview from server data (the goods' price and
 * the promo code's reward); the order the server creates computes its own and that answer is what is paid.
 */

/** Yuan with fen precision, so 49.9 − 10 shows as 39.9 and not 39.900000000000006. */
const toFen = (yuan: number) => Math.round(yuan * 100);

/** The server's rule: a code takes off its reward, never more than the price. */
export function promoDiscount(charge: number, reward: number): number {
  return Math.min(Math.max(0, toFen(reward)), Math.max(0, toFen(charge))) / 100;
}

/** 需支付: price less discount, never below zero. */
export function amountDue(charge: number, discount: number): number {
  return Math.max(0, toFen(charge) - toFen(discount)) / 100;
}

/** A number read from the address (`total`, `total_amount`): a non-negative amount, else null. */
export function readAmount(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}(\.\d{1,2})?$/.test(raw.trim())) return null;
  return Number(raw);
}
