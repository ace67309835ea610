import { adminGetOrder } from '@shuyuan/contract/admin-orders';
import { useQuery } from '@tanstack/react-query';
import { callAdmin } from '../../admin-http';

export const ORDERS_KEY = ['admin', 'orders'] as const;
export const PROMO_KEY = ['admin', 'promo-codes'] as const;
export const ROLES_KEY = ['admin', 'roles'] as const;
export const REFUNDS_KEY = ['admin', 'refunds'] as const;

export function useOrder(id: number | null) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'detail', id],
    queryFn: () => callAdmin(adminGetOrder, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}
