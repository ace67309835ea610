import type { Generated, Selectable } from 'kysely';
import type { Timestamps } from './columns';

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
