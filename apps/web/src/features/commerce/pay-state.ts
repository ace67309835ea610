import type { getOrderStatus } from '@shuyuan/contract/commerce';
import type { EndpointData } from '@shuyuan/contract/endpoint';

/** 1 unpaid, 5 paying, 7 cancelled, 9 paid (the contract's ZOrderStatus). */
export type OrderStatus = EndpointData<typeof getOrderStatus>['status'];

export const ORDER_PAID: OrderStatus = 9;
export const ORDER_CANCELLED: OrderStatus = 7;

/** The server cancels unpaid orders after 15 minutes (hand-pay orders wait days for an admin). */
export const PAY_WINDOW_MS = 15 * 60_000;

/**
 * When an order stops being payable. The order number starts with its creation time, yyyyMMddHHmmss in
 * Beijing time (the server's order-no.ts), which saves a call. Hand-pay orders and numbers of another shape
 * get no deadline (no countdown is shown).
 */
export function payDeadline(orderNo: string, payment: string): number | null {
  if (payment === 'handpay') return null;
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})\d{6,}$/.exec(orderNo);
  if (!m) return null;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  const createdUtc = Date.UTC(y, mo - 1, d, h - 8, mi, s);
  if (Number.isNaN(createdUtc)) return null;
  return createdUtc + PAY_WINDOW_MS;
}

/** What the pay page shows. The server's word wins; the clock only turns "waiting" into "expired". */
export type PayState = 'waiting' | 'paid' | 'cancelled' | 'expired';

export function payState(status: OrderStatus | undefined, now: number, deadline: number | null): PayState {
  if (status === ORDER_PAID) return 'paid';
  if (status === ORDER_CANCELLED) return deadline !== null && now >= deadline ? 'expired' : 'cancelled';
  if (deadline !== null && now >= deadline) return 'expired';
  return 'waiting';
}

/** mm:ss left to pay, "00:00" once past. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}
