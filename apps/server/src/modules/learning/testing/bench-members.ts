/*
 * For `npm run bench`: creates BENCH_MEMBERS members (password shuyuan123) who own the first paid demo
 * course, and writes `{ mobiles, videoId }` as JSON to BENCH_MEMBERS_OUT. Runs against the database the
 * server uses (same DATA_DIR / DATABASE_URL), after the demo seed.
 */
import { writeFileSync } from 'node:fs';
import { loadConfig } from '#config';
import { openDatabase } from '#core/db/connection';
import { createMember } from '#seed/factories/index';
import { grantCourse } from './fixtures';

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
    const mobiles: string[] = [];
    for (let i = 0; i < count; i++) {
      const mobile = `177${String(i).padStart(8, '0')}`;
      const member = await createMember(db, { mobile, nick_name: `压测学员${i}` });
      await grantCourse(db, member.id, video.course_id);
      mobiles.push(mobile);
    }
    writeFileSync(out, JSON.stringify({ mobiles, videoId: video.id }));
  } finally {
    await close();
  }
}

await run();
