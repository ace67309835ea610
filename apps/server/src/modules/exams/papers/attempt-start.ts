import { ExamMessage } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { Database, ExamAttemptRow } from '#core/db/schema';
import { isUniqueViolation } from '#core/db/unique-violation';
import { AppError, notFound } from '#core/errors';
import { finaliseExpired, finaliseIfExpired } from './attempt-submit';
import { attemptsOf, deadlineOf, findPublishedPaper, joinRefusal } from './paper-access';
import { loadPaperQuestions } from './paper-questions';
import { drawOrder, readOrder } from './shuffle';

/*
 * Starting an attempt (decision 046). The one in progress is answered again (a reload, a second device),
 * never a second one. A new attempt takes the next attempt_no, which (paper_id, user_id, attempt_no) keeps
 * unique: of two starts at once only one insert wins, and the other answers the winner's attempt, so the
 * last allowed try is taken once. The deadline is fixed here, on the server's clock.
 */

type Db = Kysely<Database>;

export async function startAttempt(
  db: Db,
  userId: number,
  paperId: number,
  now: number,
  retried = false,
): Promise<{ attempt_id: number; resumed: boolean }> {
  const paper = await findPublishedPaper(db, paperId);
  await finaliseExpired(db, userId, paperId, now);
  const attempts = await attemptsOf(db, userId, paperId);
  const current = attempts.find((a) => a.status === 'in_progress');
  if (current) return { attempt_id: current.id, resumed: true };
  const refusal = await joinRefusal(db, paper, userId, attempts, now);
  if (refusal) throw new AppError(refusal);
  const questions = await loadPaperQuestions(db, paperId);
  if (questions.length === 0) throw new AppError(ExamMessage.noQuestions);

  const last = attempts[0];
  const order = drawOrder(
    questions,
    { shuffleQuestions: paper.shuffle_questions === 1, shuffleOptions: paper.shuffle_options === 1 },
    last ? readOrder(last.question_order, last.option_order).questions : null,
  );
  try {
    const row = await db
      .insertInto('exam_attempts')
      .values({
        paper_id: paperId,
        user_id: userId,
        attempt_no: (last?.attempt_no ?? 0) + 1,
        started_at: now,
        deadline_at: deadlineOf(paper, now),
        status: 'in_progress',
        question_order: JSON.stringify(order.questions),
        option_order: JSON.stringify(order.options),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { attempt_id: row.id, resumed: false };
  } catch (error) {
    // Another start took this attempt number a moment ago: its attempt is the one to go on with.
    if (!isUniqueViolation(error) || retried) throw error;
    return startAttempt(db, userId, paperId, now, true);
  }
}

/** One of the member's own attempts (another member's reads as missing), closed first when expired. */
export async function findOwnAttempt(
  db: Db,
  userId: number,
  attemptId: number,
  now: number,
): Promise<ExamAttemptRow> {
  const row = await db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('id', '=', attemptId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound(ExamMessage.attemptNotFound);
  return finaliseIfExpired(db, row, now);
}
