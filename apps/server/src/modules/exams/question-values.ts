import type { TQuestionInputParsed } from '@shuyuan/contract';
import { sanitizeRichHtml } from '#core/sanitize';

/*
 * A question's form → its row (the console's writes, the demo seed): the rich text sanitised once on the
 * way in (decision 037's rule, here for the stem, the options, the explanation and a short answer's
 * reference), the key and the tags as JSON. question-key.ts reads them back.
 */

type Sub = Extract<TQuestionInputParsed, { type: 'composite' }>['children'][number];
type Answerable = Exclude<TQuestionInputParsed, { type: 'composite' }> | Sub;

/** The columns a question's own fields fill (category, parent and order are the caller's). */
export function questionValues(q: Answerable | Extract<TQuestionInputParsed, { type: 'composite' }>) {
  const options = 'options' in q ? q.options.map(sanitizeRichHtml) : [];
  let answer: unknown = null;
  if (q.type === 'short') answer = sanitizeRichHtml(q.answer);
  else if (q.type !== 'composite') answer = q.answer;
  return {
    type: q.type,
    stem: sanitizeRichHtml(q.stem),
    options: JSON.stringify(options),
    answer: JSON.stringify(answer),
    explanation: sanitizeRichHtml(q.explanation),
    difficulty: q.difficulty,
    score: 'score' in q ? q.score : 0,
    partial_score: q.type === 'multiple' ? q.partial_score : 0,
    tags: JSON.stringify(q.tags),
    tags_text: q.tags.length > 0 ? `|${q.tags.join('|')}|` : '',
  };
}

export const sumScores = (children: { score: number }[]) => children.reduce((s, c) => s + c.score, 0);
