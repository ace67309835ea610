import type { adminPaymentOverview } from '@shuyuan/contract/admin-payments';
import type { EndpointData } from '@shuyuan/contract/endpoint';
import { Checkbox, Form, Input, Radio, Space, Table, Typography } from 'antd';
import { ChannelCard } from './channel-card';
import { initialValues, type WechatValues } from './payment-fields';
import { fill, usePaymentText } from './payment-text';
import { PemField, SecretLabel } from './pem-field';

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
  const text = usePaymentText();
  const t = text.wechat;
  const [form] = Form.useForm<WechatValues>();
  const initial = initialValues('payment.wechat', stored);
  const verifyMode = Form.useWatch('verifyMode', form) ?? initial.verifyMode;
  const isSet = (field: string) => secretsSet.includes(`payment.wechat.${field}`);

  return (
    <ChannelCard
      settingKey="payment.wechat"
      title={text.channels.wechat}
      form={form}
      initial={initial}
      test="wechat"
    >
      <Form.Item name="appId" label={t.appId}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="mchId" label={t.mchId}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="serialNo" label={t.serialNo}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="privateKey" label={<SecretLabel label={t.privateKey} isSet={isSet('privateKey')} />}>
        <PemField label={t.privateKey} placeholder={isSet('privateKey') ? text.keepSecret : undefined} />
      </Form.Item>
      <Form.Item name="apiV3Key" label={<SecretLabel label={t.apiV3Key} isSet={isSet('apiV3Key')} />}>
        <Input.Password
          autoComplete="new-password"
          placeholder={isSet('apiV3Key') ? text.keepSecret : undefined}
        />
      </Form.Item>
      <Form.Item name="verifyMode" label={t.verifyMode}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'certificate', label: t.certificate },
            { value: 'publicKey', label: t.publicKey },
          ]}
        />
      </Form.Item>
      {verifyMode === 'publicKey' ? (
        <>
          <Form.Item name="publicKeyId" label={t.publicKeyId}>
            <Input placeholder="PUB_KEY_ID_…" autoComplete="off" />
          </Form.Item>
          <Form.Item name="publicKey" label={t.publicKeyPem}>
            <PemField label={t.publicKeyPem} />
          </Form.Item>
        </>
      ) : (
        <PlatformCertificates overview={overview} />
      )}
      <Form.Item name="apiBase" label={fill(text.optionalOf, { label: t.apiBase })} extra={t.apiBaseHelp}>
        <Input placeholder="https://api.mch.weixin.qq.com" autoComplete="off" />
      </Form.Item>
      <Form.Item label={text.methodsLabel} extra={t.jsapiHelp}>
        <Space wrap size={16}>
          <Form.Item name="native" valuePropName="checked" noStyle>
            <Checkbox>{text.methods.native}</Checkbox>
          </Form.Item>
          <Form.Item name="h5" valuePropName="checked" noStyle>
            <Checkbox>{text.methods.h5}</Checkbox>
          </Form.Item>
          <Form.Item name="jsapi" valuePropName="checked" noStyle>
            <Checkbox>{text.methods.jsapi}</Checkbox>
          </Form.Item>
        </Space>
      </Form.Item>
    </ChannelCard>
  );
}

/** The platform certificates the server keeps (it downloads them every 12 hours and on an unknown serial). */
function PlatformCertificates({ overview }: { overview: Overview | undefined }) {
  const text = usePaymentText();
  const t = text.wechat;
  if (!overview) return null;
  const certs = overview.wechat_certificates;
  const fetched = overview.wechat_certificates_fetched_at;
  return (
    <section aria-label={t.certs} style={{ marginBottom: 24 }}>
      <Typography.Text strong>{t.certs}</Typography.Text>
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
              { title: t.certSerial, dataIndex: 'serial' },
              { title: t.certFrom, dataIndex: 'effective_at', width: 180, render: fmt },
              { title: t.certTo, dataIndex: 'expire_at', width: 180, render: fmt },
            ]}
          />
        </div>
      )}
      <div>
        <Typography.Text type="secondary">
          {certs.length > 0 || fetched ? fill(t.certsFetched, { time: fmt(fetched) }) : t.certsNever}
        </Typography.Text>
      </div>
    </section>
  );
}
