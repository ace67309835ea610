import { useH5Translation } from '../i18n/use-h5-translation';
import { useNavigate } from 'react-router';
import { toastError, toastSuccess } from '../../../app/notify';
import { useCreateOrder } from '../../commerce/api/create-order';
import type { GoodsRef } from '../../commerce/goods';
import { useAfterPaid } from '../../commerce/use-after-paid';
import { chooseDesktopView } from '../layout/desktop-view';
import { mobilePayStep } from './mobile-pay';

/**
 * Buying on a phone (upstream H5): create the order (POST /api/v3/order, the server prices it) and go to its
 * pay_url, the cashier page, in this tab. Refusals (已购买…) are toasted by the http client.
 */
export function useMobileBuy(goods: GoodsRef) {
  const { t } = useH5Translation();
  const navigate = useNavigate();
  const create = useCreateOrder();
  const afterPaid = useAfterPaid();

  const buy = async (promoCode?: string): Promise<'paid' | 'left' | 'failed'> => {
    let order: Awaited<ReturnType<typeof create.mutateAsync>>;
    try {
      order = await create.mutateAsync({
        goods_type: goods.type,
        goods_id: goods.id,
        promo_code: promoCode,
        agree_protocol: 1,
      });
    } catch {
      return 'failed';
    }
    const step = mobilePayStep(order, goods);
    if (step.kind === 'paid') {
      afterPaid();
      toastSuccess(t('h5:buy.paid'));
      return 'paid';
    }
    if (step.kind === 'cashier') {
      window.location.assign(step.url);
      return 'left';
    }
    if (step.kind === 'qr') {
      chooseDesktopView();
      toastSuccess(t('h5:buy.scanOnDesktop'));
      navigate(step.path);
      return 'left';
    }
    toastError(t('error.defaultMsg'));
    create.reset();
    return 'failed';
  };

  // Still busy once created: the browser is on its way to the cashier.
  return { buy, busy: create.isPending || create.isSuccess };
}
