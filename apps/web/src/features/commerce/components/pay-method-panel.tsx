import { LoadingOutlined } from '@ant-design/icons';
import type { TPayScene } from '@shuyuan/contract/payments';
import { Button } from 'antd';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageHref } from '#lib/i18n/index';
import { toastError } from '#lib/notify';
import type { PaymentOption } from '../api/payment-options';
import { type PayParams, payReturnUrl } from '../pay-flow';
import { showsInPlace } from '../pay-next';
import { outcomeToastKey, type PayOutcome, startAndFollow } from '../start-and-follow';
import { PayCode } from './pay-code';
import { ChannelIcon, useChannelName } from './pay-method-picker';
import { TransferText } from './transfer-text';
import './pay-method-panel.css';
import '../i18n/register';

/** What the panel shows: nothing started yet, starting, refused, or what the answer asks to show. */
type View =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'failed' }
  | Extract<PayOutcome, { kind: 'code' | 'transfer' | 'go' | 'unusable' }>;

/**
 * The selected method on the desktop pay page (mounted per method, so switching starts afresh): a method
 * shown in place (WeChat Native's QR, the sandbox cashier's QR, hand pay's text) starts at once; one that
 * leaves the page (Alipay) or opens WeChat's sheet waits for its button. `onCheck` asks for the order's
 * status now: after a refusal (paid, cancelled, expired meanwhile) and after WeChat's sheet closes.
 */
export function PayMethodPanel({
  order,
  option,
  scene,
  onCheck,
}: {
  order: PayParams;
  option: PaymentOption;
  scene: TPayScene;
  onCheck: () => void;
}) {
  const { t, i18n } = useTranslation(['translation', 'commerce']);
  const channelName = useChannelName();
  const inPlace = showsInPlace(option, scene);
  const [view, setView] = useState<View>({ kind: inPlace ? 'starting' : 'idle' });
  const alive = useRef(true);
  const started = useRef(false);

  const run = useCallback(
    async (follow: boolean) => {
      setView({ kind: 'starting' });
      const outcome = await startAndFollow({
        orderId: order.orderId,
        payment: option.sign,
        scene,
        returnUrl: payReturnUrl(order, option.sign, false),
        device: 'desktop',
        follow,
      });
      if (!alive.current || outcome.kind === 'left') return;
      const toast = outcomeToastKey(outcome);
      if (toast) toastError(t(toast));
      if (outcome.kind === 'refused' || outcome.kind === 'bridged') {
        setView({ kind: outcome.kind === 'refused' ? 'failed' : 'idle' });
        onCheck();
        return;
      }
      setView(outcome);
    },
    [order, option.sign, scene, onCheck, t],
  );

  useEffect(() => {
    alive.current = true;
    // Once per mount (StrictMode runs effects twice): starting the same method again reuses its trade anyway.
    if (inPlace && !started.current) {
      started.current = true;
      void run(false);
    }
    return () => {
      alive.current = false;
    };
  }, [inPlace, run]);

  const name = channelName(option.sign);
  let body: ReactNode;
  if (view.kind === 'code') body = <PayCode payUrl={view.url} kind={view.urlKind} payment={option.sign} />;
  else if (view.kind === 'transfer') body = <TransferText text={view.text} />;
  else if (view.kind === 'unusable') body = <p className="pay-panel__note">{t('commerce:pay.unusable')}</p>;
  else if (view.kind === 'failed') {
    body = (
      <>
        <p className="pay-panel__note">{t('commerce:pay.startFailed')}</p>
        <Button onClick={() => void run(!inPlace)}>{t('app.retry')}</Button>
      </>
    );
  } else if (inPlace) {
    body = (
      <p className="pay-panel__note">
        <LoadingOutlined aria-hidden="true" /> {t('commerce:pay.starting')}
      </p>
    );
  } else {
    // Leaves for the channel (or opens WeChat's sheet) on a click; an answer already in hand is a plain link.
    // The sandbox cashier is the site's own page: it opens in the language shown here.
    const go =
      view.kind !== 'go'
        ? undefined
        : option.sign === 'sandbox'
          ? pageHref(view.url, i18n.language)
          : view.url;
    body = (
      <>
        <span className="pay-panel__mark">
          <ChannelIcon sign={option.sign} />
        </span>
        <p className="pay-panel__note">
          {option.method === 'jsapi' ? t('commerce:pay.jsapiHint') : t('commerce:pay.goHint', { name })}
        </p>
        <Button
          type="primary"
          size="large"
          block
          href={go}
          loading={view.kind === 'starting'}
          onClick={go ? undefined : () => void run(true)}
        >
          {t(`commerce:pay.goPay.${option.sign}`)}
        </Button>
      </>
    );
  }

  return (
    <div className="pay-panel" aria-live="polite" aria-busy={view.kind === 'starting'}>
      {body}
    </div>
  );
}
