import { ExamMessage } from '@shuyuan/contract';
import { type Kysely, sql } from 'kysely';
import type { Database } from '#core/db/schema';
import { AppError } from '#core/errors';
import { toStored } from './answer-shapes';
import { findOwnAttempt } from './attempt-start';
import { answerableById, loadPaperQuestions } from './paper-questions';
import { optionOrderOf, readOrder } from './shuffle';

/*
 * Saving one answer as the member goes (decision 046): an upsert on (attempt_id, question_id), so saving
 * again replaces and a reload or a second device reads the last one saved. The write is one transaction
 * that first touches the attempt row with a conditional update (still in progress, deadline not passed):
 * on PostgreSQL that row lock orders it against a submit's claim, so an answer is either saved before the
 * attempt is graded (and counted) or refused; SQLite runs one writer at a time anyway.
 */

type Db = Kysely<Database>;

export async function saveAnswer(
  db: Db,
  userId: number,
  attemptId: number,
  questionId: number,
  shown: unknown,
  now: number,
): Promise<{ saved_at: number }> {
  const attempt = await findOwnAttempt(db, userId, attemptId, now);
  if (attempt.status !== 'in_progress')
    throw new AppError(
      attempt.deadline_at !== null && attempt.submitted_at === attempt.deadline_at
        ? ExamMessage.timeUp
        : ExamMessage.submitted,
    );
  const found = answerableById(await loadPaperQuestions(db, attempt.paper_id)).get(questionId);
  if (!found) throw new AppError(ExamMessage.notInPaper);
  const order = optionOrderOf(readOrder(attempt.question_order, attempt.option_order), found.q);
  const answer = JSON.stringify(toStored(found.q, shown, order));

  const saved = await db.transaction().execute(async (trx) => {
    const open = await trx
      .updateTable('exam_attempts')
      .set({ updated_at: now })
      .where('id', '=', attempt.id)
      .where('status', '=', 'in_progress')
      .where((eb) => eb.or([eb('deadline_at', 'is', null), eb('deadline_at', '>', now)]))
      .executeTakeFirst();
    if (Number(open.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('exam_attempt_answers')
      .values({
        attempt_id: attempt.id,
        question_id: questionId,
        answer,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['attempt_id', 'question_id']).doUpdateSet({
          answer: sql<string>`excluded.answer`,
          updated_at: sql<number>`excluded.updated_at`,
        }),
      )
      .execute();
    return true;
  });
  if (!saved) {
    // Submitted meanwhile, or the deadline passed: close it (if nobody has) and say which.
    const after = await findOwnAttempt(db, userId, attemptId, now);
    throw new AppError(after.submitted_at === after.deadline_at ? ExamMessage.timeUp : ExamMessage.submitted);
  }
  return { saved_at: now };
}
