import { createOrder } from '@shuyuan/contract/commerce';
import type { EndpointBody } from '@shuyuan/contract/endpoint';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

export type CreateOrderInput = EndpointBody<typeof createOrder>;

/**
 * POST /api/v3/order. The server prices the goods and applies the code; its refusals (已购买, 此优惠码无效, the
 * agreement…) are shown by the http client's toast.
 */
export const fetchCreateOrder = (body: CreateOrderInput) => callEndpoint(createOrder, { body });

export const useCreateOrder = () => useMutation({ mutationFn: fetchCreateOrder });
