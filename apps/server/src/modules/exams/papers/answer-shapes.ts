import { ExamMessage } from '@shuyuan/contract';
import { AppError } from '#core/errors';
import { sanitizeRichHtml } from '#core/sanitize';
import type { QuestionKey } from '../question-key';
import { blanksOf, type PaperQuestion } from './paper-questions';

/*
 * An answer between the member's view and the row (decision 046). Members answer what they see: option
 * positions in the attempt's shuffled order. The row keeps the question's own option indexes, so the
 * engine grades it against the bank's key as it is and a grader or a result reads it without the shuffle;
 * reading the sheet maps it back to positions. A wrong shape for the type is refused, never stored.
 */

const bad = () => new AppError(ExamMessage.badAnswer);
const isIndex = (v: unknown, n: number): v is number =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) < n;

/** What the member sent (positions) as stored (the question's indexes); null clears the answer. */
export function toStored(q: PaperQuestion, shown: unknown, order: number[]): unknown {
  if (shown === null || shown === undefined) return null;
  switch (q.type) {
    case 'single':
      if (!isIndex(shown, order.length)) throw bad();
      return order[shown];
    case 'multiple': {
      if (!Array.isArray(shown) || !shown.every((i) => isIndex(i, order.length))) throw bad();
      return [...new Set(shown.map((i) => order[i] as number))].sort((a, b) => a - b);
    }
    case 'judge':
      if (typeof shown !== 'boolean') throw bad();
      return shown;
    case 'fill':
      if (!Array.isArray(shown) || shown.length > blanksOf(q) || !shown.every((s) => typeof s === 'string'))
        throw bad();
      return shown;
    case 'short':
      if (typeof shown !== 'string') throw bad();
      return sanitizeRichHtml(shown);
    default:
      // A composite is answered part by part, each by its sub-question's id.
      throw bad();
  }
}

/** A stored answer (or key) as the member sees it: indexes become positions in the attempt's order. */
export function toShown(q: PaperQuestion, stored: unknown, order: number[]): unknown {
  if (stored === null || stored === undefined) return null;
  if (q.type === 'single') return typeof stored === 'number' ? order.indexOf(stored) : null;
  if (q.type === 'multiple')
    return Array.isArray(stored) ? stored.map((i) => order.indexOf(i as number)).sort((a, b) => a - b) : null;
  return stored;
}

/** The options in the attempt's order. */
export const shownOptions = (q: PaperQuestion, order: number[]) => order.map((i) => q.options[i] ?? '');

/** The right answer as shown (a short answer: its reference). */
export const shownKey = (q: PaperQuestion, order: number[]) =>
  toShown(q, q.key, order) as Exclude<QuestionKey, null> | null;

export function parseStored(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return null;
  }
}
