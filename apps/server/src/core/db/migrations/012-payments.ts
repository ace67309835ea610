import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { createIndex, createTable, empty, type MigrationDb, required, zero } from './helpers';

/*
 * Payments where buyers are (decision 025): one row per trade a member started at a channel, refunds (by an
 * administrator or by the site itself for money that came too late or twice), and the openids JSAPI needs.
 * Idempotency lives in unique keys: one trade per (order, channel, method), one out_trade_no, one refund_no.
 */
async function up(db: MigrationDb): Promise<void> {
  // status: open (sent to the channel) | closed (closed there, or it said so) | paid. Money in fen.
  await createTable(db, 'payments', (t) =>
    t
      .addColumn('order_id', 'integer', required)
      .addColumn('provider', 'varchar(16)', required)
      .addColumn('method', 'varchar(16)', required)
      .addColumn('out_trade_no', 'varchar(64)', required)
      .addColumn('amount_fen', 'integer', required)
      .addColumn('status', 'varchar(16)', required)
      .addColumn('trade_no', 'varchar(64)', empty)
      // The site's address when the trade was made: where background calls tell the channel to notify.
      .addColumn('site_url', 'varchar(255)', empty)
      .addColumn('paid_at', 'bigint')
      .addColumn('closed_at', 'bigint')
      .addColumn('queried_at', 'bigint'),
  );
  await createIndex(db, 'payments', ['out_trade_no'], true);
  await createIndex(db, 'payments', ['order_id', 'provider', 'method'], true);
  await createIndex(db, 'payments', ['status', 'created_at']);

  // status: pending (not yet accepted by the channel) | processing | success | failed | abnormal.
  await createTable(db, 'payment_refunds', (t) =>
    t
      .addColumn('order_id', 'integer', required)
      .addColumn('payment_id', 'integer', zero)
      .addColumn('refund_no', 'varchar(64)', required)
      .addColumn('amount_fen', 'integer', required)
      .addColumn('reason', 'varchar(16)', required)
      .addColumn('note', 'varchar(255)', empty)
      .addColumn('status', 'varchar(16)', required)
      .addColumn('channel_refund_id', 'varchar(64)', empty)
      .addColumn('message', 'varchar(255)', empty)
      .addColumn('admin_id', 'integer', zero)
      .addColumn('finished_at', 'bigint'),
  );
  await createIndex(db, 'payment_refunds', ['refund_no'], true);
  await createIndex(db, 'payment_refunds', ['order_id']);
  await createIndex(db, 'payment_refunds', ['status', 'updated_at']);

  // The member's openid at the official account whose AppID takes JSAPI payments (snsapi_base).
  await createTable(db, 'payment_openids', (t) =>
    t
      .addColumn('user_id', 'integer', required)
      .addColumn('app_id', 'varchar(64)', required)
      .addColumn('openid', 'varchar(128)', required),
  );
  await createIndex(db, 'payment_openids', ['user_id', 'app_id'], true);

  await db.schema.alterTable('orders').addColumn('payment_method', 'varchar(16)', empty).execute();

  // Orders made before this migration sent their own number to their channel: keep those trades known,
  // so late callbacks, queries and refunds of them still find their order.
  const now = Date.now();
  await sql`insert into payments (order_id, provider, method, out_trade_no, amount_fen, status, trade_no,
      site_url, paid_at, closed_at, queried_at, created_at, updated_at)
    select id, payment,
      case payment when 'alipay' then 'page' when 'wechat' then 'native' else 'cashier' end,
      order_no, total_fen,
      case status when 9 then 'paid' when 7 then 'closed' else 'open' end,
      trade_no, '', paid_at, cancelled_at, null, created_at, ${now}
    from orders where payment in ('alipay', 'wechat', 'sandbox') and total_fen > 0`.execute(db);

  // payment.provider chose one channel for every new order; now each channel has its own switch.
  const chosen = await sql<{
    value: string;
  }>`select value from app_config where "key" = 'payment.provider'`.execute(db);
  const provider = chosen.rows[0] ? parseJson(chosen.rows[0].value) : undefined;
  if (typeof provider === 'string' && ['alipay', 'wechat', 'handpay', 'sandbox'].includes(provider)) {
    const key = `payment.${provider}`;
    const stored = await sql<{ value: string }>`select value from app_config where "key" = ${key}`.execute(
      db,
    );
    const current = stored.rows[0] ? parseJson(stored.rows[0].value) : undefined;
    const value = JSON.stringify({ ...(isObject(current) ? current : {}), enabled: true });
    if (stored.rows[0])
      await sql`update app_config set value = ${value}, updated_at = ${now} where "key" = ${key}`.execute(db);
    else
      await sql`insert into app_config ("key", value, is_private, updated_at) values (${key}, ${value}, 1, ${now})`.execute(
        db,
      );
  }
  await sql`delete from app_config where "key" = 'payment.provider'`.execute(db);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

async function down(db: MigrationDb): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('payment_method').execute();
  for (const table of ['payment_openids', 'payment_refunds', 'payments'])
    await db.schema.dropTable(table).ifExists().execute();
}

export const migration012Payments: Migration = { up, down };
