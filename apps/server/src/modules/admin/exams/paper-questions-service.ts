import { type Kysely, sql } from 'kysely';
import type { Database } from '#core/db/schema';
import { AppError } from '#core/errors';
import { scoreInPaper } from '#modules/exams';
import { type AdminActor, audit } from '../context';
import { findPaper, PAPER_MESSAGES } from './paper-rows';

/*
 * A paper's questions (decision 046): bank questions in the listed order, each at its own score or at the
 * paper's (not a composite: its score is its sub-questions'). The paper's total and count are computed
 * whenever the list is set, and again whenever a question it holds is saved in the bank (its score may
 * change). A paper with attempts keeps its questions: the attempts' order and answers name them.
 */

export const PAPER_QUESTION_MESSAGES = {
  hasAttempts: '试卷已有考试记录，不能修改试题',
  missing: '试题不存在',
  composite: '组合题的分值为各小题分值之和，不能在试卷中单独设置',
  publishedEmpty: '已发布的试卷至少需要一道试题',
} as const;

type Db = Kysely<Database>;

export async function paperQuestionsView(db: Db, paperId: number) {
  const rows = await db
    .selectFrom('exam_paper_questions')
    .innerJoin('exam_questions', 'exam_questions.id', 'exam_paper_questions.question_id')
    .select([
      'exam_questions.id',
      'exam_questions.type',
      'exam_questions.stem',
      'exam_questions.score as question_score',
      'exam_paper_questions.score',
    ])
    .where('exam_paper_questions.paper_id', '=', paperId)
    .orderBy('exam_paper_questions.sort')
    .orderBy('exam_paper_questions.id')
    .execute();
  return rows.map((r) => ({
    question_id: r.id,
    type: r.type,
    stem: r.stem,
    score: scoreInPaper({ type: r.type, score: r.question_score }, r.score),
    question_score: r.question_score,
    overridden: r.score > 0 && r.type !== 'composite',
  }));
}

/** The paper's total and count as its questions stand now. */
async function totalsOf(db: Db, paperId: number) {
  const row = await db
    .selectFrom('exam_paper_questions as pq')
    .innerJoin('exam_questions as q', 'q.id', 'pq.question_id')
    .select([
      sql<
        number | string | null
      >`sum(case when pq.score > 0 and q.type <> 'composite' then pq.score else q.score end)`.as('total'),
      (eb) => eb.fn.countAll<number | string>().as('n'),
    ])
    .where('pq.paper_id', '=', paperId)
    .executeTakeFirst();
  return { total_score: Number(row?.total ?? 0), questions_count: Number(row?.n ?? 0) };
}

/** Recomputes the totals of the papers holding any of these bank questions (after a question is saved). */
export async function refreshPaperTotals(db: Db, questionIds: number[]) {
  if (questionIds.length === 0) return;
  const papers = await db
    .selectFrom('exam_paper_questions')
    .select('paper_id')
    .distinct()
    .where('question_id', 'in', questionIds)
    .execute();
  for (const { paper_id } of papers) {
    await db
      .updateTable('exam_papers')
      .set({ ...(await totalsOf(db, paper_id)), updated_at: Date.now() })
      .where('id', '=', paper_id)
      .execute();
  }
}

/** Whether any paper holds one of these questions (a bank delete is refused then). */
export async function heldByPapers(db: Db, questionIds: number[]): Promise<boolean> {
  if (questionIds.length === 0) return false;
  const row = await db
    .selectFrom('exam_paper_questions')
    .select('id')
    .where('question_id', 'in', questionIds)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setPaperQuestions(
  actor: AdminActor,
  paperId: number,
  list: { question_id: number; score: number }[],
) {
  const { db } = actor.deps;
  const paper = await findPaper(db, paperId);
  const ids = list.map((q) => q.question_id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('exam_questions')
          .select(['id', 'type', 'score'])
          .where('id', 'in', ids)
          .where('parent_id', '=', 0)
          .execute();
  if (rows.length !== new Set(ids).size) throw new AppError(PAPER_QUESTION_MESSAGES.missing);
  const types = new Map(rows.map((r) => [r.id, r]));
  if (list.some((q) => q.score > 0 && types.get(q.question_id)?.type === 'composite'))
    throw new AppError(PAPER_QUESTION_MESSAGES.composite);
  if (paper.is_published === 1 && list.length === 0)
    throw new AppError(PAPER_QUESTION_MESSAGES.publishedEmpty);
  const before = await paperQuestionsView(db, paperId);
  const now = Date.now();

  const totals = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('exam_paper_questions').where('paper_id', '=', paperId).execute();
    if (list.length > 0)
      await trx
        .insertInto('exam_paper_questions')
        .values(
          list.map((q, sort) => ({
            paper_id: paperId,
            question_id: q.question_id,
            score: q.score,
            sort,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
    const next = await totalsOf(trx, paperId);
    if (paper.is_published === 1 && paper.pass_score > next.total_score)
      throw new AppError(PAPER_MESSAGES.passAboveTotal);
    // The condition holds the attempts check in the statement: an attempt started meanwhile rolls this back.
    const updated = await trx
      .updateTable('exam_papers')
      .set({ ...next, updated_at: now })
      .where('id', '=', paperId)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('exam_attempts').select('id').where('paper_id', '=', paperId))),
      )
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError(PAPER_QUESTION_MESSAGES.hasAttempts);
    return next;
  });
  await audit(
    actor,
    'exam_paper.questions',
    `exam_paper:${paperId}`,
    before,
    await paperQuestionsView(db, paperId),
  );
  return totals;
}
