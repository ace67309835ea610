import type { EndpointData } from '@shuyuan/contract/endpoint';
import { listPayments, type TPayScene } from '@shuyuan/contract/payments';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

export type PaymentOption = EndpointData<typeof listPayments>[number];

/** The methods the site offers in a scene; silent: the screens show their own "could not load" with a retry. */
export const fetchPaymentOptions = (scene: TPayScene) =>
  callEndpoint(listPayments, { query: { scene } }, { silent: true });

/** Settings change rarely; a minute keeps the list across the buy sheet and the pay screen without asking twice. */
export const usePaymentOptionsQuery = (scene: TPayScene, enabled = true) =>
  useQuery({
    queryKey: [listPayments.id, scene],
    queryFn: () => fetchPaymentOptions(scene),
    enabled,
    staleTime: 60_000,
    retry: 1,
  });
