import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { findOwnAttempt } from './attempt-start';
import { submitAttempt } from './attempt-submit';
import { passedOf, points } from './paper-access';

/*
 * The member's submit (decision 046): exactly once however often it is sent (submitAttempt's claim), and
 * every sender is answered the attempt's outcome. Submitting after the deadline is not refused: the
 * attempt is closed at its deadline with what was saved by then.
 */
export async function submitOwnAttempt(db: Kysely<Database>, userId: number, attemptId: number, now: number) {
  const attempt = await submitAttempt(db, await findOwnAttempt(db, userId, attemptId, now), now);
  const paper = await db
    .selectFrom('exam_papers')
    .select(['total_score', 'pass_score'])
    .where('id', '=', attempt.paper_id)
    .executeTakeFirstOrThrow();
  return {
    status: attempt.status,
    score: points(attempt.score),
    total_score: paper.total_score,
    passed: passedOf(paper, attempt),
  };
}
