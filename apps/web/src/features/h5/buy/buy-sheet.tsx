import { Button, Checkbox, Drawer } from 'antd';
import { useState } from 'react';
import { useH5Translation } from '../i18n/use-h5-translation';
import { useAppSelector } from '../../../app/store';
import { formatYuan } from '../../../shared/price';
import { amountDue, promoDiscount } from '../../commerce/amounts';
import { PromoCodeField } from '../../commerce/components/promo-code-field';
import type { GoodsRef } from '../../commerce/goods';
import { usePromoCode } from '../../commerce/use-promo-code';
import { useMobileBuy } from './use-mobile-buy';
import '../../commerce/i18n/register';

export interface SheetGoods {
  ref: GoodsRef;
  name: string;
  thumb: string;
  charge: number;
}

/**
 * 确认订单 as a bottom sheet: the goods, the price, a promo code (checked by the server, as on /order), the
 * purchase agreement (the server refuses an order without it) and 去支付, which leaves for the cashier page.
 */
export function BuySheet({
  goods,
  open,
  onClose,
}: {
  goods: SheetGoods;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useH5Translation();
  const protocol = useAppSelector((s) => s.systemConfig.config?.paid_content_purchase_protocol);
  const { buy, busy } = useMobileBuy(goods.ref);
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const promo = usePromoCode();
  const discount = promo.applied ? promoDiscount(goods.charge, promo.applied.reward) : 0;
  const due = amountDue(goods.charge, discount);

  const pay = async () => {
    if (!agreed) {
      setMissing(true);
      return;
    }
    // A code typed but not checked is checked now, so 去支付 never silently drops it.
    const code = promo.input.trim() ? (promo.applied ?? (await promo.check())) : null;
    if (promo.input.trim() && !code) return;
    if ((await buy(code?.code)) === 'paid') onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      size="auto"
      title={t('h5:buy.title')}
      className="h5-sheet"
      closable={{ 'aria-label': t('h5:buy.close') }}
    >
      <div className="h5-sheet__goods">
        {goods.thumb && <img src={goods.thumb} alt="" className="h5-sheet__thumb" />}
        <p className="h5-sheet__name">{goods.name}</p>
      </div>
      <p className="h5-sheet__row">
        <span>{t('h5:buy.price')}</span>
        <strong className="h5-price h5-price--big">{formatYuan(due)}</strong>
      </p>
      {goods.charge > 0 && <PromoCodeField promo={promo} discount={discount} />}
      <Checkbox
        checked={agreed}
        onChange={(e) => {
          setAgreed(e.target.checked);
          if (e.target.checked) setMissing(false);
        }}
        className="h5-sheet__agree"
        aria-describedby={missing ? 'h5-agree-missing' : undefined}
      >
        {t('commerce.order.agreePrefix')}
        {protocol ? (
          <a href={protocol} target="_blank" rel="noopener noreferrer">
            {t('commerce.order.protocolPaid')}
          </a>
        ) : (
          t('commerce.order.protocolPaid')
        )}
      </Checkbox>
      {missing && (
        <p id="h5-agree-missing" className="h5-sheet__error" role="alert">
          {t('commerce.order.agreePaid')}
        </p>
      )}
      <Button type="primary" size="large" block loading={busy} onClick={() => void pay()}>
        {busy ? t('h5:buy.paying') : `${t('h5:buy.pay')} ${formatYuan(due)}`}
      </Button>
    </Drawer>
  );
}
