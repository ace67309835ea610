/*
 * What grading reads of a question (its key, decision 045) and what it answers. The console's rows and,
 * later, a paper's frozen copy both reduce to these; the engine never reads the database.
 */

export type GradableQuestion =
  | { type: 'single'; score: number; answer: number }
  | { type: 'multiple'; score: number; answer: number[]; partial_score: number }
  | { type: 'judge'; score: number; answer: boolean }
  | { type: 'fill'; score: number; answer: string[][] }
  | { type: 'short'; score: number }
  | { type: 'composite'; children: GradableSubQuestion[] };

export type GradableSubQuestion = Exclude<GradableQuestion, { type: 'composite' }>;

export interface Grade {
  /** Points earned by the part graded here (0 until a person grades what needs it). */
  score: number;
  /** Everything right (a partial score is not correct). */
  correct: boolean;
  /** A person must still grade (part of) it: a short answer that was given. */
  needsManualGrading: boolean;
  /** A composite's sub-questions, in order. */
  parts?: Grade[];
}

export const wrong: Grade = { score: 0, correct: false, needsManualGrading: false };
