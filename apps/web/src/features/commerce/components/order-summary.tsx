import { Button, Checkbox } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsKind } from '#lib/goods-kinds';
import { useAppSelector } from '#lib/store/app-store';
import { useFeature } from '#lib/store/features';
import { formatYuan } from '#shared/price';
import './order-summary.css';
import '../i18n/register';

export interface OrderSummaryProps {
  charge: number;
  discount: number;
  due: number;
  protocol: GoodsKind['agreement'];
  agreed: boolean;
  onAgree: (value: boolean) => void;
  /** The buyer tried to submit without ticking the agreement. */
  agreeMissing: boolean;
  submitting: boolean;
  disabled: boolean;
  onSubmit: () => void;
}

/** 商品金额 / 优惠 / 需支付, the agreement the server insists on, and 提交订单. */
export function OrderSummary(p: OrderSummaryProps) {
  const { t } = useTranslation(['translation', 'commerce']);
  const id = useId();
  const config = useAppSelector((s) => s.systemConfig.config);
  const promoOn = useFeature('promoCode');
  const href = p.protocol === 'vip' ? config?.vip_protocol : config?.paid_content_purchase_protocol;
  const name = t(p.protocol === 'vip' ? 'commerce:order.protocolVip' : 'commerce:order.protocolPaid');
  return (
    <aside className="surface order-card order-aside" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="order-card__title">
        {t('commerce:order.summary')}
      </h2>
      <dl className="facts order-sums">
        <div>
          <dt>{t('commerce:order.subtotal')}</dt>
          <dd>{formatYuan(p.charge)}</dd>
        </div>
        {/* A discount comes only from a promo code: without the switch there is none to show. */}
        {promoOn && (
          <div>
            <dt>{t('commerce:order.discount')}</dt>
            <dd className={p.discount > 0 ? 'is-off' : undefined}>-{formatYuan(p.discount)}</dd>
          </div>
        )}
        <div className="order-sums__due">
          <dt>{t('commerce:order.due')}</dt>
          <dd data-testid="order-due">{formatYuan(p.due)}</dd>
        </div>
      </dl>
      <div className="order-agree">
        <Checkbox
          checked={p.agreed}
          onChange={(e) => p.onAgree(e.target.checked)}
          aria-label={`${t('commerce:order.agreePrefix')}${name}`}
          aria-invalid={p.agreeMissing || undefined}
          aria-describedby={p.agreeMissing ? `${id}-agree` : undefined}
        >
          {t('commerce:order.agreePrefix')}
        </Checkbox>
        {href ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {name}
          </a>
        ) : (
          <span>{name}</span>
        )}
        {p.agreeMissing && (
          <p id={`${id}-agree`} className="order-agree__error" role="alert">
            {t(p.protocol === 'vip' ? 'commerce:order.agreeVip' : 'commerce:order.agreePaid')}
          </p>
        )}
      </div>
      <Button
        type="primary"
        size="large"
        block
        loading={p.submitting}
        disabled={p.disabled}
        onClick={p.onSubmit}
      >
        {t('commerce:order.submit')}
      </Button>
      <p className="order-aside__note">{t('commerce:order.payWithin')}</p>
    </aside>
  );
}
