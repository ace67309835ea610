import { ExamMessage } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { Database, ExamAttemptAnswerRow, ExamAttemptRow, ExamPaperRow } from '#core/db/schema';
import { AppError } from '#core/errors';
import { parseStored, shownKey, shownOptions, toShown } from './answer-shapes';
import { findOwnAttempt } from './attempt-start';
import { attemptSummary, points } from './paper-access';
import { blanksOf, loadPaperQuestions, type PaperQuestion } from './paper-questions';
import { type AttemptOrder, inAttemptOrder, optionOrderOf, readOrder } from './shuffle';

/*
 * What a member reads of an attempt (decision 046): the answer sheet (questions and options in the
 * attempt's order, the answers saved so far, no key), and once submitted the result, whose right answers
 * and explanations appear only when the paper's show_answers_after allows: never, once submitted, or once
 * graded. Both read an expired attempt as closed at its deadline (findOwnAttempt finalises it).
 */

type Db = Kysely<Database>;

export interface AttemptContext {
  attempt: ExamAttemptRow;
  paper: ExamPaperRow;
  /** In the attempt's order. */
  questions: PaperQuestion[];
  order: AttemptOrder;
  answers: Map<number, ExamAttemptAnswerRow>;
}

export async function loadAttempt(db: Db, userId: number, attemptId: number, now: number) {
  const attempt = await findOwnAttempt(db, userId, attemptId, now);
  const [paper, questions, rows] = await Promise.all([
    db.selectFrom('exam_papers').selectAll().where('id', '=', attempt.paper_id).executeTakeFirstOrThrow(),
    loadPaperQuestions(db, attempt.paper_id),
    db.selectFrom('exam_attempt_answers').selectAll().where('attempt_id', '=', attempt.id).execute(),
  ]);
  const order = readOrder(attempt.question_order, attempt.option_order);
  return {
    attempt,
    paper,
    questions: inAttemptOrder(questions, order),
    order,
    answers: new Map(rows.map((r) => [r.question_id, r])),
  } satisfies AttemptContext;
}

function head(ctx: AttemptContext, now: number) {
  const { paper, attempt } = ctx;
  return {
    attempt: attemptSummary(paper, attempt),
    paper: {
      id: paper.id,
      title: paper.title,
      total_score: paper.total_score,
      pass_score: paper.pass_score,
      time_limit: paper.time_limit,
      show_answers_after: paper.show_answers_after,
    },
    now,
  };
}

function sheetPart(ctx: AttemptContext, q: PaperQuestion) {
  const order = optionOrderOf(ctx.order, q);
  const row = ctx.answers.get(q.id);
  return {
    id: q.id,
    type: q.type,
    stem: q.stem,
    score: q.score,
    options: shownOptions(q, order),
    blanks: blanksOf(q),
    my_answer: (row ? toShown(q, parseStored(row.answer), order) : null) as never,
  };
}

export async function showAttempt(db: Db, userId: number, attemptId: number, now: number) {
  const ctx = await loadAttempt(db, userId, attemptId, now);
  return {
    ...head(ctx, now),
    questions: ctx.questions.map((q) => ({
      ...sheetPart(ctx, q),
      children: q.children.map((c) => sheetPart(ctx, c)),
    })),
  };
}

/** Whether the paper shows right answers and explanations to this attempt now. */
export function answersShown(paper: ExamPaperRow, attempt: ExamAttemptRow): boolean {
  if (paper.show_answers_after === 'submit') return attempt.status !== 'in_progress';
  if (paper.show_answers_after === 'graded') return attempt.status === 'graded';
  return false;
}

function resultPart(ctx: AttemptContext, q: PaperQuestion, shown: boolean) {
  const row = ctx.answers.get(q.id);
  const order = optionOrderOf(ctx.order, q);
  return {
    ...sheetPart(ctx, q),
    earned: row ? points(row.score) : 0,
    correct: row?.correct === 1,
    needs_grading: row?.needs_grading === 1,
    answer: shown ? shownKey(q, order) : null,
    explanation: shown ? q.explanation : null,
  };
}

/** A composite's line: the sum of its parts. */
function compositeResult(ctx: AttemptContext, q: PaperQuestion, shown: boolean) {
  const children = q.children.map((c) => resultPart(ctx, c, shown));
  return {
    ...resultPart(ctx, q, shown),
    earned: Math.round(children.reduce((s, c) => s + c.earned, 0) * 100) / 100,
    correct: children.length > 0 && children.every((c) => c.correct),
    needs_grading: children.some((c) => c.needs_grading),
    answer: null,
    children,
  };
}

export async function showResult(db: Db, userId: number, attemptId: number, now: number) {
  const ctx = await loadAttempt(db, userId, attemptId, now);
  if (ctx.attempt.status === 'in_progress') throw new AppError(ExamMessage.notSubmitted);
  const shown = answersShown(ctx.paper, ctx.attempt);
  return {
    ...head(ctx, now),
    answers_shown: shown,
    questions: ctx.questions.map((q) =>
      q.type === 'composite'
        ? compositeResult(ctx, q, shown)
        : { ...resultPart(ctx, q, shown), children: [] },
    ),
  };
}
