import { Card, Form, Input, Typography } from 'antd';
import { ChannelCard } from './channel-card';
import { initialValues, type PaymentValues } from './payment-fields';
import { usePaymentText } from './payment-text';

/** 线下转账: the members read the instructions, and an administrator confirms each payment on its order. */
export function HandpayCard({ stored }: { stored: unknown }) {
  const text = usePaymentText();
  const [form] = Form.useForm<PaymentValues<'payment.handpay'>>();
  return (
    <ChannelCard
      settingKey="payment.handpay"
      title={text.channels.handpay}
      form={form}
      initial={initialValues('payment.handpay', stored)}
    >
      <Form.Item name="text" label={text.handpay.text} extra={text.handpay.textHelp}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={5000} />
      </Form.Item>
    </ChannelCard>
  );
}

/**
 * 模拟支付: only outside production (the server refuses to enable it there, and the overview says so), so
 * a production console shows why it is missing instead of a switch that can only fail.
 */
export function SandboxCard({ stored, allowed }: { stored: unknown; allowed: boolean }) {
  const text = usePaymentText();
  if (allowed) return <SandboxForm stored={stored} />;
  return (
    <Card role="region" aria-label={text.channels.sandbox} title={text.channels.sandbox}>
      <Typography.Text type="secondary">{text.sandbox.unavailable}</Typography.Text>
    </Card>
  );
}

function SandboxForm({ stored }: { stored: unknown }) {
  const text = usePaymentText();
  const [form] = Form.useForm<PaymentValues<'payment.sandbox'>>();
  return (
    <ChannelCard
      settingKey="payment.sandbox"
      title={text.channels.sandbox}
      form={form}
      initial={initialValues('payment.sandbox', stored)}
    >
      <Typography.Paragraph type="secondary">{text.sandbox.help}</Typography.Paragraph>
    </ChannelCard>
  );
}
