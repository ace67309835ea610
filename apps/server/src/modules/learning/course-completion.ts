import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CREDIT_URL, grantCredit } from '#core/db/credits';
import { notify } from '#core/db/notify';
import type { Database } from '#core/db/schema';
import { isVisible } from '#core/db/visible';
import { countCourseVideos } from './playable';
import { REWARD_KEYS, rewardAmount } from './rewards';

type Db = Kysely<Database>;

/*
 * Completing a course, in one place: the progress that decides it, and what a member gets once for it
 * (the credit reward, the certificate and the message). certificates.ts only reads certificates.
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

/** Issues the certificate of a finished course once (unique per member and course). */
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
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
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
  const message = `恭喜你学完课程《${course?.title ?? ''}》`;
  await notify(trx, userId, { type: 'course', message, url: `/courses/detail/${courseId}` }, now);
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
  const [total, finishedRow, reward] = await Promise.all([
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
      const remark = `看完点播课程送${reward}积分`;
      await grantCredit(
        trx,
        { userId, sum: reward, remark, uniqueKey: `course:${courseId}`, url: CREDIT_URL },
        now,
      );
      await issueCertificate(trx, userId, courseId, now);
      await notifyCourseCompleted(trx, userId, courseId, now);
    }
    return { progress: 100, watched: true };
  });
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
