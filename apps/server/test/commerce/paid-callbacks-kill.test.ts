import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dialect } from '#core/app-types';
import { type OpenedDatabase, openDatabase, openSqlite, SQLITE_FILE } from '#core/db/connection';
import type { Database } from '#core/db/schema';
import { type FakeAlipay, startFakeAlipay } from '#providers/payment/testing/fake-alipay';
import { createActivate, createCourse, createMember, createRole, DAY_MS } from '#seed/factories/index';
import { setAppConfig } from '#test/helpers/app-config';
import { alipayPaidNotification, insertOrder } from '#test/helpers/orders';
import { createPostgresDatabase } from '#test/helpers/postgres-database';
import { type ServerProcess, startServer } from '#test/helpers/processes';
import { DATABASE_TARGETS, tagsOf } from '#test/helpers/test-app';

/*
 * Decision 014 under a crash: Alipay's signed notifications (keys of a fake Alipay, checked by alipay-sdk on
 * the production server) for many orders arrive at once, the
 * server is killed with SIGKILL in the middle, restarted, and the channel delivers every callback again
 * (channels retry until they get `success`). Every order must end paid once with its goods once, and
 * every `success` the server sent before it died must already be in the database.
 */

const JWT_SECRET = 'callback-kill-secret-callback-kill-secret-01';
const MEMBERS = 30;
/** Course 50 yuan, VIP 29 yuan (bought twice), offline course 10 yuan; credit1.paid_order = 1 per yuan. */
const PRICES = { COURSE: 5000, ROLE: 2900, ACTIVATE: 1000 } as const;
const CREDIT_PER_MEMBER = 50 + 29 + 29 + 10;
const ROLE_DAYS = 30;
const IN_FLIGHT = 16;
/** Kill once this many callbacks were acknowledged: about a third of them. */
const KILL_AFTER_ACKS = 40;

type Order = Awaited<ReturnType<typeof insertOrder>>;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

let alipay: FakeAlipay;
beforeAll(async () => {
  alipay = await startFakeAlipay();
  cleanups.push(() => alipay.close());
});

