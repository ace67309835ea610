import type { Kysely } from 'kysely';
import type { Database, ExamAttemptAnswerRow, ExamAttemptRow } from '#core/db/schema';
import { grade } from '../grading/grade';
import type { Grade } from '../grading/types';
import { parseStored } from './answer-shapes';
import { gradableOf, loadPaperQuestions, type PaperQuestion } from './paper-questions';

/*
 * Submitting (decision 046). One transaction claims the attempt with a conditional update (in_progress →
 * grading), grades every saved answer with the engine, and sets the outcome: graded with the sum, or
 * grading while a short answer waits for a person. Of two submits at once (two tabs, a late autosubmit
 * and a reader finalising the expired attempt) one claim wins; the other finds nothing to claim and reads
 * the winner's outcome. An attempt past its deadline is closed at the deadline (submitted_at = deadline_at):
 * saving answers takes the same row in its own transaction and refuses after it (attempt-answers.ts), so
 * nothing saved later exists to be counted.
 */

type Db = Kysely<Database>;

const hundredths = (score: number) => Math.round(score * 100);

/** Each answer row's grade: a question's own, or its composite's part. */
function gradeRows(questions: PaperQuestion[], rows: ExamAttemptAnswerRow[]) {
  const byQuestion = new Map(rows.map((r) => [r.question_id, r]));
  const grades: { row: ExamAttemptAnswerRow; grade: Grade }[] = [];
  const given = (id: number) => {
    const row = byQuestion.get(id);
    return row ? parseStored(row.answer) : null;
  };
  for (const q of questions) {
    if (q.type === 'composite') {
      const parts =
        grade(
          gradableOf(q),
          q.children.map((c) => given(c.id)),
        ).parts ?? [];
      q.children.forEach((c, i) => {
        const row = byQuestion.get(c.id);
        const part = parts[i];
        if (row && part) grades.push({ row, grade: part });
      });
      continue;
    }
    const row = byQuestion.get(q.id);
    if (row) grades.push({ row, grade: grade(gradableOf(q), given(q.id)) });
  }
  return grades;
}

/** Submits an attempt still in progress; answers the attempt as it stands afterwards. */
export async function submitAttempt(db: Db, attempt: ExamAttemptRow, now: number): Promise<ExamAttemptRow> {
  if (attempt.status !== 'in_progress') return attempt;
  const closedAt = attempt.deadline_at !== null && attempt.deadline_at < now ? attempt.deadline_at : now;
  const questions = await loadPaperQuestions(db, attempt.paper_id);
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('exam_attempts')
      .set({ status: 'grading', submitted_at: closedAt, updated_at: now })
      .where('id', '=', attempt.id)
      .where('status', '=', 'in_progress')
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    const rows = await trx
      .selectFrom('exam_attempt_answers')
      .selectAll()
      .where('attempt_id', '=', attempt.id)
      .execute();
    let total = 0;
    let waiting = false;
    for (const { row, grade: g } of gradeRows(questions, rows)) {
      const score = hundredths(g.score);
      total += score;
      waiting ||= g.needsManualGrading;
      await trx
        .updateTable('exam_attempt_answers')
        .set({
          score,
          correct: g.correct ? 1 : 0,
          needs_grading: g.needsManualGrading ? 1 : 0,
          updated_at: now,
        })
        .where('id', '=', row.id)
        .execute();
    }
    await trx
      .updateTable('exam_attempts')
      .set({ status: waiting ? 'grading' : 'graded', score: total, updated_at: now })
      .where('id', '=', attempt.id)
      .execute();
  });
  return db.selectFrom('exam_attempts').selectAll().where('id', '=', attempt.id).executeTakeFirstOrThrow();
}

export const isExpired = (a: ExamAttemptRow, now: number) =>
  a.status === 'in_progress' && a.deadline_at !== null && a.deadline_at <= now;

/** Reading an attempt past its deadline closes it first (no sweep needed for what a member reads). */
export const finaliseIfExpired = (db: Db, a: ExamAttemptRow, now: number) =>
  isExpired(a, now) ? submitAttempt(db, a, now) : Promise.resolve(a);

/** The member's expired attempts (of one paper, or all), closed at their deadlines. */
export async function finaliseExpired(db: Db, userId: number, paperId: number | null, now: number) {
  let query = db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'in_progress')
    .where('deadline_at', 'is not', null)
    .where('deadline_at', '<=', now);
  if (paperId !== null) query = query.where('paper_id', '=', paperId);
  for (const a of await query.execute()) await submitAttempt(db, a, now);
}
