import type { Migration } from 'kysely/migration';
import { createIndex, createTable, empty, type MigrationDb, required, zero } from './helpers';

/**
 * Orders, promo codes and their per-member uses (issue 5). Idempotency lives in unique keys and
 * conditional updates, never in row locks: `orders.order_no` and `orders.pay_sign` are unique,
 * `promo_code_uses (promo_code_id, user_id)` makes a code once per member.
 */
export const migration005Commerce: Migration = {
  async up(db: MigrationDb) {
    // status: 1 unpaid, 5 paying (a provider order exists), 7 cancelled, 9 paid. Money in fen.
    await createTable(db, 'orders', (t) =>
      t
        .addColumn('order_no', 'varchar(32)', required)
        .addColumn('pay_sign', 'varchar(40)', required)
        .addColumn('user_id', 'integer', required)
        .addColumn('goods_type', 'varchar(16)', required)
        .addColumn('goods_id', 'integer', required)
        .addColumn('goods_name', 'varchar(255)', empty)
        .addColumn('goods_thumb', 'varchar(255)', empty)
        .addColumn('charge_fen', 'integer', zero)
        .addColumn('discount_fen', 'integer', zero)
        .addColumn('total_fen', 'integer', zero)
        .addColumn('promo_code_id', 'integer', zero)
        .addColumn('status', 'integer', required)
        .addColumn('payment', 'varchar(16)', empty)
        .addColumn('trade_no', 'varchar(64)', empty)
        .addColumn('delivery', 'varchar(16)', empty)
        .addColumn('expires_at', 'bigint', required)
        .addColumn('paid_at', 'bigint')
        .addColumn('cancelled_at', 'bigint')
        .addColumn('is_refund', 'integer', zero)
        .addColumn('refunded_at', 'bigint')
        .addColumn('credit1_reward', 'integer', zero),
    );
    await createIndex(db, 'orders', ['order_no'], true);
    await createIndex(db, 'orders', ['pay_sign'], true);
    await createIndex(db, 'orders', ['user_id', 'created_at']);
    await createIndex(db, 'orders', ['status', 'expires_at']);

    // user_id: the owner (0: issued by the site). use_times 0 = unlimited.
    await createTable(db, 'promo_codes', (t) =>
      t
        .addColumn('user_id', 'integer', zero)
        .addColumn('code', 'varchar(32)', required)
        .addColumn('discount_fen', 'integer', zero)
        .addColumn('invite_reward_fen', 'integer', zero)
        .addColumn('use_times', 'integer', zero)
        .addColumn('used_times', 'integer', zero)
        .addColumn('started_at', 'bigint')
        .addColumn('expired_at', 'bigint')
        .addColumn('deleted_at', 'bigint'),
    );
    await createIndex(db, 'promo_codes', ['code'], true);

    await createTable(db, 'promo_code_uses', (t) =>
      t
        .addColumn('promo_code_id', 'integer', required)
        .addColumn('user_id', 'integer', required)
        .addColumn('order_id', 'integer', required),
    );
    await createIndex(db, 'promo_code_uses', ['promo_code_id', 'user_id'], true);
  },

  async down(db: MigrationDb) {
    for (const table of ['promo_code_uses', 'promo_codes', 'orders']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
