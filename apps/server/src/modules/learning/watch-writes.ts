import { type Kysely, sql } from 'kysely';
import { CREDIT_URL, grantCredit } from '#core/db/credits';
import type { Database } from '#core/db/schema';
import { REWARD_KEYS, rewardAmount } from './rewards';

type Db = Kysely<Database>;

/*
 * The writes of a member's watching: positions, a finished video (with its reward) and a started course.
 * Completing the course is course-completion.ts.
 */

export interface PositionWrite {
  userId: number;
  courseId: number;
  videoId: number;
  watchSeconds: number;
  at: number;
}

/**
 * Writes positions (one row per member and video). watch_seconds only grows and is frozen once the video
 * is finished (MeEdu); updated_at always moves, so "last viewed" follows the member.
 */
export async function upsertPositions(db: Db, rows: PositionWrite[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('video_watch_records')
    .values(
      rows.map((r) => ({
        user_id: r.userId,
        course_id: r.courseId,
        video_id: r.videoId,
        watch_seconds: r.watchSeconds,
        watched_at: null,
        created_at: r.at,
        updated_at: r.at,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['user_id', 'video_id']).doUpdateSet({
        watch_seconds: sql<number>`case when video_watch_records.watched_at is null and excluded.watch_seconds > video_watch_records.watch_seconds then excluded.watch_seconds else video_watch_records.watch_seconds end`,
        updated_at: sql<number>`case when excluded.updated_at > video_watch_records.updated_at then excluded.updated_at else video_watch_records.updated_at end`,
      }),
    )
    .execute();
}

/**
 * Marks a video finished, once: the upsert only updates a row whose watched_at is still null, so of any
 * number of repeated or concurrent final reports exactly one gets a row back and grants the reward
 * (看完视频送N积分, unique_key video:<id>) in the same transaction. Returns true for that one.
 */
export async function finishVideo(db: Db, w: PositionWrite, duration: number): Promise<boolean> {
  const reward = await rewardAmount(db, REWARD_KEYS.video);
  return db.transaction().execute(async (trx) => {
    const won = await trx
      .insertInto('video_watch_records')
      .values({
        user_id: w.userId,
        course_id: w.courseId,
        video_id: w.videoId,
        watch_seconds: duration,
        watched_at: w.at,
        created_at: w.at,
        updated_at: w.at,
      })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'video_id'])
          .doUpdateSet({ watch_seconds: duration, watched_at: w.at, updated_at: w.at })
          .where('video_watch_records.watched_at', 'is', null),
      )
      .returning('id')
      .executeTakeFirst();
    if (!won) return false;
    const remark = `看完视频送${reward}积分`;
    await grantCredit(
      trx,
      { userId: w.userId, sum: reward, remark, uniqueKey: `video:${w.videoId}`, url: CREDIT_URL },
      w.at,
    );
    return true;
  });
}

/** Starts (joins) a course for a member who may watch it, as MeEdu does on opening a video. */
export async function ensureCourseRecord(
  db: Db,
  userId: number,
  courseId: number,
  now: number,
): Promise<void> {
  await db
    .insertInto('course_user_records')
    .values({
      user_id: userId,
      course_id: courseId,
      progress: 0,
      watched_at: null,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .execute();
}
