import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenedDatabase, openSqlite, SQLITE_FILE } from '#core/db/connection';
import { type FakeAlipay, startFakeAlipay } from '#providers/payment/testing/fake-alipay';
import { createCourse, createMember } from '#seed/factories/index';
import { setAppConfig } from '#test/helpers/app-config';
import { alipayPaidNotification, insertOrder } from '#test/helpers/orders';
import { type ServerProcess, startServer } from '#test/helpers/processes';
import { readRow, readRows } from '#test/helpers/rows';

/*
 * Done-criterion: kill the server between the callback's acknowledgement and a restart → the order is
 * paid and delivered exactly once. Real processes (tsx) on one SQLite file, killed with SIGKILL (no
 * graceful close); the channel then retries its callback against the restarted server, as channels do.
 */

const JWT_SECRET = 'restart-test-secret-restart-test-secret-01';
const dir = mkdtempSync(join(tmpdir(), 'shuyuan-restart-'));
const running: ServerProcess[] = [];
let writer: OpenedDatabase | undefined;

let alipay: FakeAlipay;
beforeAll(async () => {
  alipay = await startFakeAlipay();
});

afterAll(async () => {
  await alipay?.close();
  await Promise.all(running.map((s) => s.stop()));
  await writer?.db.destroy();
  rmSync(dir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = await startServer({
    DATA_DIR: dir,
    NODE_ENV: 'production',
    JWT_SECRET,
    RATE_LIMIT_PER_MINUTE: '0',
    CACHE_TTL_SECONDS: '0',
  });
  running.push(server);
  return server;
}

function kill(server: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}

/** Alipay's notification for the trade, as Alipay sends it again until it hears success. */
function callback(server: ServerProcess, outTradeNo: string, totalFen: number) {
  return fetch(`${server.url}/payment/callback/alipay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: alipayPaidNotification(alipay, { out_trade_no: outTradeNo, total_fen: totalFen }),
  });
}

describe('payment callbacks across a killed server', () => {
  it('delivers exactly once when the server dies after the ack, or during the callback', async () => {
    let server = await start();
    writer = openSqlite(join(dir, SQLITE_FILE));
    const db = writer.db;
    await setAppConfig(db, 'payment.alipay', alipay.settings);
    await setAppConfig(db, 'credit1.paid_order', 1);
    const course = await createCourse(db, { charge_fen: 5000 });
    const orders: { id: number; no: string; uid: number }[] = [];
    for (let i = 0; i < 2; i++) {
      const uid = (await createMember(db)).id;
      const row = await insertOrder(
        db,
        { user_id: uid, goods_type: 'COURSE', goods_id: course.id, total_fen: 5000 },
        'alipay',
      );
      orders.push({ id: row.id, no: row.out_trade_no, uid });
    }

    // 1) acknowledged, then killed at once.
    const acked = await callback(server, orders[0].no, 5000);
    expect([acked.status, await acked.text()]).toEqual([200, 'success']);
    await kill(server);

    // 2) killed while the callback is in flight (its answer may never come).
    server = await start();
    const inFlight = callback(server, orders[1].no, 5000).catch(() => null);
    await kill(server);
    await inFlight;

    // The channel retries both after the restart; each answer is success, nothing is delivered twice.
    server = await start();
    for (const order of orders) {
      for (let i = 0; i < 3; i++) {
        const retry = await callback(server, order.no, 5000);
        expect([retry.status, await retry.text()]).toEqual([200, 'success']);
      }
    }
    for (const order of orders) {
      const row = await db
        .selectFrom('orders')
        .select(['status'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(9);
      const owned = await readRows(db, 'user_courses', { user_id: order.uid });
      expect(owned).toHaveLength(1);
      const credits = await readRows(db, 'credit1_records', { user_id: order.uid });
      expect(credits).toHaveLength(1);
      const user = await readRow(db, 'users', { id: order.uid });
      expect(user.credit1).toBe(50);
    }
  }, 120_000);
});
