import type { adminPaymentOverview } from '@shuyuan/contract/admin-payments';
import type { EndpointData } from '@shuyuan/contract/endpoint';
import { Checkbox, Form, Input, Radio, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ChannelCard } from './channel-card';
import { initialValues, type WechatValues } from './payment-fields';
import { PemField, SecretLabel } from './pem-field';
import './i18n/register';

type Overview = EndpointData<typeof adminPaymentOverview>;
const fmt = (v: number | null) => (v ? new Date(v).toLocaleString() : '-');

/**
 * 微信支付 (APIv3): merchant keys (two write-only), and how reports are verified: platform certificates the
 * server downloads itself (listed here from the overview), or the WeChat Pay public key pasted in.
 */
export function WechatCard({
  stored,
  secretsSet,
  overview,
}: {
  stored: unknown;
  secretsSet: string[];
  overview: Overview | undefined;
}) {
  const { t } = useTranslation('admin-payment');
  const [form] = Form.useForm<WechatValues>();
  const initial = initialValues('payment.wechat', stored);
  const verifyMode = Form.useWatch('verifyMode', form) ?? initial.verifyMode;
  const isSet = (field: string) => secretsSet.includes(`payment.wechat.${field}`);

  return (
    <ChannelCard
      settingKey="payment.wechat"
      title={t('channels.wechat')}
      form={form}
      initial={initial}
      test="wechat"
    >
      <Form.Item name="appId" label={t('wechat.appId')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="mchId" label={t('wechat.mchId')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="serialNo" label={t('wechat.serialNo')}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="privateKey"
        label={<SecretLabel label={t('wechat.privateKey')} isSet={isSet('privateKey')} />}
      >
        <PemField
          label={t('wechat.privateKey')}
          placeholder={isSet('privateKey') ? t('keepSecret') : undefined}
        />
      </Form.Item>
      <Form.Item
        name="apiV3Key"
        label={<SecretLabel label={t('wechat.apiV3Key')} isSet={isSet('apiV3Key')} />}
      >
        <Input.Password
          autoComplete="new-password"
          placeholder={isSet('apiV3Key') ? t('keepSecret') : undefined}
        />
      </Form.Item>
      <Form.Item name="verifyMode" label={t('wechat.verifyMode')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'certificate', label: t('wechat.certificate') },
            { value: 'publicKey', label: t('wechat.publicKey') },
          ]}
        />
      </Form.Item>
      {verifyMode === 'publicKey' ? (
        <>
          <Form.Item name="publicKeyId" label={t('wechat.publicKeyId')}>
            <Input placeholder="PUB_KEY_ID_…" autoComplete="off" />
          </Form.Item>
          <Form.Item name="publicKey" label={t('wechat.publicKeyPem')}>
            <PemField label={t('wechat.publicKeyPem')} />
          </Form.Item>
        </>
      ) : (
        <PlatformCertificates overview={overview} />
      )}
      <Form.Item
        name="apiBase"
        label={t('optionalOf', { label: t('wechat.apiBase') })}
        extra={t('wechat.apiBaseHelp')}
      >
        <Input placeholder="https://api.mch.weixin.qq.com" autoComplete="off" />
      </Form.Item>
      <Form.Item label={t('methodsLabel')} extra={t('wechat.jsapiHelp')}>
        <Space wrap size={16}>
          <Form.Item name="native" valuePropName="checked" noStyle>
            <Checkbox>{t('methods.native')}</Checkbox>
          </Form.Item>
          <Form.Item name="h5" valuePropName="checked" noStyle>
            <Checkbox>{t('methods.h5')}</Checkbox>
          </Form.Item>
          <Form.Item name="jsapi" valuePropName="checked" noStyle>
            <Checkbox>{t('methods.jsapi')}</Checkbox>
          </Form.Item>
        </Space>
      </Form.Item>
    </ChannelCard>
  );
}

/** The platform certificates the server keeps (it downloads them every 12 hours and on an unknown serial). */
function PlatformCertificates({ overview }: { overview: Overview | undefined }) {
  const { t } = useTranslation('admin-payment');
  if (!overview) return null;
  const certs = overview.wechat_certificates;
  const fetched = overview.wechat_certificates_fetched_at;
  return (
    <section aria-label={t('wechat.certs')} style={{ marginBottom: 24 }}>
      <Typography.Text strong>{t('wechat.certs')}</Typography.Text>
      {certs.length > 0 && (
        // A 40-digit serial and two dates: on a phone the table scrolls in its card, not the page, and
        // takes focus so a keyboard can scroll it too (WCAG 2.1.1).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <div className="admin-scroll-x" tabIndex={0}>
          <Table
            size="small"
            rowKey="serial"
            pagination={false}
            dataSource={certs}
            style={{ margin: '8px 0' }}
            columns={[
              { title: t('wechat.certSerial'), dataIndex: 'serial' },
              { title: t('wechat.certFrom'), dataIndex: 'effective_at', width: 180, render: fmt },
              { title: t('wechat.certTo'), dataIndex: 'expire_at', width: 180, render: fmt },
            ]}
          />
        </div>
      )}
      <div>
        <Typography.Text type="secondary">
          {certs.length > 0 || fetched
            ? t('wechat.certsFetched', { time: fmt(fetched) })
            : t('wechat.certsNever')}
        </Typography.Text>
      </div>
    </section>
  );
}
