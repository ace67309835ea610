import type { TPayChannel, TPayScene } from '@shuyuan/contract/payments';
import { fetchStartPayment } from './api/start-payment';
import { leavePageFor } from './leave-page';
import { type PayNext, payNext } from './pay-next';
import { type BridgeResult, invokeWechatPay } from './wechat-pay-bridge';

/**
 * What came of starting a method: something for the screen to show (a code, transfer text, a page to go to
 * when `follow` was off), the browser leaving (`left`), WeChat's sheet closing (`bridged`), nothing usable,
 * or the server's refusal (`refused`: already toasted by the http client; the order's status says why).
 */
export type PayOutcome =
  | Exclude<PayNext, { kind: 'bridge' }>
  | { kind: 'left' }
  | { kind: 'bridged'; result: BridgeResult }
  | { kind: 'refused' };

export interface StartArgs {
  orderId: string;
  payment: TPayChannel;
  scene: TPayScene;
  returnUrl: string;
  device: 'desktop' | 'phone';
  /** Go to a `redirect` answer at once (the member pressed the button); off, it is handed back instead. */
  follow: boolean;
}

/**
 * POST /api/v2/order/pay, then does what can be done without the screen: leaves for the channel's page and
 * opens WeChat's pay sheet. The caller shows the rest and, for `bridged` ok, still waits for the status poll.
 */
export async function startAndFollow(args: StartArgs): Promise<PayOutcome> {
  let next: PayNext;
  try {
    const action = await fetchStartPayment({
      order_id: args.orderId,
      payment: args.payment,
      scene: args.scene,
      return_url: args.returnUrl,
    });
    next = payNext(action, args.device);
  } catch {
    return { kind: 'refused' };
  }
  if (next.kind === 'bridge') return { kind: 'bridged', result: await invokeWechatPay(next.params) };
  if (next.kind === 'go' && args.follow) {
    leavePageFor(next.url);
    return { kind: 'left' };
  }
  return next;
}

/** The toast (a commerce.pay key) for an outcome the member should hear about, if any. */
export function outcomeToastKey(outcome: PayOutcome) {
  if (outcome.kind === 'unusable') return 'commerce:pay.unusable' as const;
  if (outcome.kind !== 'bridged' || outcome.result === 'ok') return null;
  if (outcome.result === 'cancel') return 'commerce:pay.payCancelled' as const;
  if (outcome.result === 'unavailable') return 'commerce:pay.noBridge' as const;
  return 'commerce:pay.startFailed' as const;
}
