import { Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChannelCard } from './channel-card';
import { initialValues, type PaymentValues } from './payment-fields';
import './i18n/register';

/** 线下转账: the members read the instructions, and an administrator confirms each payment on its order. */
export function HandpayCard({ stored }: { stored: unknown }) {
  const { t } = useTranslation('admin-payment');
  const [form] = Form.useForm<PaymentValues<'payment.handpay'>>();
  return (
    <ChannelCard
      settingKey="payment.handpay"
      title={t('channels.handpay')}
      form={form}
      initial={initialValues('payment.handpay', stored)}
    >
      <Form.Item name="text" label={t('handpay.text')} extra={t('handpay.textHelp')}>
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
  const { t } = useTranslation('admin-payment');
  if (allowed) return <SandboxForm stored={stored} />;
  return (
    <Card role="region" aria-label={t('channels.sandbox')} title={t('channels.sandbox')}>
      <Typography.Text type="secondary">{t('sandbox.unavailable')}</Typography.Text>
    </Card>
  );
}

function SandboxForm({ stored }: { stored: unknown }) {
  const { t } = useTranslation('admin-payment');
  const [form] = Form.useForm<PaymentValues<'payment.sandbox'>>();
  return (
    <ChannelCard
      settingKey="payment.sandbox"
      title={t('channels.sandbox')}
      form={form}
      initial={initialValues('payment.sandbox', stored)}
    >
      <Typography.Paragraph type="secondary">{t('sandbox.help')}</Typography.Paragraph>
    </ChannelCard>
  );
}
