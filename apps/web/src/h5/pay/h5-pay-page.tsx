import {
  CheckCircleFilled,
  ClockCircleOutlined,
  CloseCircleOutlined,
  LoadingOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { TPayChannel } from '@shuyuan/contract/payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  cacheTransfer,
  currentPhonePayScene,
  fetchStartPayment,
  formatCountdown,
  h5PayPath,
  ORDER_CANCELLED,
  ORDER_PAID,
  outcomeToastKey,
  type PayOutcome,
  type PayParams,
  payDeadline,
  payReturnUrl,
  payState,
  readPayParams,
  registerCommerceStrings,
  startAndFollow,
  TransferText,
  transferQueryKey,
  useAfterPaid,
  useOrderStatusQuery,
  useWechatResume,
} from '#features/commerce';
import { toastError } from '#lib/notify';
import { isNotFound } from '#shared/load-error';
import { formatYuan } from '#shared/price';
import { useNow } from '#shared/use-now';
import { H5Empty } from '../components/h5-empty';
import { H5Screen } from '../layout/h5-screen';
import { ClosedActions, MissingActions, PaidActions } from './h5-pay-actions';
import { H5PayMethods } from './h5-pay-methods';
import './h5-pay.css';

// This screen reads `commerce.*` keys itself.
registerCommerceStrings();

