import { randomBytes, randomInt } from 'node:crypto';

/** yyyyMMddHHmmss (Beijing time) + 12 random digits: sortable for people, not guessable (≈40 bits). */
export function newOrderNo(now = Date.now()): string {
  const t = new Date(now + 8 * 3600_000).toISOString().replace(/\D/g, '').slice(0, 14);
  let tail = '';
  for (let i = 0; i < 12; i++) tail += String(randomInt(10));
  return `${t}${tail}`;
}

/** The pay_url token (MeEdu: `order-<24 random>`); 144 random bits. */
export function newPaySign(): string {
  return `order-${randomBytes(18).toString('base64url')}`;
}

/** Unpaid orders are cancelled after this (the pay page says 15 minutes). */
export const ORDER_TTL_MS = 15 * 60_000;
/** Hand-pay orders wait for an admin to see the transfer. */
export const HANDPAY_TTL_MS = 7 * 24 * 3600_000;
