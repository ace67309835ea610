import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Breadcrumb } from '#shared/breadcrumb';
import { LinkButton } from '#shared/link-button';
import { formatYuan } from '#shared/price';
import { usePageTitle } from '#shared/use-page-title';
import { OrderSteps } from '../components/order-steps';
import { goodsPagePath } from '../goods';
import { readSuccessParams } from '../pay-flow';
import './order-layout.css';
import './order-success-page.css';
import '../i18n/register';

/** /order/success?total_amount=…: 支付成功！, 实付款, and where to go next (the goods first). */
export function OrderSuccessPage() {
  const { t } = useTranslation(['translation', 'commerce']);
  const [params] = useSearchParams();
  const s = readSuccessParams(params);
  usePageTitle(t('commerce:success.title'));
  const actions = [
    s.goods && (
      <LinkButton key="goods" type="primary" size="large" to={goodsPagePath(s.goods)}>
        {t(`commerce:success.goods.${s.goods.type}`)}
      </LinkButton>
    ),
    <LinkButton key="orders" type={s.goods ? 'default' : 'primary'} size="large" to="/member/orders">
      {t('commerce:success.orders')}
    </LinkButton>,
    <LinkButton key="home" size="large" to="/">
      {t('app.backHome')}
    </LinkButton>,
  ];
  return (
    <div className="container order">
      <Breadcrumb items={[{ label: t('nav.home'), to: '/' }, { label: t('commerce:success.title') }]} />
      {/* The result's own title is this page's heading. */}
      <div className="order-head order-head--steps-only">
        <OrderSteps current={2} />
      </div>
      <section className="order-card success-card">
        <Result
          status="success"
          title={<h1 className="success-card__title">{t('commerce:success.heading')}</h1>}
          subTitle={
            <div className="success-card__facts">
              {s.total !== null && (
                <p className="success-card__paid">
                  {t('commerce:success.paid')}
                  <strong data-testid="paid-amount">{formatYuan(s.total)}</strong>
                </p>
              )}
              {s.orderId && (
                <p className="success-card__no">
                  {t('commerce:pay.orderNo')}：<span className="order-no">{s.orderId}</span>
                </p>
              )}
              {s.goods && <p className="success-card__next">{t(`commerce:success.next.${s.goods.type}`)}</p>}
            </div>
          }
          extra={actions}
        />
      </section>
    </div>
  );
}