/** Hand pay's instructions for an order: asked again from the server, so a reload still shows them. */
function useTransferText(p: PayParams, enabled: boolean) {
  const [scene] = useState(currentPhonePayScene);
  return useQuery({
    queryKey: transferQueryKey(p.orderId),
    queryFn: () =>
      fetchStartPayment({
        order_id: p.orderId,
        payment: 'handpay',
        scene,
        return_url: payReturnUrl(p, 'handpay', true),
      }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    select: (action) => (action.type === 'transfer' ? action.text : null),
  });
}

function PayScreen({ p }: { p: PayParams }) {
  const { t } = useTranslation(['translation', 'h5', 'commerce']);
  const navigate = useNavigate();
  const client = useQueryClient();
  const [scene] = useState(currentPhonePayScene);
  const status = useOrderStatusQuery(p.orderId);
  const handpay = p.payment === 'handpay';
  const deadline = payDeadline(p.orderId, p.payment);
  const open = status.data?.status !== ORDER_PAID && status.data?.status !== ORDER_CANCELLED;
  const now = useNow(1000, open && deadline !== null);
  const state = payState(status.data?.status, now, deadline);
  const missing = isNotFound(status.error);
  const waiting = state === 'waiting' && !missing;
  const afterPaid = useAfterPaid();
  const noted = useRef(false);
  const methodsId = useId();
  const [picking, setPicking] = useState(false);
  const [paying, setPaying] = useState(false);
  const [checking, setChecking] = useState(false);
  const transfer = useTransferText(p, handpay && waiting && status.isSuccess);
  const { refetch } = status;

  useEffect(() => {
    if (state !== 'paid' || noted.current) return;
    noted.current = true;
    afterPaid();
  }, [state, afterPaid]);

  /** What follows a started method; the browser leaving needs nothing. */
  const follow = useCallback(
    (outcome: PayOutcome, sign: TPayChannel) => {
      if (outcome.kind === 'left') return;
      setPaying(false);
      const toast = outcomeToastKey(outcome);
      if (toast) toastError(t(toast));
      if (outcome.kind === 'transfer') cacheTransfer(client, p.orderId, outcome.text);
      if (outcome.kind !== 'refused' && outcome.kind !== 'unusable') {
        setPicking(false);
        // The address keeps the channel: hand pay's text and the countdown (none for hand pay) follow it.
        // Rebuilt from the parameters (not the router's possibly older query), which also drops pay_resume.
        navigate(h5PayPath({ ...p, payment: sign }), { replace: true });
      }
      void refetch();
    },
    [client, refetch, navigate, p, t],
  );

  const resuming = useWechatResume({
    order: p,
    device: 'phone',
    ready: status.isSuccess && waiting,
    onOutcome: (outcome) => follow(outcome, 'wechat'),
  });

  const pay = async (sign: TPayChannel) => {
    setPaying(true);
    const outcome = await startAndFollow({
      orderId: p.orderId,
      payment: sign,
      scene,
      returnUrl: payReturnUrl(p, sign, true),
      device: 'phone',
      follow: true,
    });
    follow(outcome, sign);
  };

  // 已完成支付: one check now; the 2 s poll goes on either way.
  const confirmPaid = async () => {
    setChecking(true);
    const answer = await refetch();
    setChecking(false);
    if (answer.data?.status !== ORDER_PAID) toastError(t('commerce:pay.notYet'));
  };

  const view = missing ? 'missing' : state;
  const title = {
    missing: t('h5:pay.notFound'),
    paid: t('commerce:success.heading'),
    cancelled: t('commerce:pay.cancelled'),
    expired: t('commerce:pay.expired'),
    waiting: handpay ? t('commerce:pay.handpayWaiting') : t('h5:pay.confirming'),
  }[view];
  const hint = {
    missing: t('h5:pay.notFoundHint'),
    paid: p.goods ? t(`commerce:success.next.${p.goods.type}`) : '',
    cancelled: t('commerce:pay.cancelledHint'),
    expired: t('commerce:pay.expiredHint'),
    waiting: handpay ? '' : t('h5:pay.confirmingHint'),
  }[view];
  const icon = {
    missing: <WarningOutlined />,
    paid: <CheckCircleFilled />,
    cancelled: <CloseCircleOutlined />,
    expired: <ClockCircleOutlined />,
    waiting: <LoadingOutlined />,
  }[view];

  return (
    <H5Screen title={t('commerce:pay.title')} back="/h5/member/orders">
      <section className={`h5-card h5-pay h5-pay--${view}`} aria-busy={resuming || paying}>
        <span className="h5-pay__icon" aria-hidden="true">
          {icon}
        </span>
        {/* One live region for every state, so the change from waiting to paid (or closed) is announced. */}
        <p className="h5-pay__title" role="status">
          {title}
        </p>
        {hint && <p className="h5-pay__hint">{hint}</p>}
        {!missing && (
          <dl className="h5-pay__facts">
            <div>
              <dt>{t('commerce:pay.orderNo')}</dt>
              <dd className="h5-pay__no">{p.orderId}</dd>
            </div>
            <div>
              <dt>{state === 'paid' ? t('commerce:success.paid') : t('commerce:pay.amount')}</dt>
              <dd className="h5-price">{formatYuan(p.total)}</dd>
            </div>
            {waiting && deadline !== null && (
              <div>
                <dt>{t('commerce:pay.timeLeft')}</dt>
                <dd className="h5-pay__left">{formatCountdown(deadline - now)}</dd>
              </div>
            )}
          </dl>
        )}
        {missing && <MissingActions />}
        {state === 'paid' && !missing && <PaidActions goods={p.goods} />}
        {(state === 'cancelled' || state === 'expired') && !missing && <ClosedActions goods={p.goods} />}
        {waiting && (
          <div className="h5-pay__actions">
            <button
              type="button"
              className="h5-btn h5-btn--primary"
              disabled={checking}
              aria-busy={checking}
              onClick={() => void confirmPaid()}
            >
              {t('commerce:pay.done')}
            </button>
            <button
              type="button"
              className="h5-btn"
              aria-expanded={picking}
              aria-controls={picking ? methodsId : undefined}
              onClick={() => setPicking((v) => !v)}
            >
              {picking ? t('h5:pay.hideMethods') : t('h5:pay.change')}
            </button>
          </div>
        )}
      </section>
      {waiting && picking && (
        <H5PayMethods id={methodsId} order={p} scene={scene} busy={paying} onPay={(sign) => void pay(sign)} />
      )}
      {waiting && handpay && transfer.data && (
        <section className="h5-card">
          <TransferText text={transfer.data} headingLevel={2} />
        </section>
      )}
    </H5Screen>
  );
}

/**
 * /h5/order/pay?order_id=… (the twin of /order/pay): where a phone's order goes on after 去支付 and where
 * Alipay, WeChat H5 and the sandbox cashier bring it back. Polls the order: paid, cancelled or expired say so
 * with the way on; while open, 已完成支付 checks now and 更换支付方式 starts another method. Hand pay shows the
 * transfer text; `pay_resume=wechat` opens WeChat's sheet after the official account's authorisation.
 */
export function H5OrderPayPage() {
  const { t } = useTranslation(['translation', 'h5', 'commerce']);
  const [params] = useSearchParams();
  const p = readPayParams(params);
  if (!p) {
    return (
      <H5Screen title={t('commerce:pay.title')} back="/h5/member/orders">
        <H5Empty
          icon={<WarningOutlined />}
          text={t('commerce:pay.badLink')}
          action={
            <Link to="/h5/member/orders" className="h5-btn h5-btn--primary">
              {t('h5:orders.title')}
            </Link>
          }
        />
      </H5Screen>
    );
  }
  return <PayScreen key={p.orderId} p={p} />;
}
