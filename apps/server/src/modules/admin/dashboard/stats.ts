import type { adminDashboard, EndpointData } from '@shuyuan/contract';
import { fenToYuan } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '#core/db/schema';
import { countPendingComments } from '../comments/comment-service';
import { count } from '../context';

const DAY_MS = 86_400_000;

/**
 * Day numbers in the server's time zone, computed in SQL the same way on SQLite and PostgreSQL. The
 * numbers are literals (both are integers we computed): better-sqlite3 binds JS numbers as REAL, which
 * would make the division fractional.
 */
function dayOf(column: string, offsetMs: number) {
  return sql<number>`((${sql.ref(column)} + ${sql.lit(Math.trunc(offsetMs))}) / ${sql.lit(DAY_MS)})`;
}

const label = (day: number, offsetMs: number) =>
  new Date(day * DAY_MS - offsetMs).toLocaleDateString('sv-SE');

export async function dashboardStats(
  db: Kysely<Database>,
  days: number,
  now = Date.now(),
): Promise<EndpointData<typeof adminDashboard>> {
  const offset = -new Date(now).getTimezoneOffset() * 60_000;
  const today = Math.floor((now + offset) / DAY_MS);
  const first = today - days + 1;
  const since = first * DAY_MS - offset;

  const [revenue, members, learners, activeTotal, top, commentsPending] = await Promise.all([
    db
      .selectFrom('orders')
      .select([
        dayOf('paid_at', offset).as('day'),
        (eb) => eb.fn.sum<number>('total_fen').as('fen'),
        (eb) => eb.fn.countAll<number>().as('n'),
      ])
      .where('status', '=', 9)
      .where('is_refund', '=', 0)
      .where('paid_at', '>=', since)
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom('users')
      .select([dayOf('created_at', offset).as('day'), (eb) => eb.fn.countAll<number>().as('n')])
      .where('created_at', '>=', since)
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom('video_watch_records')
      .select([dayOf('updated_at', offset).as('day'), sql<number>`count(distinct user_id)`.as('n')])
      .where('updated_at', '>=', since)
      .groupBy(sql`1`)
      .execute(),
    db
      .selectFrom('video_watch_records')
      .select(sql<number>`count(distinct user_id)`.as('n'))
      .where('updated_at', '>=', since)
      .executeTakeFirst(),
    db
      .selectFrom('orders')
      .innerJoin('courses', 'courses.id', 'orders.goods_id')
      .select([
        'courses.id',
        'courses.title',
        (eb) => eb.fn.countAll<number>().as('sales'),
        (eb) => eb.fn.sum<number>('orders.total_fen').as('fen'),
      ])
      .where('orders.goods_type', '=', 'COURSE')
      .where('orders.status', '=', 9)
      .where('orders.is_refund', '=', 0)
      .where('orders.paid_at', '>=', since)
      .groupBy(['courses.id', 'courses.title'])
      .orderBy('sales', 'desc')
      .orderBy('courses.id')
      .limit(10)
      .execute(),
    countPendingComments(db),
  ]);

  const byDay = <T extends { day: number | string }>(rows: T[]) =>
    new Map(rows.map((r) => [Number(r.day), r]));
  const rev = byDay(revenue);
  const mem = byDay(members);
  const act = byDay(learners);
  const daily = Array.from({ length: days }, (_, i) => {
    const day = first + i;
    return {
      date: label(day, offset),
      revenue: fenToYuan(count(rev.get(day)?.fen)),
      orders: count(rev.get(day)?.n),
      new_members: count(mem.get(day)?.n),
      active_learners: count(act.get(day)?.n),
    };
  });
  const sum = (key: 'revenue' | 'orders' | 'new_members') => daily.reduce((s, d) => s + d[key], 0);
  return {
    totals: {
      revenue_today: daily[daily.length - 1]?.revenue ?? 0,
      revenue: Math.round(sum('revenue') * 100) / 100,
      paid_orders: sum('orders'),
      new_members: sum('new_members'),
      active_learners: count(activeTotal?.n),
      comments_pending: commentsPending,
    },
    daily,
    top_courses: top.map((t) => ({
      id: t.id,
      title: t.title,
      sales: count(t.sales),
      revenue: fenToYuan(count(t.fen)),
    })),
  };
}
