import type { TSubQuestionInput } from '@shuyuan/contract';
import type { ExamQuestionRow } from '#core/db/schema';
import { parseQuestionRow } from '#modules/exams';

/* A question's row as the console shows it (the exams module's questionValues writes the row). */

function subView(r: ExamQuestionRow) {
  const { options, answer, tags } = parseQuestionRow(r);
  return {
    id: r.id,
    type: r.type as TSubQuestionInput['type'],
    stem: r.stem,
    options,
    answer,
    explanation: r.explanation,
    difficulty: r.difficulty,
    score: r.score,
    partial_score: r.partial_score,
    tags,
  };
}

export function questionView(r: ExamQuestionRow, children: ExamQuestionRow[] = []) {
  return {
    ...subView(r),
    type: r.type,
    category_id: r.category_id,
    created_at: r.created_at,
    updated_at: r.updated_at,
    children: children.map(subView),
  };
}