function sendCallback(baseUrl: string, order: Order): Promise<boolean> {
  return fetch(`${baseUrl}/payment/callback/alipay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: alipayPaidNotification(alipay, order),
  }).then(
    async (response) => response.status === 200 && (await response.text()) === 'success',
    () => false,
  );
}

/**
 * Delivers every callback with IN_FLIGHT at a time; returns the ids acknowledged with `success`. With
 * `killAfter`, the server is killed as soon as that many were acknowledged, the rest left undelivered.
 */
async function deliverAll(server: ServerProcess, orders: Order[], killAfter?: number): Promise<Set<number>> {
  const acked = new Set<number>();
  const queue = [...orders];
  let killed: Promise<void> | undefined;
  const lane = async () => {
    for (let order = queue.shift(); order && !killed; order = queue.shift()) {
      if (await sendCallback(server.url, order)) acked.add(order.id);
      if (killAfter !== undefined && acked.size >= killAfter) killed ??= server.kill();
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
  await killed;
  return acked;
}

async function openTarget(
  dialect: Dialect,
  dir: string,
): Promise<{ env: Record<string, string>; open(): Promise<OpenedDatabase> }> {
  const env = {
    DATA_DIR: dir,
    NODE_ENV: 'production',
    JWT_SECRET,
    RATE_LIMIT_PER_MINUTE: '0',
    WRITE_RATE_LIMIT_PER_MINUTE: '0',
  };
  if (dialect === 'sqlite') return { env, open: async () => openSqlite(join(dir, SQLITE_FILE)) };
  const pgdb = await createPostgresDatabase();
  cleanups.push(pgdb.drop);
  return {
    env: { ...env, DATABASE_URL: pgdb.url },
    open: () => openDatabase({ databaseUrl: pgdb.url, dataDir: dir }),
  };
}

async function insertOrders(db: Kysely<Database>) {
  await setAppConfig(db, 'payment.alipay', alipay.settings);
  await setAppConfig(db, 'credit1.paid_order', 1);
  const course = await createCourse(db, { charge_fen: PRICES.COURSE });
  const role = await createRole(db, { charge_fen: PRICES.ROLE, expire_days: ROLE_DAYS });
  const activate = await createActivate(db, { quota: MEMBERS + 5 });
  const goods = { COURSE: course.id, ROLE: role.id, ACTIVATE: activate.id };
  const orders: Order[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const user = await createMember(db);
    for (const type of ['COURSE', 'ROLE', 'ROLE', 'ACTIVATE'] as const) {
      orders.push(
        await insertOrder(
          db,
          { user_id: user.id, goods_type: type, goods_id: goods[type], total_fen: PRICES[type] },
          'alipay',
        ),
      );
    }
  }
  // Interleave members and goods, so concurrent callbacks touch the same course, role and seat counters.
  orders.sort((x, y) => (x.order_no < y.order_no ? -1 : 1));
  return { orders, course, role, activate };
}

// The databases run side by side: most of the time is spent waiting for server processes to start.
describe.concurrent('paid callbacks across a SIGKILL', () => {
  for (const dialect of DATABASE_TARGETS) {
    it(`${dialect}: every order paid and delivered once; every acknowledged callback kept`, {
      ...tagsOf(dialect),
      timeout: 60_000,
    }, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'shuyuan-callback-kill-'));
      cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
      const target = await openTarget(dialect, dir);
      let server = await startServer(target.env);
      cleanups.push(async () => void (await server.stop()));
      const database = await target.open();
      cleanups.push(() => database.close());
      const db = database.db;
      const { orders, course, role, activate } = await insertOrders(db);

      const acked = await deliverAll(server, orders, KILL_AFTER_ACKS);
      expect(acked.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKS);
      expect(acked.size).toBeLessThan(orders.length);

      // What the server acknowledged is committed: paid, rewarded, and the seat or course access there.
      const ackedIds = [...acked];
      const paid = await db
        .selectFrom('orders')
        .select(['id', 'status'])
        .where('id', 'in', ackedIds)
        .execute();
      expect(paid.filter((o) => o.status === 9)).toHaveLength(acked.size);
      const rewarded = await db
        .selectFrom('credit1_records')
        .select('unique_key')
        .where(
          'unique_key',
          'in',
          ackedIds.map((id) => `order:${id}`),
        )
        .execute();
      expect(rewarded).toHaveLength(acked.size);
      const ackedGoods = orders.filter((o) => acked.has(o.id) && o.goods_type !== 'ROLE').map((o) => o.id);
      const [courses, seats] = await Promise.all([
        db
          .selectFrom('user_courses')
          .select('order_id')
          .where('order_id', 'in', [0, ...ackedGoods])
          .execute(),
        db
          .selectFrom('activate_users')
          .select('order_id')
          .where('order_id', 'in', [0, ...ackedGoods])
          .execute(),
      ]);
      expect(courses.length + seats.length).toBe(ackedGoods.length);
      // Killed mid-way: orders were left unpaid for the retries (some perhaps committed, never acknowledged).
      const paidAtKill = await db.selectFrom('orders').select('id').where('status', '=', 9).execute();
      expect(paidAtKill.length).toBeLessThan(orders.length);

      // The channel retries everything, twice, against the restarted server: always `success`.
      server = await startServer(target.env);
      for (let round = 0; round < 2; round++) {
        expect((await deliverAll(server, orders)).size).toBe(orders.length);
      }

      const rows = await db
        .selectFrom('orders')
        .select(['id', 'status', 'trade_no', 'delivery', 'paid_at', 'user_id', 'goods_type', 'order_no'])
        .execute();
      expect(rows).toHaveLength(orders.length);
      for (const row of rows)
        expect(row).toMatchObject({
          status: 9,
          trade_no: expect.stringMatching(/^2026\d+$/),
          delivery: 'done',
        });

      const users = await db
        .selectFrom('users')
        .select(['id', 'credit1', 'role_id', 'role_expired_at'])
        .where('id', 'in', [...new Set(orders.map((o) => o.user_id))])
        .execute();
      expect(users).toHaveLength(MEMBERS);
      for (const user of users) {
        expect(user.credit1).toBe(CREDIT_PER_MEMBER);
        // Two VIP orders: 2 × 30 days from the payment delivered first, neither lost nor counted twice.
        // (Which one that was is not known: two settlements may read the clock in one order and commit
        // in the other, so either order's paid_at may be the start.)
        const vip = rows
          .filter((o) => o.user_id === user.id && o.goods_type === 'ROLE')
          .map((o) => (o.paid_at as number) + 2 * ROLE_DAYS * DAY_MS);
        expect(user.role_id).toBe(role.id);
        expect(vip).toContain(user.role_expired_at);
      }
      const perOrder = async (table: 'user_courses' | 'activate_users') =>
        (await db.selectFrom(table).select('order_id').execute())
          .map((r) => r.order_id)
          .sort((x, y) => x - y);
      const idsOf = (type: string) =>
        orders
          .filter((o) => o.goods_type === type)
          .map((o) => o.id)
          .sort((x, y) => x - y);
      expect(await perOrder('user_courses')).toEqual(idsOf('COURSE'));
      expect(await perOrder('activate_users')).toEqual(idsOf('ACTIVATE'));
      const counters = await Promise.all([
        db
          .selectFrom('courses')
          .select('user_count as n')
          .where('id', '=', course.id)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('activates')
          .select('enrolled_count as n')
          .where('id', '=', activate.id)
          .executeTakeFirstOrThrow(),
      ]);
      expect(counters.map((c) => c.n)).toEqual([MEMBERS, MEMBERS]);
      const credits = await db.selectFrom('credit1_records').select('unique_key').execute();
      expect(credits.map((c) => c.unique_key).sort()).toEqual(orders.map((o) => `order:${o.id}`).sort());
      const notices = await db
        .selectFrom('notifications')
        .select('message')
        .where('type', '=', 'order')
        .execute();
      expect(notices.map((n) => n.message).sort()).toEqual(
        orders.map((o) => `订单${o.order_no}已支付`).sort(),
      );
    });
  }
});
