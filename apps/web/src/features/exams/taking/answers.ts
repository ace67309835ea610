import type { EndpointData } from '@shuyuan/contract/endpoint';
import type { showExamAttempt, TExamAnswer } from '@shuyuan/contract/exam-papers';
import type { TQuestionType } from '@shuyuan/contract/exam-questions';

/*
 * Answers between the page and the wire (decision 046), for the PC and /h5 taking pages alike. What the member
 * is typing or ticking (a draft) becomes what saveExamAnswer takes: a position in the shown options, the
 * positions ticked (sorted), true/false, one text per blank, or a short answer as HTML; an empty draft is
 * null, which clears a saved answer. A composite is never answered itself: each of its parts is, by its id.
 */

export type TAttemptSheet = EndpointData<typeof showExamAttempt>;
export type TSheetQuestion = TAttemptSheet['questions'][number];
/** A question that takes an answer: a top-level one, or a composite's part. */
export type TSheetPart = Omit<TSheetQuestion, 'children'>;

/** What the page holds while the member answers: the same shapes, a short answer as plain text. */
export type Draft = number | number[] | boolean | string[] | string | null;

/** A, B, C… for option positions. */
export const optionLetter = (position: number) => String.fromCharCode(65 + position);

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A short answer typed as text, as the HTML the server keeps: escaped, its line breaks kept. */
export const textToHtml = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

/** A short answer saved as HTML, back to the text the member typed (a reload, another device). */
export function htmlToText(html: string): string {
  const marked = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return new DOMParser().parseFromString(marked, 'text/html').documentElement.textContent ?? marked;
}

/** The draft as saveExamAnswer takes it. */
export function encodeAnswer(type: TQuestionType, draft: Draft): TExamAnswer {
  switch (type) {
    case 'single':
      return typeof draft === 'number' ? draft : null;
    case 'multiple':
      return Array.isArray(draft) && draft.length > 0
        ? [...new Set(draft as number[])].sort((a, b) => a - b)
        : null;
    case 'judge':
      return typeof draft === 'boolean' ? draft : null;
    case 'fill':
      return Array.isArray(draft) && draft.some((s) => String(s).trim() !== '')
        ? (draft as string[]).map((s) => String(s))
        : null;
    case 'short':
      return typeof draft === 'string' && draft.trim() !== '' ? textToHtml(draft) : null;
    default:
      return null;
  }
}

/** A saved answer (my_answer) as the page's draft; a fill-in draft has one text per blank. */
export function decodeAnswer(part: Pick<TSheetPart, 'type' | 'blanks'>, saved: TExamAnswer): Draft {
  if (part.type === 'fill') {
    const texts = Array.isArray(saved) ? saved.map((s) => (typeof s === 'string' ? s : '')) : [];
    return Array.from({ length: Math.max(part.blanks, 1) }, (_, i) => texts[i] ?? '');
  }
  if (part.type === 'short') return typeof saved === 'string' ? htmlToText(saved) : '';
  if (part.type === 'multiple') return Array.isArray(saved) ? (saved as number[]) : [];
  return saved;
}

/** Whether the draft answers its question (what the answer sheet marks and the confirm counts). */
export const isAnswered = (type: TQuestionType, draft: Draft | undefined) =>
  encodeAnswer(type, draft ?? null) !== null;

/** The questions that take answers, in the attempt's order (a composite gives its parts). */
export const answerableParts = (questions: readonly TSheetQuestion[]): TSheetPart[] =>
  questions.flatMap((q) => (q.type === 'composite' ? q.children : [q]));

/** Every part's draft, from what the server saved so far. */
export const draftsOf = (questions: readonly TSheetQuestion[]): Map<number, Draft> =>
  new Map(answerableParts(questions).map((p) => [p.id, decodeAnswer(p, p.my_answer)]));

/** The parts a top-level question is answered through (itself, or a composite's parts). */
export const partIdsOf = (q: TSheetQuestion): number[] =>
  q.type === 'composite' ? q.children.map((c) => c.id) : [q.id];

/** A top-level question counts as done once every part of it is answered (a composite, all its parts). */
export function questionDone(q: TSheetQuestion, drafts: ReadonlyMap<number, Draft>): boolean {
  const parts = q.type === 'composite' ? q.children : [q];
  return parts.length > 0 && parts.every((p) => isAnswered(p.type, drafts.get(p.id)));
}

/** How many top-level questions are not done (交卷's 还有N道题未做). */
export const unansweredCount = (questions: readonly TSheetQuestion[], drafts: ReadonlyMap<number, Draft>) =>
  questions.filter((q) => !questionDone(q, drafts)).length;
