import type { TPayChannel, TPayScene } from '@shuyuan/contract/payments';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initialOption, PayMethodPicker, type PayParams, usePaymentOptionsQuery } from '#features/commerce';

/**
 * 更换支付方式: the methods of this phone's scene again (the one chosen last preselected) and 去支付, which
 * starts the selected one (`onPay`; the screen follows its outcome).
 */
export function H5PayMethods({
  id,
  order,
  scene,
  busy,
  onPay,
}: {
  id: string;
  order: PayParams;
  scene: TPayScene;
  busy: boolean;
  onPay: (sign: TPayChannel) => void;
}) {
  const { t } = useTranslation(['translation', 'h5', 'commerce']);
  const options = usePaymentOptionsQuery(scene);
  const [chosen, setChosen] = useState<TPayChannel | null>(null);
  const offered = options.data ?? [];
  const selected = offered.find((o) => o.sign === chosen) ?? initialOption(offered, order.payment);

  let body: ReactNode;
  if (options.isPending) body = <p className="h5-muted">{t('h5:loadingMore')}</p>;
  else if (options.isError) {
    body = (
      <p className="h5-muted">
        {t('commerce:pay.methodsFailed')}{' '}
        <button type="button" className="h5-link" onClick={() => void options.refetch()}>
          {t('h5:retry')}
        </button>
      </p>
    );
  } else if (offered.length === 0) {
    body = (
      <>
        <p className="h5-pay__none">{t('commerce:pay.noMethods')}</p>
        <p className="h5-muted">{t('commerce:pay.noMethodsHint')}</p>
      </>
    );
  } else {
    body = (
      <>
        <PayMethodPicker
          layout="list"
          options={offered}
          value={selected?.sign ?? null}
          onChange={(o) => setChosen(o.sign)}
          disabled={busy}
        />
        <button
          type="button"
          className="h5-btn h5-btn--primary h5-pay__go"
          disabled={busy || !selected}
          aria-busy={busy}
          onClick={() => selected && onPay(selected.sign)}
        >
          {busy ? t('h5:buy.leaving') : t('h5:pay.payNow')}
        </button>
      </>
    );
  }
  return (
    <section id={id} className="h5-card h5-pay__methods">
      {body}
    </section>
  );
}
