/** Yuan as shown on cards: ￥99 or ￥99.50. */
export function formatYuan(charge: number): string {
  return `￥${Number.isInteger(charge) ? charge : charge.toFixed(2)}`;
}

export const isFreeCourse = (c: { charge: number; is_free: number }) => c.is_free === 1 || c.charge <= 0;
