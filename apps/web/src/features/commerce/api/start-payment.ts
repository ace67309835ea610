import type { EndpointBody, EndpointData } from '@shuyuan/contract/endpoint';
import { startPayment } from '@shuyuan/contract/payments';
import { type QueryClient, useMutation } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

export type StartPaymentInput = EndpointBody<typeof startPayment>;
export type PayAction = EndpointData<typeof startPayment>;

/**
 * POST /api/v2/order/pay: what to do to pay this order with this channel here. Refusals (订单已支付, 当前环境不支持该
 * 支付方式, 支付渠道暂不可用…) are toasted by the http client; screens react to the order's status, never the text.
 */
export const fetchStartPayment = (body: StartPaymentInput) => callEndpoint(startPayment, { body });

export const useStartPayment = () => useMutation({ mutationFn: fetchStartPayment });

/**
 * Where hand pay's answer of an order is cached: the phone's pay screen reads the transfer text from it (and
 * asks again after a reload); whoever started hand pay puts the answer there, which saves that second call.
 */
export const transferQueryKey = (orderId: string) => [startPayment.id, orderId, 'handpay'] as const;

export function cacheTransfer(client: QueryClient, orderId: string, text: string) {
  const answer: PayAction = { type: 'transfer', text };
  client.setQueryData(transferQueryKey(orderId), answer);
}
