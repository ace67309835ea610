import type { Kysely } from 'kysely';
import type { Database, ExamQuestionRow, ExamQuestionType } from '#core/db/schema';
import type { GradableQuestion, GradableSubQuestion } from '../grading/types';
import { parseQuestionRow, type QuestionKey } from '../question-key';

/*
 * A paper's questions as attempts read them (decision 046): the bank rows in the paper's order, each with
 * its points in this paper (the paper's override, else the bank's score), a composite with its
 * sub-questions. Read from the bank at each use, never copied: a question held by a paper cannot be
 * deleted, and a composite held by one keeps its sub-questions, so what an answer names stays there.
 */

export interface PaperQuestion {
  id: number;
  type: ExamQuestionType;
  stem: string;
  explanation: string;
  options: string[];
  key: QuestionKey;
  /** Points in this paper (a composite: its sub-questions' sum). */
  score: number;
  /** Multiple choice: what a right subset earns here (the bank's, scaled with an override). */
  partial: number;
  /** A composite's sub-questions in order; [] otherwise. */
  children: PaperQuestion[];
}

const CHOICE_TYPES: readonly ExamQuestionType[] = ['single', 'multiple'];
export const isChoice = (q: { type: ExamQuestionType }) => CHOICE_TYPES.includes(q.type);

/** Points of a question in a paper: the override when there is one (never for a composite). */
export const scoreInPaper = (row: { type: string; score: number }, override: number) =>
  override > 0 && row.type !== 'composite' ? override : row.score;

function toPaperQuestion(row: ExamQuestionRow, override: number, children: PaperQuestion[]): PaperQuestion {
  const { options, answer } = parseQuestionRow(row);
  const score =
    row.type === 'composite' ? children.reduce((s, c) => s + c.score, 0) : scoreInPaper(row, override);
  // An override scales the partial credit with the score, to hundredths (rounded down like the fill split).
  const partial =
    row.score > 0 && score !== row.score
      ? Math.floor((row.partial_score * score * 100) / row.score) / 100
      : row.partial_score;
  return {
    id: row.id,
    type: row.type,
    stem: row.stem,
    explanation: row.explanation,
    options,
    key: answer,
    score,
    partial,
    children,
  };
}

/** The paper's questions in its order, composites with their sub-questions. */
export async function loadPaperQuestions(db: Kysely<Database>, paperId: number): Promise<PaperQuestion[]> {
  const links = await db
    .selectFrom('exam_paper_questions')
    .innerJoin('exam_questions', 'exam_questions.id', 'exam_paper_questions.question_id')
    .selectAll('exam_questions')
    .select('exam_paper_questions.score as paper_score')
    .where('exam_paper_questions.paper_id', '=', paperId)
    .orderBy('exam_paper_questions.sort')
    .orderBy('exam_paper_questions.id')
    .execute();
  const composites = links.filter((r) => r.type === 'composite').map((r) => r.id);
  const children = new Map<number, PaperQuestion[]>(composites.map((id) => [id, []]));
  if (composites.length > 0) {
    const rows = await db
      .selectFrom('exam_questions')
      .selectAll()
      .where('parent_id', 'in', composites)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    for (const r of rows) children.get(r.parent_id)?.push(toPaperQuestion(r, 0, []));
  }
  return links.map(({ paper_score, ...row }) =>
    toPaperQuestion(row, paper_score, children.get(row.id) ?? []),
  );
}

/** Every answerable question by id: top-level ones and composites' sub-questions (with their composite). */
export function answerableById(
  questions: PaperQuestion[],
): Map<number, { q: PaperQuestion; parent: number }> {
  const map = new Map<number, { q: PaperQuestion; parent: number }>();
  for (const q of questions) {
    if (q.type !== 'composite') map.set(q.id, { q, parent: 0 });
    for (const c of q.children) map.set(c.id, { q: c, parent: q.id });
  }
  return map;
}

function gradableSub(q: PaperQuestion): GradableSubQuestion {
  switch (q.type) {
    case 'single':
      return { type: 'single', score: q.score, answer: q.key as number };
    case 'multiple':
      return { type: 'multiple', score: q.score, answer: q.key as number[], partial_score: q.partial };
    case 'judge':
      return { type: 'judge', score: q.score, answer: q.key as boolean };
    case 'fill':
      return { type: 'fill', score: q.score, answer: q.key as string[][] };
    default:
      return { type: 'short', score: q.score };
  }
}

/** What the engine grades: the paper's points, not the bank's. */
export function gradableOf(q: PaperQuestion): GradableQuestion {
  return q.type === 'composite'
    ? { type: 'composite', children: q.children.map(gradableSub) }
    : gradableSub(q);
}

/** Fill-in: how many blanks the member fills. */
export const blanksOf = (q: PaperQuestion) => (q.type === 'fill' && Array.isArray(q.key) ? q.key.length : 0);
