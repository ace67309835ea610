// After `npm run loadtest` has stopped the servers gracefully: what the members were told must be what the
// database holds. Every purchase the cashier and the status poll confirmed is one paid order and one
// delivered course (none twice), and every progress report the server acknowledged is kept.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';

/** Runs read-only SQL (no parameters: the callers inline whole numbers only) on the server's database. */
async function readRows({ databaseUrl, dataDir }, text) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  }
  const db = new Database(join(dataDir, 'shuyuan.sqlite'), { readonly: true });
  try {
    return db.prepare(text).all();
  } finally {
    db.close();
  }
}

const MEMBERS = "(select id from users where mobile like '166%')";

export async function checkLedger(database, ledger) {
  const paid = await readRows(
    database,
    `select user_id, goods_id, order_no from orders
     where status = 9 and goods_type = 'COURSE' and user_id in ${MEMBERS}`,
  );
  const paidNos = new Set(paid.map((r) => r.order_no));
  const confirmed = new Set(ledger.purchases.map((p) => p.orderNo));
  const delivered = await readRows(
    database,
    `select user_id, course_id, count(*) as n from user_courses where user_id in ${MEMBERS}
     group by user_id, course_id`,
  );
  const deliveries = new Map(delivered.map((r) => [`${r.user_id}:${r.course_id}`, Number(r.n)]));

  const positions = await readRows(
    database,
    `select user_id, video_id, watch_seconds from video_watch_records where user_id in ${MEMBERS}`,
  );
  const kept = new Map(positions.map((r) => [`${r.user_id}:${r.video_id}`, Number(r.watch_seconds)]));
  let progressLost = 0;
  const lostSamples = [];
  for (const [key, acknowledged] of ledger.progress) {
    const stored = kept.get(key) ?? 0;
    if (stored < acknowledged) {
      progressLost++;
      if (lostSamples.length < 5) lostSamples.push(`${key}: acknowledged ${acknowledged}, stored ${stored}`);
    }
  }

  return {
    purchases_confirmed: confirmed.size,
    purchases_missing: [...confirmed].filter((no) => !paidNos.has(no)).length,
    paid_without_confirmation: [...paidNos].filter((no) => !confirmed.has(no)).length,
    deliveries_missing: ledger.purchases.filter((p) => !deliveries.has(`${p.memberId}:${p.courseId}`)).length,
    delivered_twice: [...deliveries.values()].filter((n) => n > 1).length,
    progress_positions: ledger.progress.size,
    progress_lost: progressLost,
    progress_lost_samples: lostSamples,
  };
}

/** The ledger checks that must be zero for the run to pass. */
export function ledgerFailures(checks) {
  return ['purchases_missing', 'deliveries_missing', 'delivered_twice', 'progress_lost'].filter(
    (k) => checks[k] !== 0,
  );
}
