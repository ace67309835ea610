/*
 * For `npm run bench`: creates BENCH_MEMBERS members (password shuyuan123) who own the first paid demo
 * course, and writes `{ mobiles, videoId }` as JSON to BENCH_MEMBERS_OUT. Runs against the database the
 * server uses (same DATA_DIR / DATABASE_URL), after the demo seed. Each member also has a small history
 * (a few more courses with their paid orders, a few messages), so the member reads the bench measures
 * (my courses, orders, messages) read rows as a real member's would, not empty pages.
 */
import { writeFileSync } from 'node:fs';
import { loadConfig } from '#config';
import { openDatabase } from '#core/db/connection';
import { notify } from '#core/db/notify';
import { createMember, createOrderRow } from '#seed/factories/index';
import { grantCourse } from './fixtures';

/** Courses each member owns besides the one with the progress video, each with its paid order. */
const MORE_COURSES = 3;
const MESSAGES = 6;

async function run(): Promise<void> {
  const count = Number(process.env.BENCH_MEMBERS ?? 64);
  const out = process.env.BENCH_MEMBERS_OUT;
  if (!out || !Number.isInteger(count) || count < 1)
    throw new Error('BENCH_MEMBERS_OUT and BENCH_MEMBERS are required');
  const { db, close } = await openDatabase(loadConfig());
  try {
    const video = await db
      .selectFrom('videos as v')
      .innerJoin('courses as c', 'c.id', 'v.course_id')
      .select(['v.id', 'v.course_id'])
      .where('c.is_free', '=', 0)
      .where('v.is_show', '=', 1)
      .where('v.duration', '>', 0)
      .orderBy('v.id')
      .executeTakeFirstOrThrow();
    const more = await db
      .selectFrom('courses')
      .select(['id', 'title', 'charge_fen'])
      .where('is_free', '=', 0)
      .where('id', '!=', video.course_id)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .limit(MORE_COURSES)
      .execute();
    const mobiles: string[] = [];
    // One transaction: thousands of single-row commits would take longer than the runs that read them.
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < count; i++) {
        const mobile = `177${String(i).padStart(8, '0')}`;
        const member = await createMember(trx, { mobile, nick_name: `压测学员${i}` });
        await grantCourse(trx, member.id, video.course_id);
        for (const course of more) {
          await grantCourse(trx, member.id, course.id, course.charge_fen);
          await createOrderRow(trx, {
            user_id: member.id,
            goods_id: course.id,
            goods_name: course.title,
            charge_fen: course.charge_fen,
            total_fen: course.charge_fen,
          });
        }
        for (let m = 0; m < MESSAGES; m++)
          await notify(
            trx,
            member.id,
            { type: 'system', message: `压测消息 ${m + 1}` },
            Date.now() - m * 60_000,
          );
        mobiles.push(mobile);
      }
    });
    writeFileSync(out, JSON.stringify({ mobiles, videoId: video.id }));
  } finally {
    await close();
  }
}

await run();
