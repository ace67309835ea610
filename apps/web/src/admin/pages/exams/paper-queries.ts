import { adminShowExamPaper } from '@shuyuan/contract/admin-exam-papers';
import type { EndpointData } from '@shuyuan/contract/endpoint';
import { useQuery } from '@tanstack/react-query';
import { callAdmin } from '../../admin-http';

/*
 * The query keys of the papers' screens. Every paper write refreshes PAPERS_KEY, so the list (its counts of
 * questions and of answers waiting), a paper with its questions and its grading queue all follow.
 */
export const PAPERS_KEY = ['admin', 'exam-papers'] as const;
export const paperKey = (id: number) => [...PAPERS_KEY, 'detail', id] as const;
export const gradingKey = (id: number) => [...PAPERS_KEY, 'grading', id] as const;

export type PaperDetail = EndpointData<typeof adminShowExamPaper>;

/** A paper with its questions, scores and order; `id` null (a bad address) reads nothing. */
export function usePaper(id: number | null) {
  return useQuery({
    queryKey: paperKey(id ?? 0),
    queryFn: () => callAdmin(adminShowExamPaper, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

/** `/admin/exam/papers/12` → 12; anything else → null. */
export const paperIdOf = (param: string | undefined) =>
  param && /^[1-9]\d{0,9}$/.test(param) ? Number(param) : null;

/** Rich text as one line of plain text (a question's stem in a list). */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
