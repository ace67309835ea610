import type { TPayChannel } from '@shuyuan/contract/payments';
import { Button, Checkbox, Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  amountDue,
  currentPhonePayScene,
  initialOption,
  PayMethodPicker,
  PromoCodeField,
  promoDiscount,
  registerCommerceStrings,
  useChannelName,
  usePaymentOptionsQuery,
  usePromoCode,
} from '#features/commerce';
import type { GoodsRef } from '#lib/goods-kinds';
import { useAppSelector } from '#lib/store/app-store';
import { useFeature } from '#lib/store/features';
import { formatYuan } from '#shared/price';
import { useMobileBuy } from './use-mobile-buy';

// This screen reads `commerce.*` keys itself.
registerCommerceStrings();

export interface SheetGoods {
  ref: GoodsRef;
  name: string;
  thumb: string;
  charge: number;
}

/**
 * 确认订单 as a bottom sheet: the goods, the price, a promo code (checked by the server, as on /order), the
 * purchase agreement (the server refuses an order without it), the payment methods of this phone's scene
 * (listed only when there is a choice) and 去支付, which creates the order and starts the chosen method.
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
  const { t } = useTranslation(['translation', 'h5', 'commerce']);
  const protocol = useAppSelector((s) => s.systemConfig.config?.paid_content_purchase_protocol);
  const channelName = useChannelName();
  const [scene] = useState(currentPhonePayScene);
  const { buy, phase } = useMobileBuy(goods.ref, scene);
  const options = usePaymentOptionsQuery(scene, open);
  const [chosen, setChosen] = useState<TPayChannel | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [missing, setMissing] = useState(false);
  const promo = usePromoCode();
  const promoOn = useFeature('promoCode');
  const discount = promo.applied ? promoDiscount(goods.charge, promo.applied.reward) : 0;
  const due = amountDue(goods.charge, discount);
  const offered = options.data ?? [];
  const selected = offered.find((o) => o.sign === chosen) ?? initialOption(offered, '');
  const busy = phase !== 'idle';
  // Nothing to pay needs no method; otherwise 去支付 waits for one (none at all: the site cannot take money).
  const payable = due <= 0 || selected !== null;

  const pay = async () => {
    if (!agreed) {
      setMissing(true);
      return;
    }
    // A code typed but not checked is checked now, so 去支付 never silently drops it.
    const code = promo.input.trim() ? (promo.applied ?? (await promo.check())) : null;
    if (promo.input.trim() && !code) return;
    if ((await buy(selected, code?.code)) === 'paid') onClose();
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
      {promoOn && goods.charge > 0 && <PromoCodeField promo={promo} discount={discount} />}
      <Checkbox
        checked={agreed}
        onChange={(e) => {
          setAgreed(e.target.checked);
          if (e.target.checked) setMissing(false);
        }}
        className="h5-sheet__agree"
        aria-describedby={missing ? 'h5-agree-missing' : undefined}
      >
        {t('commerce:order.agreePrefix')}
        {protocol ? (
          <a href={protocol} target="_blank" rel="noopener noreferrer">
            {t('commerce:order.protocolPaid')}
          </a>
        ) : (
          t('commerce:order.protocolPaid')
        )}
      </Checkbox>
      {missing && (
        <p id="h5-agree-missing" className="h5-sheet__error" role="alert">
          {t('commerce:order.agreePaid')}
        </p>
      )}
      {due > 0 && offered.length === 1 && selected && (
        <p className="h5-sheet__row">
          <span>{t('commerce:pay.methods')}</span>
          <span>{channelName(selected.sign)}</span>
        </p>
      )}
      {due > 0 && offered.length > 1 && (
        <div className="h5-sheet__methods">
          <PayMethodPicker
            layout="list"
            options={offered}
            value={selected?.sign ?? null}
            onChange={(o) => setChosen(o.sign)}
            disabled={busy}
          />
        </div>
      )}
      {due > 0 && options.isSuccess && offered.length === 0 && (
        <p className="h5-sheet__error" role="alert">
          {t('commerce:pay.noMethods')}
        </p>
      )}
      {due > 0 && options.isError && (
        <p className="h5-sheet__error" role="alert">
          {t('commerce:pay.methodsFailed')}{' '}
          <button type="button" className="h5-link" onClick={() => void options.refetch()}>
            {t('h5:retry')}
          </button>
        </p>
      )}
      <Button type="primary" size="large" block loading={busy} disabled={!payable} onClick={() => void pay()}>
        {phase === 'creating'
          ? t('h5:buy.paying')
          : phase === 'starting'
            ? t('h5:buy.leaving')
            : `${t('h5:buy.pay')} ${formatYuan(due)}`}
      </Button>
    </Drawer>
  );
}
