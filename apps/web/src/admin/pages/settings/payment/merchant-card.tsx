import { Checkbox, Form, Input, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChannelCard } from './channel-card';
import {
  initialValues,
  isShown,
  MERCHANT_FIELDS,
  type Merchant,
  type MerchantField,
  type PaymentValues,
} from './payment-fields';
import { PemField, SecretLabel } from './pem-field';
import { type Overview, PlatformCertificates } from './platform-certificates';
import './i18n/register';

/**
 * A channel with merchant keys (支付宝, 微信支付): its fields as MERCHANT_FIELDS lists them, the mode's
 * own fields only for the mode chosen, secrets write-only, 测试连接 beside 保存.
 */
export function MerchantCard({
  merchant,
  stored,
  secretsSet,
  overview,
}: {
  merchant: Merchant;
  stored: unknown;
  secretsSet: string[];
  overview?: Overview;
}) {
  const { t } = useTranslation('admin-payment');
  const key = `payment.${merchant}` as const;
  const [form] = Form.useForm<PaymentValues<typeof key>>();
  const initial = initialValues(key, stored);
  const { mode, fields } = MERCHANT_FIELDS[merchant];
  const current = Form.useWatch(mode, form) ?? (initial as Record<string, unknown>)[mode];
  // The merchant's own strings (`alipay.appId`), checked against the JSON where MERCHANT_FIELDS names them.
  const text = (label: PropertyKey) => t(`${merchant}.${String(label)}` as 'alipay.appId');

  const draw = (field: MerchantField<Merchant>) => {
    switch (field.kind) {
      case 'certificates':
        return <PlatformCertificates key="certificates" overview={overview} />;
      case 'methods':
        return (
          <Form.Item key="methods" label={t('methodsLabel')} extra={field.help && text(field.help)}>
            <Space wrap size={16}>
              {field.names.map((name) => (
                <Form.Item key={name} name={name} valuePropName="checked" noStyle>
                  <Checkbox>{t(`methods.${name}` as 'methods.page')}</Checkbox>
                </Form.Item>
              ))}
            </Space>
          </Form.Item>
        );
      case 'mode':
        return (
          <Form.Item key={field.name} name={field.name} label={text(field.name)}>
            <Radio.Group
              optionType="button"
              options={field.options.map((value) => ({ value, label: text(value) }))}
            />
          </Form.Item>
        );
      default: {
        const label = text(field.label ?? field.name);
        const isSet = secretsSet.includes(`${key}.${field.name}`);
        const placeholder = field.secret && isSet ? t('keepSecret') : field.placeholder;
        return (
          <Form.Item
            key={field.name}
            name={field.name}
            label={
              field.secret ? (
                <SecretLabel label={label} isSet={isSet} />
              ) : field.optional ? (
                t('optionalOf', { label })
              ) : (
                label
              )
            }
            extra={field.help && text(field.help)}
          >
            {field.kind === 'pem' ? (
              <PemField label={label} placeholder={placeholder} />
            ) : field.kind === 'password' ? (
              <Input.Password autoComplete="new-password" placeholder={placeholder} />
            ) : (
              <Input placeholder={placeholder} autoComplete="off" />
            )}
          </Form.Item>
        );
      }
    }
  };

  return (
    <ChannelCard
      settingKey={key}
      title={t(`channels.${merchant}`)}
      form={form}
      initial={initial}
      test={merchant}
    >
      {(fields as MerchantField<Merchant>[]).filter((f) => isShown(f, current)).map(draw)}
    </ChannelCard>
  );
}
