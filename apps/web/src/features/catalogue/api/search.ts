import { search } from '@shuyuan/contract/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';
import { SEARCH_PAGE_SIZE, type SearchType } from '../search';

export interface SearchQuery {
  keywords: string;
  type: SearchType;
  page: number;
}

/** `kinds: 'all'`: the storefront shows offline courses and articles too (MeEdu's clients get neither). */
export const fetchSearch = ({ keywords, type, page }: SearchQuery) =>
  callEndpoint(search, {
    query: { keywords, page, size: SEARCH_PAGE_SIZE, ...(type ? { type } : { kinds: 'all' as const }) },
  });

export const useSearchQuery = (q: SearchQuery) =>
  useQuery({
    queryKey: [search.id, q],
    queryFn: () => fetchSearch(q),
    enabled: q.keywords.length > 0,
    placeholderData: keepPreviousData,
  });
