import { randomInt } from 'node:crypto';
import { msg } from '@shuyuan/contract/messages';
import type { Kysely } from 'kysely';
import { CREDIT_URL, grantCredit } from '#core/db/credits';
import { notify } from '#core/db/notify';
import type { Database } from '#core/db/schema';
import { isVisible } from '#core/db/visible';
import { isFeatureOn } from '#core/features';
import { countCourseVideos } from './playable';
import { REWARD_KEYS, rewardAmount } from './rewards';
import { type PositionWrite, upsertPositions } from './watch-writes';

type Db = Kysely<Database>;

/*
 * What finishing gives, in one place: a finished video (its credit reward), the course progress that
 * follows, and what a member gets once for a completed course (the credit reward, the certificate and the
 * message). A progress report comes here only at the end of a video; certificates.ts only reads certificates.
 */

/** Crockford base32 without I, L, O, U: easy to read aloud and type from paper. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 16 characters = 80 random bits: not guessable, so the public check cannot be enumerated. */
const CODE_LENGTH = 16;

function newCertificateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * Issues the certificate of a finished course once (unique per member and course). A certificate revoked by
 * a refund is issued again, code kept, when the member buys the course again and finishes it once more.
 */
async function issueCertificate(trx: Db, userId: number, courseId: number, now: number): Promise<void> {
  const [user, course] = await Promise.all([
    trx.selectFrom('users').select('nick_name').where('id', '=', userId).executeTakeFirst(),
    trx.selectFrom('courses').select('title').where('id', '=', courseId).executeTakeFirst(),
  ]);
  await trx
    .insertInto('course_certificates')
    .values({
      user_id: userId,
      course_id: courseId,
      code: newCertificateCode(),
      member_name: (user?.nick_name ?? '').slice(0, 64),
      course_title: (course?.title ?? '').slice(0, 255),
      issued_at: now,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'course_id'])
        .doUpdateSet({ revoked_at: null, issued_at: now, updated_at: now })
        .where('course_certificates.revoked_at', 'is not', null),
    )
    .execute();
}

/**
 * What a refund takes back of a course's study, in the refund's own transaction (so exactly once, with it):
 * the course leaves the study centre's 在学 (its course record goes; the video positions stay, so buying
 * it again resumes where the member was) and its certificate is revoked. Called only when the member has
 * no other way into the course (commerce's course goods decide that).
 */
export async function endCourseStudy(trx: Db, userId: number, courseId: number, now: number): Promise<void> {
  await trx
    .deleteFrom('course_user_records')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
  await trx
    .updateTable('course_certificates')
    .set({ revoked_at: now, updated_at: now })
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('revoked_at', 'is', null)
    .execute();
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
  const message = msg('learning.courseFinished', { title: course?.title ?? '' });
  await notify(trx, userId, { type: 'course', message, url: `/courses/detail/${courseId}` }, now);
}

/**
 * Marks a video finished, once: the upsert only updates a row whose watched_at is still null, so of any
 * number of repeated or concurrent final reports exactly one gets a row back and grants the reward
 * (看完视频送N积分, unique_key video:<id>) in the same transaction.
 */
async function markVideoFinished(db: Db, end: PositionWrite, duration: number): Promise<void> {
  const reward = await rewardAmount(db, REWARD_KEYS.video);
  await db.transaction().execute(async (trx) => {
    const won = await trx
      .insertInto('video_watch_records')
      .values({
        user_id: end.userId,
        course_id: end.courseId,
        video_id: end.videoId,
        watch_seconds: duration,
        watched_at: end.at,
        created_at: end.at,
        updated_at: end.at,
      })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'video_id'])
          .doUpdateSet({ watch_seconds: duration, watched_at: end.at, updated_at: end.at })
          .where('video_watch_records.watched_at', 'is', null),
      )
      .returning('id')
      .executeTakeFirst();
    if (!won) return;
    const remark = msg('learning.videoReward', { sum: reward });
    await grantCredit(
      trx,
      { userId: end.userId, sum: reward, remark, uniqueKey: `video:${end.videoId}`, url: CREDIT_URL },
      end.at,
    );
  });
}

export interface CourseState {
  progress: number;
  watched: boolean;
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
  const [total, finishedRow, reward, certOn] = await Promise.all([
    countCourseVideos(db, courseId, now),
    db
      .selectFrom('video_watch_records as r')
      .innerJoin('videos as v', 'v.id', 'r.video_id')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('r.user_id', '=', userId)
      .where('r.course_id', '=', courseId)
      .where('r.watched_at', 'is not', null)
      .where(isVisible('videos', now, 'v'))
      .executeTakeFirstOrThrow(),
    rewardAmount(db, REWARD_KEYS.course),
    isFeatureOn(db, 'cert'),
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
      const remark = msg('learning.courseReward', { sum: reward });
      await grantCredit(
        trx,
        { userId, sum: reward, remark, uniqueKey: `course:${courseId}`, url: CREDIT_URL },
        now,
      );
      // With certificates switched off none is issued; turned on later, getMemberCertificate issues it.
      if (certOn) await issueCertificate(trx, userId, courseId, now);
      await notifyCourseCompleted(trx, userId, courseId, now);
    }
    return { progress: 100, watched: true };
  });
}

/**
 * The end of a video, reached by a report: the first marks it finished with its reward (a video the
 * session already knows as finished only moves its row's updated_at). Then the course is recomputed, also
 * after a repeated end: that heals a course completion an earlier crash interrupted.
 */
export async function finishVideo(
  db: Db,
  end: PositionWrite,
  video: { duration: number; watched: boolean },
): Promise<CourseState> {
  if (video.watched) await upsertPositions(db, [end]);
  else await markVideoFinished(db, end, video.duration);
  return recomputeCourse(db, end.userId, end.courseId, end.at);
}

/**
 * Makes sure a member who finished a course has its certificate: a course completed before certificates
 * existed (or whose completion step was interrupted) gets it now, after the completion is re-checked.
 * True when the course is complete.
 */
export async function ensureCertificate(db: Db, userId: number, courseId: number): Promise<boolean> {
  const state = await recomputeCourse(db, userId, courseId, Date.now());
  if (state.watched) await issueCertificate(db, userId, courseId, Date.now());
  return state.watched;
}
