import { Checkbox, Form, Input, Radio, Space } from 'antd';
import { ChannelCard } from './channel-card';
import { type AlipayValues, initialValues } from './payment-fields';
import { fill, usePaymentText } from './payment-text';
import { PemField, SecretLabel } from './pem-field';

/**
 * 支付宝: public-key or certificate signing (only the chosen mode's fields are shown and saved), the app
 * private key (write-only), an optional gateway, and the two methods a merchant may have signed up for.
 */
export function AlipayCard({ stored, secretsSet }: { stored: unknown; secretsSet: string[] }) {
  const text = usePaymentText();
  const t = text.alipay;
  const [form] = Form.useForm<AlipayValues>();
  const initial = initialValues('payment.alipay', stored);
  const signMode = Form.useWatch('signMode', form) ?? initial.signMode;
  const keySet = secretsSet.includes('payment.alipay.appPrivateKey');

  return (
    <ChannelCard
      settingKey="payment.alipay"
      title={text.channels.alipay}
      form={form}
      initial={initial}
      test="alipay"
    >
      <Form.Item name="appId" label={t.appId}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="sellerId" label={t.sellerId} extra={t.sellerIdHelp}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="signMode" label={t.signMode}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'key', label: t.key },
            { value: 'cert', label: t.cert },
          ]}
        />
      </Form.Item>
      <Form.Item name="appPrivateKey" label={<SecretLabel label={t.appPrivateKey} isSet={keySet} />}>
        <PemField label={t.appPrivateKey} placeholder={keySet ? text.keepSecret : undefined} />
      </Form.Item>
      {signMode === 'cert' ? (
        <>
          <Form.Item name="appCert" label={t.appCert}>
            <PemField label={t.appCert} />
          </Form.Item>
          <Form.Item name="alipayCert" label={t.alipayCert}>
            <PemField label={t.alipayCert} />
          </Form.Item>
          <Form.Item name="alipayRootCert" label={t.alipayRootCert}>
            <PemField label={t.alipayRootCert} />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="alipayPublicKey" label={t.alipayPublicKey}>
          <PemField label={t.alipayPublicKey} />
        </Form.Item>
      )}
      <Form.Item name="gateway" label={fill(text.optionalOf, { label: t.gateway })} extra={t.gatewayHelp}>
        <Input placeholder="https://openapi.alipay.com/gateway.do" autoComplete="off" />
      </Form.Item>
      <Form.Item label={text.methodsLabel}>
        <Space wrap size={16}>
          <Form.Item name="page" valuePropName="checked" noStyle>
            <Checkbox>{text.methods.page}</Checkbox>
          </Form.Item>
          <Form.Item name="wap" valuePropName="checked" noStyle>
            <Checkbox>{text.methods.wap}</Checkbox>
          </Form.Item>
        </Space>
      </Form.Item>
    </ChannelCard>
  );
}
