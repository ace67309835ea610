import { ClockCircleOutlined, LoadingOutlined, StopOutlined } from '@ant-design/icons';
import type { TPayChannel } from '@shuyuan/contract/payments';
import { Button } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { goodsPagePath } from '#lib/goods-kinds';
import { toastError, toastSuccess } from '#lib/notify';
import { orderPath } from '#lib/order-path';
import { useAppSelector } from '#lib/store/app-store';
import { Breadcrumb } from '#shared/breadcrumb';
import { isNotFound } from '#shared/load-error';
import { MessageResult } from '#shared/message-result';
import { formatYuan } from '#shared/price';
import { useNow } from '#shared/use-now';
import { usePageTitle } from '#shared/use-page-title';
import { useOrderGoodsQuery } from '../api/order-goods';
import { useOrderStatusQuery } from '../api/order-status';
import { usePaymentOptionsQuery } from '../api/payment-options';
import { OrderSteps } from '../components/order-steps';
import { PayMethodPanel } from '../components/pay-method-panel';
import { PayMethodPicker } from '../components/pay-method-picker';
import { type PayParams, readPayParams, successPath } from '../pay-flow';
import { initialOption } from '../pay-next';
import { currentPayScene } from '../pay-scene';
import { formatCountdown, ORDER_CANCELLED, ORDER_PAID, payDeadline, payState } from '../pay-state';
import { outcomeToastKey } from '../start-and-follow';
import { useAfterPaid } from '../use-after-paid';
import { useWechatResume } from '../use-wechat-resume';
import './order-layout.css';
import './order-pay-page.css';
import '../i18n/register';

function BadLink() {
  const { t } = useTranslation(['translation', 'commerce']);
  return (
    <section className="surface order-card">
      <MessageResult
        status="warning"
        title={t('commerce:pay.badLink')}
        text={t('commerce:pay.badLinkHint')}
        links={[
          { to: '/member/orders', label: t('commerce:myOrders'), primary: true },
          { to: '/', label: t('app.backHome') },
        ]}
      />
    </section>
  );
}

/** Cancelled (at the cashier or by an admin) or past its 15 minutes: say so and offer a new order. */
function Closed({ state, p }: { state: 'cancelled' | 'expired'; p: PayParams }) {
  const { t } = useTranslation(['translation', 'commerce']);
  return (
    <section className="surface order-card">
      <MessageResult
        status="warning"
        icon={state === 'expired' ? <ClockCircleOutlined /> : undefined}
        title={t(`commerce:pay.${state}`)}
        text={t(`commerce:pay.${state}Hint`)}
        links={[
          p.goods && { to: orderPath(p.goods), label: t('commerce:pay.reorder'), primary: true },
          { to: p.goods ? goodsPagePath(p.goods) : '/', label: t('commerce:pay.back') },
        ]}
      />
      <p className="pay-closed__no">
        {t('commerce:pay.orderNo')}：<span className="order-no">{p.orderId}</span>
      </p>
    </section>
  );
}

/** No channel at all (decision 025: the site offers none that works here): say so instead of an empty box. */
function NoMethods() {
  const { t } = useTranslation(['translation', 'commerce']);
  return (
    <div className="pay-none">
      <StopOutlined className="pay-none__icon" aria-hidden="true" />
      <p className="pay-none__title">{t('commerce:pay.noMethods')}</p>
      <p className="pay-none__hint">{t('commerce:pay.noMethodsHint')}</p>
    </div>
  );
}

