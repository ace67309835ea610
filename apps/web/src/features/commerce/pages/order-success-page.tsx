import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { goodsPagePath } from '#lib/goods-kinds';
import { Breadcrumb } from '#shared/breadcrumb';
import { MessageResult } from '#shared/message-result';
import { PageLoading } from '#shared/page-loading';
import { formatYuan } from '#shared/price';
import { usePageTitle } from '#shared/use-page-title';
import { useOrderStatusQuery } from '../api/order-status';
import { OrderSteps } from '../components/order-steps';
import { readSuccessParams } from '../pay-flow';
import { ORDER_CANCELLED, ORDER_PAID } from '../pay-state';
import './order-layout.css';
import './order-success-page.css';
import '../i18n/register';

/**
 * /order/success?order_id=…&total_amount=…: 支付成功！, 实付款, and where to go next (the goods first), but only
 * once the server says the order is this member's and paid. An address typed or kept without such an order
 * (none, another member's, unpaid, cancelled) gets a neutral answer with the way to the orders; one still
 * being paid turns into the success when the status poll sees it paid.
 */
export function OrderSuccessPage() {
  const { t } = useTranslation(['translation', 'commerce']);
  const [params] = useSearchParams();
  const s = readSuccessParams(params);
  const status = useOrderStatusQuery(s.orderId);
  const paid = status.data?.status === ORDER_PAID;
  usePageTitle(t(paid ? 'commerce:success.title' : 'commerce:success.unknownHeading'));
  if (s.orderId && status.isPending) return <PageLoading />;
  if (!paid) {
    const open = status.data && status.data.status !== ORDER_CANCELLED;
    const which = !status.data ? 'unknown' : open ? 'pending' : 'cancelled';
    return (
      <div className="container order">
        <Breadcrumb
          items={[{ label: t('nav.home'), to: '/' }, { label: t(`commerce:success.${which}Heading`) }]}
        />
        <section className="surface order-card success-card" data-testid="order-not-paid">
          <MessageResult
            status="info"
            page
            title={t(`commerce:success.${which}Heading`)}
            text={t(`commerce:success.${which}Text`)}
            links={[
              { to: '/member/orders', label: t('commerce:success.orders'), primary: true },
              { to: '/', label: t('app.backHome') },
            ]}
          />
        </section>
      </div>
    );
  }
  return (
    <div className="container order">
      <Breadcrumb items={[{ label: t('nav.home'), to: '/' }, { label: t('commerce:success.title') }]} />
      {/* The result's own title is this page's heading. */}
      <div className="order-head order-head--steps-only">
        <OrderSteps current={2} />
      </div>
      <section className="surface order-card success-card">
        <MessageResult
          status="success"
          page
          title={t('commerce:success.heading')}
          text={
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
          links={[
            s.goods && {
              to: goodsPagePath(s.goods),
              label: t(`commerce:success.goods.${s.goods.type}`),
              primary: true,
            },
            { to: '/member/orders', label: t('commerce:success.orders'), primary: !s.goods },
            { to: '/', label: t('app.backHome') },
          ]}
        />
      </section>
    </div>
  );
}
