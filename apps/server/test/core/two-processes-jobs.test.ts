import { describe, expect, it } from 'vitest';
import { readRow } from '#test/helpers/rows';
import { bearer, type HttpClient } from '../helpers/http-client';
import { useProcessScope } from '../helpers/process-scope';
import { useSharedProcesses } from '../helpers/shared-processes';

/*
 * Issue 9: the scheduled jobs of two server processes sharing PostgreSQL and Redis run once between them:
 * the expiry sweep of unpaid orders, and the flush of buffered learning progress.
 */

const processes = useProcessScope('shuyuan-2proc-');
/** Reports every 250 ms, as a player pings; the allowance grows with real time (about 10 s for all of them). */
const POLL = { timeout: 30_000, interval: 250 };

describe('two server processes sharing PostgreSQL and Redis', { tags: ['postgres', 'redis'] }, () => {
  const shared = useSharedProcesses(processes);

  it('jobs run once: one process cancels expired orders; buffered progress is written once', async () => {
    const { a, b, fx, procs, peek, database } = shared;
    const login = await a.post('/api/v2/login/password', {
      mobile: fx.learner.mobile,
      password: 'shuyuan123',
    });
    const auth = bearer(login.body.data.token);
    const report = (server: HttpClient, video: number, duration: number) =>
      server.post(`/api/v2/video/${video}/record`, { duration }, auth);
    // Progress is credited no faster than real time at the fastest speed (decision 015), so each position is
    // reported the way a player does, again until it is credited.
    const credited = async (server: HttpClient, video: number, position: number) =>
      (await report(server, video, position)).body.data.watch_seconds;
    const reportUntilCredited = (server: HttpClient, video: number, position: number) =>
      expect.poll(() => credited(server, video, position), POLL).toBe(position);
    // In-between positions alternate between the processes; each keeps its own in its buffer.
    for (const [i, position] of [3, 6, 9, 12].entries()) {
      await reportUntilCredited(i % 2 ? b : a, fx.longVideoId, position);
    }
    // The end of a short video reported to both at once (again until both say so): finished and rewarded once.
    await reportUntilCredited(a, fx.shortVideoId, 3);
    await reportUntilCredited(b, fx.shortVideoId, 6);
    const bothEnded = async () =>
      (await Promise.all([a, b].map((server) => report(server, fx.shortVideoId, 8)))).every(
        (end) => end.body.data.is_watched === true,
      );
    await expect.poll(bothEnded, POLL).toBe(true);

    const db = database.db;
    const watched = () =>
      db
        .selectFrom('video_watch_records')
        .select(['video_id', 'watch_seconds'])
        .where('user_id', '=', fx.learner.id)
        .orderBy('video_id')
        .execute();
    // Each process flushes its buffer every 5 s; the row keeps the furthest position whatever the order.
    await expect.poll(watched, { timeout: 12_000, interval: 250 }).toEqual([
      { video_id: fx.longVideoId, watch_seconds: 12 },
      { video_id: fx.shortVideoId, watch_seconds: 8 },
    ]);
    const rewards = await db
      .selectFrom('credit1_records')
      .select('sum')
      .where('user_id', '=', fx.learner.id)
      .execute();
    expect(rewards).toEqual([{ sum: 5 }]);

    // The expiry sweep runs 1 s after each start; the lock let one of the two do it, and say so.
    const sweeps = () =>
      procs.flatMap((p) =>
        p
          .output()
          .split('\n')
          .filter((line) => line.includes('"expired unpaid orders cancelled"'))
          .map((line) => JSON.parse(line) as { pid: number; cancelled: number }),
      );
    await expect.poll(() => sweeps().length, { timeout: 5_000 }).toBe(1);
    const [sweep] = sweeps();
    expect(sweep.cancelled).toBe(fx.expiredOrderIds.length);
    expect(procs.map((p) => p.child.pid)).toContain(sweep.pid);
    const orders = await db
      .selectFrom('orders')
      .select('status')
      .where('id', 'in', fx.expiredOrderIds)
      .execute();
    expect(orders.map((o) => o.status)).toEqual(fx.expiredOrderIds.map(() => 7));
    // Their promo uses were given back.
    const promo = await readRow(db, 'promo_codes', { id: fx.promoId });
    expect(promo.used_times).toBe(0);
    const uses = await db
      .selectFrom('promo_code_uses')
      .select('id')
      .where('promo_code_id', '=', fx.promoId)
      .execute();
    expect(uses).toEqual([]);
    expect(await peek.get('job:commerce:expiry-sweep')).toBe(String(sweep.pid));
  });
});
