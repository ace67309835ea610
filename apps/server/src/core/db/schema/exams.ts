import type { Generated, Selectable } from 'kysely';
import type { Flag, Timestamps } from './columns';

/* The question bank (migration 021, decision 045). */

export interface ExamCategoriesTable extends Timestamps {
  id: Generated<number>;
  name: string;
  /** 0 for a top-level category. */
  parent_id: Generated<number>;
  sort: Generated<number>;
}

export type ExamQuestionType = 'single' | 'multiple' | 'judge' | 'fill' | 'short' | 'composite';

export interface ExamQuestionsTable extends Timestamps {
  id: Generated<number>;
  category_id: number;
  /** 0 for a top-level question; the composite parent's id for a sub-question. */
  parent_id: Generated<number>;
  sort: Generated<number>;
  type: ExamQuestionType;
  /** Sanitised HTML. */
  stem: string;
  /** JSON array of sanitised HTML (single, multiple); '[]' otherwise. */
  options: string;
  /** JSON, by type: index | indexes | boolean | string[][] | HTML | null. */
  answer: string;
  /** Sanitised HTML. */
  explanation: string;
  /** 1..5 */
  difficulty: Generated<number>;
  score: Generated<number>;
  partial_score: Generated<number>;
  /** JSON array of strings. */
  tags: string;
  /** The tags as |a|b| (filtering). */
  tags_text: Generated<string>;
}

export type ExamCategoryRow = Selectable<ExamCategoriesTable>;
export type ExamQuestionRow = Selectable<ExamQuestionsTable>;

/* Papers and attempts (migration 022, decision 046). Scores of attempts and answers are hundredths of a point. */

/** When a member sees each question's right answer and explanation. */
export type ShowAnswersAfter = 'never' | 'submit' | 'graded';

export interface ExamPapersTable extends Timestamps {
  id: Generated<number>;
  /** 0: no category. */
  category_id: Generated<number>;
  title: string;
  /** Sanitised HTML. */
  description: string;
  /** Minutes; 0: none. */
  time_limit: Generated<number>;
  pass_score: Generated<number>;
  /** Sum of the question scores, computed on write. */
  total_score: Generated<number>;
  questions_count: Generated<number>;
  /** 0: unlimited. */
  try_times: Generated<number>;
  starts_at: number | null;
  ends_at: number | null;
  charge_fen: Generated<number>;
  is_vip_free: Flag;
  shuffle_questions: Flag;
  shuffle_options: Flag;
  show_answers_after: Generated<ShowAnswersAfter>;
  is_published: Flag;
}

export interface ExamPaperQuestionsTable extends Timestamps {
  id: Generated<number>;
  paper_id: number;
  question_id: number;
  /** 0: the question's own score. */
  score: Generated<number>;
  sort: Generated<number>;
}

export type ExamAttemptStatus = 'in_progress' | 'grading' | 'graded';

export interface ExamAttemptsTable extends Timestamps {
  id: Generated<number>;
  paper_id: number;
  user_id: number;
  attempt_no: number;
  started_at: number;
  /** null: no limit and no close time. */
  deadline_at: number | null;
  submitted_at: number | null;
  status: Generated<ExamAttemptStatus>;
  /** Hundredths of a point. */
  score: Generated<number>;
  /** JSON number[]: top-level question ids as shown. */
  question_order: string;
  /** JSON Record<questionId, number[]>: stored option indexes in the order shown. */
  option_order: string;
}

export interface ExamAttemptAnswersTable extends Timestamps {
  id: Generated<number>;
  attempt_id: number;
  question_id: number;
  /** JSON in the question's own option indexes. */
  answer: string;
  /** Hundredths of a point. */
  score: Generated<number>;
  correct: Flag;
  needs_grading: Flag;
  graded_by: Generated<number>;
  graded_at: number | null;
}

/** A bought paper (migration 023): the member may sit it while the row exists. */
export interface ExamPaperUsersTable extends Timestamps {
  id: Generated<number>;
  paper_id: number;
  user_id: number;
  /** The order that gave it; null when given another way. */
  order_id: number | null;
  charge_fen: Generated<number>;
}

export type ExamPaperRow = Selectable<ExamPapersTable>;
export type ExamPaperQuestionRow = Selectable<ExamPaperQuestionsTable>;
export type ExamAttemptRow = Selectable<ExamAttemptsTable>;
export type ExamAttemptAnswerRow = Selectable<ExamAttemptAnswersTable>;
