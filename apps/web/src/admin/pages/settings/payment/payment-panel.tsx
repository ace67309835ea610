import { MerchantCard } from './merchant-card';
import { PaymentOverview } from './payment-overview';
import { usePaymentOverview } from './payment-queries';
import { HandpayCard, SandboxCard } from './simple-cards';

/**
 * The 支付 tab of the settings (decision 025): what members are offered now, then one card per channel,
 * each saved on its own so a refusal of one channel's keys never holds back another's.
 */
export function PaymentPanel({
  values,
  secretsSet,
}: {
  values: Record<string, unknown>;
  secretsSet: string[];
}) {
  const overview = usePaymentOverview();
  return (
    <div className="admin-payment-panel">
      <PaymentOverview overview={overview} />
      <MerchantCard merchant="alipay" stored={values['payment.alipay']} secretsSet={secretsSet} />
      <MerchantCard
        merchant="wechat"
        stored={values['payment.wechat']}
        secretsSet={secretsSet}
        overview={overview.data}
      />
      <HandpayCard stored={values['payment.handpay']} />
      {overview.data && (
        <SandboxCard stored={values['payment.sandbox']} allowed={overview.data.sandbox_allowed} />
      )}
    </div>
  );
}
