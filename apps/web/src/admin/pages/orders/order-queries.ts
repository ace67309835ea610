import {
  adminGetOrder,
  adminListOrders,
  adminListPromoCodes,
  adminListRoles,
} from '@shuyuan/contract/admin-orders';
import { adminListRefunds } from '@shuyuan/contract/admin-payments';
import type { EndpointQuery } from '@shuyuan/contract/endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callAdmin } from '../../admin-http';

export const ORDERS_KEY = ['admin', 'orders'] as const;
export const PROMO_KEY = ['admin', 'promo-codes'] as const;
export const ROLES_KEY = ['admin', 'roles'] as const;
export const REFUNDS_KEY = ['admin', 'refunds'] as const;

export function useOrderList(query: EndpointQuery<typeof adminListOrders>) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'list', query],
    queryFn: () => callAdmin(adminListOrders, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useOrder(id: number | null) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: () => callAdmin(adminGetOrder, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

export function usePromoCodes(query: EndpointQuery<typeof adminListPromoCodes>) {
  return useQuery({
    queryKey: [...PROMO_KEY, query],
    queryFn: () => callAdmin(adminListPromoCodes, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useRoles() {
  return useQuery({ queryKey: ROLES_KEY, queryFn: () => callAdmin(adminListRoles) });
}

export function useRefundList(query: EndpointQuery<typeof adminListRefunds>) {
  return useQuery({
    queryKey: [...REFUNDS_KEY, query],
    queryFn: () => callAdmin(adminListRefunds, { query }),
    placeholderData: keepPreviousData,
  });
}
