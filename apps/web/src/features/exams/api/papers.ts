import {
  listExamCategories,
  listExamPapers,
  listMyExamAttempts,
  showExamPaper,
  showExamRanking,
  startExamAttempt,
} from '@shuyuan/contract/exam-papers';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';
import { useAppSelector } from '#lib/store/app-store';
import { positiveInt } from '#shared/query-params';

/* The papers as members and visitors read them (/api/v3/exam, decision 046). */

export const PAPERS_PAGE_SIZE = 10;
export const RANKING_SIZE = 10;
/** The member's attempts read at once to mark the list's papers (taken, tries left): the API's largest page. */
const STANDING_SIZE = 100;

/** Whose answers a query holds: a paper's can_join and tries differ per member. */
export const useMemberKey = () =>
  useAppSelector((s) => (s.loginUser.isLogin ? `m${s.loginUser.user?.id ?? ''}` : 'anon'));

export const examCategoriesQuery = queryOptions({
  queryKey: [listExamCategories.id],
  queryFn: () => callEndpoint(listExamCategories),
  staleTime: 300_000,
});

export const useExamCategoriesQuery = () => useQuery(examCategoriesQuery);

/**
 * The papers list's category from the address (`?cid=` a top category, `?child=` one of its own), with the
 * categories to choose from and the one the list asks for (the child's, else the parent's).
 */
export function usePaperCategory(params: URLSearchParams) {
  const cid = positiveInt(params.get('cid'));
  const child = positiveInt(params.get('child'));
  const categories = useExamCategoriesQuery().data ?? [];
  const parent = categories.find((c) => c.id === cid);
  return { cid, child, categories, parent, categoryId: child || cid };
}

export interface PaperListQuery {
  page: number;
  size: number;
  category_id?: number;
}

export const fetchPapers = (query: PaperListQuery) => callEndpoint(listExamPapers, { query });

export const papersKey = (memberKey: string, query?: PaperListQuery) =>
  query ? [listExamPapers.id, memberKey, query] : [listExamPapers.id, memberKey];

export const usePapersQuery = (query: PaperListQuery, memberKey: string) =>
  useQuery({
    queryKey: papersKey(memberKey, query),
    queryFn: () => fetchPapers(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** The member's attempts by paper (how many, and one in progress), for the list's badges; empty for guests. */
export function useMyStandingQuery(memberKey: string) {
  return useQuery({
    queryKey: [listMyExamAttempts.id, memberKey, 'standing'],
    queryFn: async () => {
      const page = await callEndpoint(listMyExamAttempts, { query: { page: 1, size: STANDING_SIZE } });
      const byPaper = new Map<number, { taken: number; inProgress: number | null }>();
      for (const a of page.data) {
        const s = byPaper.get(a.paper_id) ?? { taken: 0, inProgress: null };
        s.taken += 1;
        if (a.status === 'in_progress') s.inProgress = a.id;
        byPaper.set(a.paper_id, s);
      }
      return byPaper;
    },
    enabled: memberKey !== 'anon',
    staleTime: 0,
  });
}

export const paperKey = (id: number) => [showExamPaper.id, id];

/** A paper with the caller's standing; the order pages read it too, to sell the paper (goods kind PAPER). */
export const fetchPaper = (id: number) => callEndpoint(showExamPaper, { params: { id } }, { silent: true });

export const usePaperQuery = (id: number, memberKey: string) =>
  useQuery({
    queryKey: [...paperKey(id), memberKey],
    queryFn: () => fetchPaper(id),
    enabled: id > 0,
    retry: false,
    staleTime: 0,
  });

export const useRankingQuery = (id: number, memberKey: string) =>
  useQuery({
    queryKey: [showExamRanking.id, id, memberKey],
    queryFn: () =>
      callEndpoint(
        showExamRanking,
        { params: { id }, query: { page: 1, size: RANKING_SIZE } },
        { silent: true },
      ),
    enabled: id > 0,
    staleTime: 0,
  });

/** 开始考试: a new attempt, or the one in progress (resumed); the paper's standing is read again after. */
export function useStartAttempt(paperId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(startExamAttempt, { params: { id: paperId } }),
    onSettled: () => client.invalidateQueries({ queryKey: paperKey(paperId) }),
  });
}
