import { type Kysely, sql } from 'kysely';
import type { Database } from '../../core/db/schema';
import { issueCertificate } from './certificates';
import { countCourseVideos } from './playable';
import { grantCredit1, REWARD_KEYS, rewardAmount } from './rewards';

type Db = Kysely<Database>;

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
    await grantCredit1(trx, w.userId, reward, `看完视频送${reward}积分`, `video:${w.videoId}`, w.at);
    return true;
  });
}

/**
 * The member's message of a finished course, pointing at the course page. Only the winner of the
 * is_watched 0 → 1 update calls it, inside that transaction, so it is sent exactly once.
 */
async function notifyCourseCompleted(trx: Db, userId: number, courseId: number, now: number) {
  const course = await trx
    .selectFrom('courses')
    .select('title')
    .where('id', '=', courseId)
    .executeTakeFirst();
  await trx
    .insertInto('notifications')
    .values({
      user_id: userId,
      type: 'course',
      message: `恭喜你学完课程《${course?.title ?? ''}》`,
      url: `/courses/detail/${courseId}`,
      read_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export interface CourseState {
  progress: number;
  watched: boolean;
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

/**
 * Recomputes a member's course progress (finished visible videos / visible videos, as a whole percent)
 * and, when every video is finished, completes the course once: the update of is_watched from 0 to 1 is
 * the guard for the reward (看完点播课程送N积分, unique_key course:<id>), the certificate and the message
 * 恭喜你学完课程《…》. Runs after the video's own transaction has committed, so of two videos finished at
 * the same moment the later commit sees both.
 */
export async function recomputeCourse(
  db: Db,
  userId: number,
  courseId: number,
  now: number,
): Promise<CourseState> {
  const [total, finishedRow, reward] = await Promise.all([
    countCourseVideos(db, courseId, now),
    db
      .selectFrom('video_watch_records as r')
      .innerJoin('videos as v', 'v.id', 'r.video_id')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('r.user_id', '=', userId)
      .where('r.course_id', '=', courseId)
      .where('r.watched_at', 'is not', null)
      .where('v.is_show', '=', 1)
      .where('v.published_at', '<=', now)
      .where('v.deleted_at', 'is', null)
      .executeTakeFirstOrThrow(),
    rewardAmount(db, REWARD_KEYS.course),
  ]);
  const finished = Number(finishedRow.n);
  const complete = total > 0 && finished >= total;
  const progress = total > 0 ? Math.min(100, Math.round((finished * 100) / total)) : 0;
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('course_user_records')
      .values({
        user_id: userId,
        course_id: courseId,
        progress,
        watched_at: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.columns(['user_id', 'course_id']).doUpdateSet({ progress, updated_at: now }))
      .execute();
    if (!complete) return { progress, watched: false };
    const flipped = await trx
      .updateTable('course_user_records')
      .set({ is_watched: 1, watched_at: now, progress: 100, updated_at: now })
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .where('is_watched', '=', 0)
      .executeTakeFirst();
    if (Number(flipped.numUpdatedRows) > 0) {
      await grantCredit1(trx, userId, reward, `看完点播课程送${reward}积分`, `course:${courseId}`, now);
      await issueCertificate(trx, userId, courseId, now);
      await notifyCourseCompleted(trx, userId, courseId, now);
    }
    return { progress: 100, watched: true };
  });
}
