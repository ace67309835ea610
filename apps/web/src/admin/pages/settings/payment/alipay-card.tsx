import { Checkbox, Form, Input, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChannelCard } from './channel-card';
import { type AlipayValues, initialValues } from './payment-fields';
import { PemField, SecretLabel } from './pem-field';
import './i18n/register';

/**
 * 支付宝: public-key or certificate signing (only the chosen mode's fields are shown and saved), the app
 * private key (write-only), an optional gateway, and the two methods a merchant may have signed up for.
 */
export function AlipayCard({ stored, secretsSet }: { stored: unknown; secretsSet: string[] }) {
  const { t } = useTranslation('admin-payment');
  const [form] = Form.useForm<AlipayValues>();
  const initial = initialValues('payment.alipay', stored);
  const signMode = Form.useWatch('signMode', form) ?? initial.signMode;
  const keySet = secretsSet.includes('payment.alipay.appPrivateKey');

  return (
    <ChannelCard
      settingKey="payment.alipay"
      title={t('channels.alipay')}
      form={form}
      initial={initial}
      test="alipay"
    >
      <Form.Item name="appId" label={t('alipay.appId')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="sellerId" label={t('alipay.sellerId')} extra={t('alipay.sellerIdHelp')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="signMode" label={t('alipay.signMode')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'key', label: t('alipay.key') },
            { value: 'cert', label: t('alipay.cert') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="appPrivateKey"
        label={<SecretLabel label={t('alipay.appPrivateKey')} isSet={keySet} />}
      >
        <PemField label={t('alipay.appPrivateKey')} placeholder={keySet ? t('keepSecret') : undefined} />
      </Form.Item>
      {signMode === 'cert' ? (
        <>
          <Form.Item name="appCert" label={t('alipay.appCert')}>
            <PemField label={t('alipay.appCert')} />
          </Form.Item>
          <Form.Item name="alipayCert" label={t('alipay.alipayCert')}>
            <PemField label={t('alipay.alipayCert')} />
          </Form.Item>
          <Form.Item name="alipayRootCert" label={t('alipay.alipayRootCert')}>
            <PemField label={t('alipay.alipayRootCert')} />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="alipayPublicKey" label={t('alipay.alipayPublicKey')}>
          <PemField label={t('alipay.alipayPublicKey')} />
        </Form.Item>
      )}
      <Form.Item
        name="gateway"
        label={t('optionalOf', { label: t('alipay.gateway') })}
        extra={t('alipay.gatewayHelp')}
      >
        <Input placeholder="https://openapi.alipay.com/gateway.do" autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('methodsLabel')}>
        <Space wrap size={16}>
          <Form.Item name="page" valuePropName="checked" noStyle>
            <Checkbox>{t('methods.page')}</Checkbox>
          </Form.Item>
          <Form.Item name="wap" valuePropName="checked" noStyle>
            <Checkbox>{t('methods.wap')}</Checkbox>
          </Form.Item>
        </Space>
      </Form.Item>
    </ChannelCard>
  );
}
