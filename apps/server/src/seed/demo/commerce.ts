import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';

const DAY_MS = 86_400_000;

/**
 * Demo commerce rows: the payment channel (the sandbox's cashier, so a demo site can be bought from without
 * real keys), the hand-pay text, and a few promo codes to try on /order.
 */
export async function insertDemoCommerce(db: Kysely<Database>): Promise<{ promoCodes: number }> {
  const now = Date.now();
  const config: Record<string, unknown> = {
    // The sandbox plays a real channel, so a demo site can be bought from without keys (never in production).
    'payment.sandbox': { enabled: true },
    'payment.handpay': {
      enabled: false,
      text: '请转账至：书苑教育科技有限公司\n开户行：招商银行北京中关村支行\n账号：1109 0000 0000 0000\n转账时请备注订单号，管理员确认收款后订单即完成。',
    },
  };
  await db
    .insertInto('app_config')
    .values(
      Object.entries(config).map(([key, value]) => ({
        key,
        value: JSON.stringify(value),
        is_private: 1,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const codes = [
    { code: 'SHUYUAN10', discount_fen: 1000, use_times: 0, expired_at: now + 365 * DAY_MS },
    { code: 'NEWYEAR50', discount_fen: 5000, use_times: 100, expired_at: now + 60 * DAY_MS },
    { code: 'ONLYONCE', discount_fen: 2000, use_times: 1, expired_at: null },
    { code: 'EXPIRED20', discount_fen: 2000, use_times: 0, expired_at: now - DAY_MS },
  ];
  await db
    .insertInto('promo_codes')
    .values(
      codes.map((c) => ({ ...c, started_at: null, deleted_at: null, created_at: now, updated_at: now })),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  return { promoCodes: codes.length };
}
