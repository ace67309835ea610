import type { TPayScene } from '@shuyuan/contract/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  cacheTransfer,
  h5PayPath,
  outcomeToastKey,
  type PaymentOption,
  type PayParams,
  payReturnUrl,
  startAndFollow,
  useAfterPaid,
  useCreateOrder,
} from '#features/commerce';
import type { GoodsRef } from '#lib/goods-kinds';
import { toastError, toastSuccess } from '#lib/notify';

export type BuyPhase = 'idle' | 'creating' | 'starting';

/**
 * Buying on a phone: create the order (POST /api/v3/order, the server prices it), then start the chosen
 * method (decision 025) and follow it: Alipay / WeChat H5 / the sandbox cashier in this tab, WeChat's own
 * sheet inside WeChat. Whatever does not leave the site goes on at /h5/order/pay, where the order now lives
 * (the result of WeChat's sheet, hand pay's text, a refusal, another method). Refusals are toasted by the
 * http client.
 */
export function useMobileBuy(goods: GoodsRef, scene: TPayScene) {
  const { t } = useTranslation(['translation', 'h5', 'commerce']);
  const navigate = useNavigate();
  const create = useCreateOrder();
  const afterPaid = useAfterPaid();
  const client = useQueryClient();
  const [phase, setPhase] = useState<BuyPhase>('idle');

  const buy = async (
    option: PaymentOption | null,
    promoCode?: string,
  ): Promise<'paid' | 'left' | 'failed'> => {
    setPhase('creating');
    let order: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      order = await create.mutateAsync({
        goods_type: goods.type,
        goods_id: goods.id,
        promo_code: promoCode,
        agree_protocol: 1,
      });
    } catch {
      setPhase('idle');
      return 'failed';
    }
    if (order.is_paid) {
      setPhase('idle');
      afterPaid();
      toastSuccess(t('h5:buy.paid'));
      return 'paid';
    }
    const p: PayParams = {
      orderId: order.order_no,
      payUrl: '',
      total: order.total,
      discount: order.discount,
      payment: option?.sign ?? '',
      goods,
    };
    if (!option) {
      // The sheet offers no 去支付 without a method; the pay screen says there is none.
      navigate(h5PayPath(p));
      return 'left';
    }
    setPhase('starting');
    const outcome = await startAndFollow({
      orderId: p.orderId,
      payment: option.sign,
      scene,
      returnUrl: payReturnUrl(p, option.sign, true),
      device: 'phone',
      follow: true,
    });
    // Still busy while the browser leaves for the channel.
    if (outcome.kind === 'left') return 'left';
    const toast = outcomeToastKey(outcome);
    if (toast) toastError(t(toast));
    if (outcome.kind === 'transfer') cacheTransfer(client, p.orderId, outcome.text);
    navigate(h5PayPath(p));
    return 'left';
  };

  return { buy, phase };
}
