import { ClockCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toastError, toastSuccess } from '../../../app/notify';
import { useAppSelector } from '../../../app/store';
import { Breadcrumb } from '../../../shared/breadcrumb';
import { LinkButton } from '../../../shared/link-button';
import { isNotFound } from '../../../shared/load-error';
import { formatYuan } from '../../../shared/price';
import { useNow } from '../../../shared/use-now';
import { usePageTitle } from '../../../shared/use-page-title';
import { useOrderGoodsQuery } from '../api/order-goods';
import { useOrderStatusQuery } from '../api/order-status';
import { OrderSteps } from '../components/order-steps';
import { PayCode } from '../components/pay-code';
import { goodsPagePath, orderPath } from '../goods';
import { type PayParams, payUrlKind, readPayParams, successPath } from '../pay-flow';
import { formatCountdown, ORDER_CANCELLED, ORDER_PAID, payDeadline, payState } from '../pay-state';
import { useAfterPaid } from '../use-after-paid';
import './order-layout.css';
import './order-pay-page.css';
import '../i18n/register';

function BadLink() {
  const { t } = useTranslation();
  return (
    <section className="order-card">
      <Result
        status="warning"
        title={<h2 className="order-result-title">{t('commerce.pay.badLink')}</h2>}
        subTitle={t('commerce.pay.badLinkHint')}
        extra={[
          <LinkButton key="orders" type="primary" size="large" to="/member/orders">
            {t('commerce.myOrders')}
          </LinkButton>,
          <LinkButton key="home" size="large" to="/">
            {t('app.backHome')}
          </LinkButton>,
        ]}
      />
    </section>
  );
}

/** Cancelled (at the cashier or by an admin) or past its 15 minutes: say so and offer a new order. */
function Closed({ state, p }: { state: 'cancelled' | 'expired'; p: PayParams }) {
  const { t } = useTranslation();
  return (
    <section className="order-card">
      <Result
        status="warning"
        icon={state === 'expired' ? <ClockCircleOutlined /> : undefined}
        title={<h2 className="order-result-title">{t(`commerce.pay.${state}`)}</h2>}
        subTitle={t(`commerce.pay.${state}Hint`)}
        extra={[
          p.goods && (
            <LinkButton key="again" type="primary" size="large" to={orderPath(p.goods)}>
              {t('commerce.pay.reorder')}
            </LinkButton>
          ),
          <LinkButton
            key="back"
            size="large"
            autoInsertSpace={false}
            to={p.goods ? goodsPagePath(p.goods) : '/'}
          >
            {t('commerce.pay.back')}
          </LinkButton>,
        ]}
      />
      <p className="pay-closed__no">
        {t('commerce.pay.orderNo')}：<span className="order-no">{p.orderId}</span>
      </p>
    </section>
  );
}

function PayPanel({ p }: { p: PayParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const afterPaid = useAfterPaid();
  const memberKey = useAppSelector((s) => `m${s.loginUser.user?.id ?? ''}`);
  const status = useOrderStatusQuery(p.orderId);
  const goods = useOrderGoodsQuery(p.goods, memberKey);
  const deadline = payDeadline(p.orderId, p.payment);
  const open = status.data?.status !== ORDER_PAID && status.data?.status !== ORDER_CANCELLED;
  const now = useNow(1000, open && deadline !== null);
  const state = payState(status.data?.status, now, deadline);
  const moved = useRef(false);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (state !== 'paid' || moved.current) return;
    moved.current = true;
    afterPaid();
    toastSuccess(t('commerce.pay.paidToast'));
    navigate(successPath({ total: p.total, orderId: p.orderId, goods: p.goods }), { replace: true });
  }, [state, afterPaid, navigate, p, t]);

  if (isNotFound(status.error)) return <BadLink />;
  if (state === 'cancelled' || state === 'expired') return <Closed state={state} p={p} />;

  // 已完成支付: one check now; the 2 s poll goes on either way.
  const confirmPaid = async () => {
    setChecking(true);
    const answer = await status.refetch();
    setChecking(false);
    if (answer.data?.status !== ORDER_PAID) toastError(t('commerce.pay.notYet'));
  };
  const leave = () => navigate(p.goods ? goodsPagePath(p.goods) : '/');

  return (
    <section className="order-card pay-card" aria-labelledby="pay-title">
      <div className="pay-card__code">
        <PayCode payUrl={p.payUrl} kind={payUrlKind(p.payUrl) ?? 'web'} payment={p.payment} />
      </div>
      <div className="pay-card__info">
        <h2 id="pay-title" className="order-card__title">
          {t('commerce.pay.heading')}
        </h2>
        <dl className="order-sums pay-facts">
          <div>
            <dt>{t('commerce.pay.orderNo')}</dt>
            <dd className="pay-facts__no">{p.orderId}</dd>
          </div>
          {goods.data && (
            <div>
              <dt>{t('commerce.pay.goods')}</dt>
              <dd>{goods.data.name}</dd>
            </div>
          )}
          {p.discount > 0 && (
            <div>
              <dt>{t('commerce.order.discount')}</dt>
              <dd className="is-off">-{formatYuan(p.discount)}</dd>
            </div>
          )}
          <div className="order-sums__due">
            <dt>{t('commerce.pay.amount')}</dt>
            <dd data-testid="pay-amount">{formatYuan(p.total)}</dd>
          </div>
        </dl>
        <p className="pay-status" role="status" aria-live="polite">
          <LoadingOutlined aria-hidden="true" /> {t('commerce.pay.waiting')}
          {deadline !== null && (
            <span className="pay-status__left">
              {t('commerce.pay.timeLeft')} <strong>{formatCountdown(deadline - now)}</strong>
            </span>
          )}
        </p>
        <div className="pay-actions">
          <Button type="primary" size="large" loading={checking} onClick={() => void confirmPaid()}>
            {t('commerce.pay.done')}
          </Button>
          <Button size="large" onClick={leave}>
            {t('commerce.pay.cancel')}
          </Button>
        </div>
      </div>
    </section>
  );
}

/** /order/pay?order_id=…&pay_url=…: scan or open the cashier, then the status poll moves on by itself. */
export function OrderPayPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const p = readPayParams(params);
  usePageTitle(t('commerce.pay.title'));
  return (
    <div className="container order">
      <Breadcrumb items={[{ label: t('nav.home'), to: '/' }, { label: t('commerce.pay.title') }]} />
      <div className="order-head">
        <h1 className="order-head__title">{t('commerce.pay.title')}</h1>
        <OrderSteps current={1} />
      </div>
      {p ? <PayPanel key={p.orderId} p={p} /> : <BadLink />}
    </div>
  );
}