function PayPanel({ p }: { p: PayParams }) {
  const { t } = useTranslation(['translation', 'commerce']);
  const navigate = useNavigate();
  const afterPaid = useAfterPaid();
  const memberKey = useAppSelector((s) => (s.loginUser.user ? `m${s.loginUser.user.id}` : null));
  const status = useOrderStatusQuery(p.orderId);
  const goods = useOrderGoodsQuery(p.goods, memberKey);
  const [scene] = useState(currentPayScene);
  const options = usePaymentOptionsQuery(scene);
  const [chosen, setChosen] = useState<TPayChannel | null>(null);
  const offered = options.data ?? [];
  const selected = offered.find((o) => o.sign === chosen) ?? initialOption(offered, p.payment);
  // Hand pay waits days for an administrator: no 15-minute clock while it is selected (or, before the list
  // has loaded, when it was the channel chosen last).
  const handpay = selected?.sign === 'handpay' || (!selected && p.payment === 'handpay');
  const deadline = payDeadline(p.orderId, handpay ? 'handpay' : p.payment);
  const open = status.data?.status !== ORDER_PAID && status.data?.status !== ORDER_CANCELLED;
  const now = useNow(1000, open && deadline !== null);
  const state = payState(status.data?.status, now, deadline);
  const moved = useRef(false);
  const [checking, setChecking] = useState(false);
  const { refetch } = status;
  const check = useCallback(() => void refetch(), [refetch]);

  // Back from the official account's authorisation (WeChat's own browser): open WeChat's sheet now.
  useWechatResume({
    order: p,
    device: 'desktop',
    ready: status.isSuccess && state === 'waiting',
    onOutcome: (outcome) => {
      const toast = outcomeToastKey(outcome);
      if (toast) toastError(t(toast));
      setChosen('wechat');
      check();
    },
  });

  useEffect(() => {
    if (state !== 'paid' || moved.current) return;
    moved.current = true;
    afterPaid();
    toastSuccess(t('commerce:pay.paidToast'));
    navigate(successPath({ total: p.total, orderId: p.orderId, goods: p.goods }), { replace: true });
  }, [state, afterPaid, navigate, p, t]);

  if (isNotFound(status.error)) return <BadLink />;
  if (state === 'cancelled' || state === 'expired') return <Closed state={state} p={p} />;

  // 已完成支付: one check now; the 2 s poll goes on either way.
  const confirmPaid = async () => {
    setChecking(true);
    const answer = await refetch();
    setChecking(false);
    if (answer.data?.status !== ORDER_PAID) toastError(t('commerce:pay.notYet'));
  };
  const leave = () => navigate(p.goods ? goodsPagePath(p.goods) : '/');
  const none = options.isSuccess && offered.length === 0;

  return (
    <section className="surface order-card pay-card" aria-labelledby="pay-title">
      <div className="pay-card__facts">
        <h2 id="pay-title" className="order-card__title">
          {t('commerce:pay.heading')}
        </h2>
        <dl className="facts order-sums pay-facts">
          <div>
            <dt>{t('commerce:pay.orderNo')}</dt>
            <dd className="pay-facts__no">{p.orderId}</dd>
          </div>
          {goods.data && (
            <div>
              <dt>{t('commerce:pay.goods')}</dt>
              <dd>{goods.data.name}</dd>
            </div>
          )}
          {p.discount > 0 && (
            <div>
              <dt>{t('commerce:order.discount')}</dt>
              <dd className="is-off">-{formatYuan(p.discount)}</dd>
            </div>
          )}
          <div className="order-sums__due">
            <dt>{t('commerce:pay.amount')}</dt>
            <dd data-testid="pay-amount">{formatYuan(p.total)}</dd>
          </div>
        </dl>
      </div>
      {options.isError ? (
        <div className="pay-card__methods pay-card__methods--failed">
          <span>{t('commerce:pay.methodsFailed')}</span>
          <Button onClick={() => void options.refetch()}>{t('app.retry')}</Button>
        </div>
      ) : (
        offered.length > 0 && (
          <div className="pay-card__methods">
            <PayMethodPicker
              options={offered}
              value={selected?.sign ?? null}
              onChange={(o) => setChosen(o.sign)}
            />
          </div>
        )
      )}
      <div className="pay-card__code">
        {none ? (
          <NoMethods />
        ) : selected ? (
          <PayMethodPanel key={selected.sign} order={p} option={selected} scene={scene} onCheck={check} />
        ) : (
          options.isPending && <LoadingOutlined className="pay-card__loading" aria-hidden="true" />
        )}
      </div>
      <p className="pay-status" role="status" aria-live="polite">
        <LoadingOutlined aria-hidden="true" />{' '}
        {t(handpay ? 'commerce:pay.handpayWaiting' : 'commerce:pay.waiting')}
        {deadline !== null && (
          <span className="pay-status__left">
            {t('commerce:pay.timeLeft')} <strong>{formatCountdown(deadline - now)}</strong>
          </span>
        )}
      </p>
      <div className="pay-actions">
        {!none && (
          <Button type="primary" size="large" loading={checking} onClick={() => void confirmPaid()}>
            {t('commerce:pay.done')}
          </Button>
        )}
        <Button size="large" onClick={leave}>
          {t('commerce:pay.cancel')}
        </Button>
      </div>
    </section>
  );
}

/**
 * /order/pay?order_id=…: choose one of the methods the site offers here and pay (a QR, Alipay's page, transfer
 * instructions); the status poll moves on to /order/success by itself.
 */
export function OrderPayPage() {
  const { t } = useTranslation(['translation', 'commerce']);
  const [params] = useSearchParams();
  const p = readPayParams(params);
  usePageTitle(t('commerce:pay.title'));
  return (
    <div className="container order">
      <Breadcrumb items={[{ label: t('nav.home'), to: '/' }, { label: t('commerce:pay.title') }]} />
      <div className="order-head">
        <h1 className="order-head__title">{t('commerce:pay.title')}</h1>
        <OrderSteps current={1} />
      </div>
      {p ? <PayPanel key={p.orderId} p={p} /> : <BadLink />}
    </div>
  );
}
