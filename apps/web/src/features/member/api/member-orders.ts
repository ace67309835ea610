import { listMemberOrders } from '@shuyuan/contract/commerce';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

export const ORDERS_PAGE_SIZE = 10;

/** Every order of the member (paid, unpaid, cancelled), newest first: the page shows each one's status. */
export const useMemberOrdersQuery = (page: number) =>
  useQuery({
    queryKey: [listMemberOrders.id, page],
    queryFn: () => callEndpoint(listMemberOrders, { query: { page, page_size: ORDERS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
