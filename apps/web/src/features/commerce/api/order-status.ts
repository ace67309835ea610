import { getOrderStatus } from '@shuyuan/contract/commerce';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';
import { isNotFound } from '#shared/load-error';
import { ORDER_CANCELLED, ORDER_PAID } from '../pay-state';

/** Upstream polls every 2 s; the server asks the channel itself at most every 5 s. */
export const STATUS_POLL_MS = 2000;

export const fetchOrderStatus = (orderId: string) =>
  callEndpoint(getOrderStatus, { query: { order_id: orderId } }, { silent: true });

/** Polls until the order is paid or cancelled; a failed poll (no answer) is retried on the next tick. */
export const useOrderStatusQuery = (orderId: string) =>
  useQuery({
    queryKey: [getOrderStatus.id, orderId],
    queryFn: () => fetchOrderStatus(orderId),
    enabled: orderId !== '',
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      // Not this member's order (or none): asking again will not change that.
      if (isNotFound(query.state.error)) return false;
      return status === ORDER_PAID || status === ORDER_CANCELLED ? false : STATUS_POLL_MS;
    },
    refetchIntervalInBackground: true,
  });
