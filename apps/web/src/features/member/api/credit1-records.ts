import { listCredit1Records } from '@shuyuan/contract/member';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

export const CREDIT1_PAGE_SIZE = 10;

export const useCredit1RecordsQuery = (page: number) =>
  useQuery({
    queryKey: [listCredit1Records.id, page],
    queryFn: () => callEndpoint(listCredit1Records, { query: { page, page_size: CREDIT1_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
