import type { ExamQuestionRow } from '#core/db/schema';
import type { GradableQuestion, GradableSubQuestion } from './grading/types';

/*
 * A stored question as the engine and the console read it: the JSON columns parsed once here
 * (migration 022 says what each type keeps in `answer`), so no caller parses them by hand.
 */

export type QuestionKey = number | number[] | boolean | string[][] | string | null;

export interface ParsedQuestion {
  options: string[];
  answer: QuestionKey;
  tags: string[];
}

const parse = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

export function parseQuestionRow(row: ExamQuestionRow): ParsedQuestion {
  return {
    options: parse<string[]>(row.options, []),
    answer: parse<QuestionKey>(row.answer, null),
    tags: parse<string[]>(row.tags, []),
  };
}

function gradableSub(row: ExamQuestionRow): GradableSubQuestion {
  const { answer } = parseQuestionRow(row);
  switch (row.type) {
    case 'single':
      return { type: 'single', score: row.score, answer: answer as number };
    case 'multiple':
      return {
        type: 'multiple',
        score: row.score,
        answer: answer as number[],
        partial_score: row.partial_score,
      };
    case 'judge':
      return { type: 'judge', score: row.score, answer: answer as boolean };
    case 'fill':
      return { type: 'fill', score: row.score, answer: answer as string[][] };
    default:
      // short (and a composite nested by hand, which the console never writes): graded by a person.
      return { type: 'short', score: row.score };
  }
}

/** What grading needs of a question row; a composite's children come in their order. */
export function gradableFrom(row: ExamQuestionRow, children: ExamQuestionRow[] = []): GradableQuestion {
  if (row.type === 'composite') return { type: 'composite', children: children.map(gradableSub) };
  return gradableSub(row);
}
