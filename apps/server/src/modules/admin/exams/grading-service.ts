import { type Kysely, sql } from 'kysely';
import { readPage } from '#core/db/read-page';
import type { Database, ExamAttemptAnswerRow } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError, notFound } from '#core/errors';
import { answerableById, loadPaperQuestions } from '#modules/exams';
import { type AdminActor, audit } from '../context';
import { findPaper } from './paper-rows';

/*
 * The grading queue of a paper and the grading of one short answer (decision 046). Grading is one
 * transaction that first touches the attempt row (a conditional update: still grading), so two graders of
 * the same attempt take turns on PostgreSQL as on SQLite; then the answer's own conditional update
 * (needs_grading 1 → 0) lets only one of two graders of the same answer score it; then the attempt's score is
 * summed again and, once no answer waits, it becomes graded, in the same statement, exactly once.
 */

export const GRADING_MESSAGES = {
  answerNotFound: '答案不存在',
  notShort: '只有简答题需要人工批改',
  alreadyGraded: '该答案已批改',
  attemptDone: '该考试记录无需批改',
  aboveMax: '得分不能超过该题分值',
} as const;

type Db = Kysely<Database>;

const points = (hundredths: number) => Math.round(hundredths) / 100;
const html = (json: string) => {
  try {
    const value = JSON.parse(json) as unknown;
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  }
};

export async function gradingQueue(deps: Deps<'db'>, paperId: number, page: { page: number; size: number }) {
  await findPaper(deps.db, paperId);
  const base = deps.db
    .selectFrom('exam_attempts')
    .innerJoin('users', 'users.id', 'exam_attempts.user_id')
    .where('exam_attempts.paper_id', '=', paperId)
    .where('exam_attempts.status', '=', 'grading');
  const { total, rows } = await readPage(base, page, (b) =>
    b
      .selectAll('exam_attempts')
      .select('users.nick_name')
      .orderBy('exam_attempts.submitted_at')
      .orderBy('exam_attempts.id'),
  );
  const ids = rows.map((r) => r.id);
  const waiting =
    ids.length === 0
      ? []
      : await deps.db
          .selectFrom('exam_attempt_answers')
          .selectAll()
          .where('attempt_id', 'in', ids)
          .where('needs_grading', '=', 1)
          .orderBy('id')
          .execute();
  const questions = answerableById(await loadPaperQuestions(deps.db, paperId));
  return {
    total,
    data: rows.map((a) => ({
      attempt_id: a.id,
      attempt_no: a.attempt_no,
      user_id: a.user_id,
      nick_name: a.nick_name,
      status: a.status,
      submitted_at: a.submitted_at,
      score: points(a.score),
      answers: waiting
        .filter((w) => w.attempt_id === a.id)
        .map((w) => {
          const found = questions.get(w.question_id);
          return {
            answer_id: w.id,
            question_id: w.question_id,
            parent_id: found?.parent ?? 0,
            stem: found?.q.stem ?? '',
            reference: typeof found?.q.key === 'string' ? found.q.key : '',
            max_score: found?.q.score ?? 0,
            answer: html(w.answer),
          };
        }),
    })),
  };
}

async function findAnswer(db: Db, id: number): Promise<ExamAttemptAnswerRow> {
  const row = await db.selectFrom('exam_attempt_answers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(GRADING_MESSAGES.answerNotFound);
  return row;
}

export async function gradeAnswer(actor: AdminActor, answerId: number, score: number) {
  const { db } = actor.deps;
  const answer = await findAnswer(db, answerId);
  const attempt = await db
    .selectFrom('exam_attempts')
    .selectAll()
    .where('id', '=', answer.attempt_id)
    .executeTakeFirstOrThrow();
  const question = answerableById(await loadPaperQuestions(db, attempt.paper_id)).get(answer.question_id)?.q;
  if (question?.type !== 'short') throw new AppError(GRADING_MESSAGES.notShort);
  if (score > question.score) throw new AppError(GRADING_MESSAGES.aboveMax);
  const hundredths = Math.round(score * 100);
  const now = Date.now();

  const after = await db.transaction().execute(async (trx) => {
    const open = await trx
      .updateTable('exam_attempts')
      .set({ updated_at: now })
      .where('id', '=', attempt.id)
      .where('status', '=', 'grading')
      .executeTakeFirst();
    if (Number(open.numUpdatedRows) !== 1) throw new AppError(GRADING_MESSAGES.attemptDone);
    const graded = await trx
      .updateTable('exam_attempt_answers')
      .set({
        score: hundredths,
        correct: hundredths === question.score * 100 ? 1 : 0,
        needs_grading: 0,
        graded_by: actor.admin.id,
        graded_at: now,
        updated_at: now,
      })
      .where('id', '=', answerId)
      .where('needs_grading', '=', 1)
      .executeTakeFirst();
    if (Number(graded.numUpdatedRows) !== 1) throw new AppError(GRADING_MESSAGES.alreadyGraded);
    const waiting = sql<boolean>`exists (select 1 from exam_attempt_answers w where w.attempt_id = ${attempt.id} and w.needs_grading = 1)`;
    return trx
      .updateTable('exam_attempts')
      .set({
        score: sql<number>`(select coalesce(sum(s.score), 0) from exam_attempt_answers s where s.attempt_id = ${attempt.id})`,
        status: sql<'grading' | 'graded'>`case when ${waiting} then 'grading' else 'graded' end`,
        updated_at: now,
      })
      .where('id', '=', attempt.id)
      .where('status', '=', 'grading')
      .returning(['status', 'score'])
      .executeTakeFirstOrThrow();
  });
  await audit(
    actor,
    'exam_answer.grade',
    `exam_answer:${answerId}`,
    { attempt_id: attempt.id, score: points(answer.score), needs_grading: true },
    { attempt_id: attempt.id, score: points(hundredths), attempt_status: after.status },
  );
  return { attempt_status: after.status, attempt_score: points(after.score) };
}
