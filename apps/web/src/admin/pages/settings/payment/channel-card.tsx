import { adminUpdateSettings } from '@shuyuan/contract/admin-settings';
import type { EndpointBody } from '@shuyuan/contract/endpoint';
import { Alert, Button, Card, Form, type FormInstance, Space, Switch, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminWrite } from '#admin/api/admin-mutation';
import { SETTINGS_KEY } from '../settings-queries';
import { type PaymentKey, type PaymentValues, paymentBody, SECRET_FIELDS } from './payment-fields';
import { PAYMENT_OVERVIEW_KEY, useTestPayment } from './payment-queries';
import './i18n/register';

type SettingsBody = EndpointBody<typeof adminUpdateSettings>;

/**
 * One channel's card: its 启用 switch, its fields (children), its own 保存 and, for the two merchant
 * channels, 测试连接. A refusal (a key that does not parse, a channel enabled before it is complete) is
 * shown inside the card and the form keeps everything typed; after a save the secrets typed are cleared,
 * so the card shows them as 已设置 rather than holding them on screen.
 */
export function ChannelCard<K extends PaymentKey>({
  settingKey,
  title,
  form,
  initial,
  test,
  children,
}: {
  settingKey: K;
  title: string;
  form: FormInstance<PaymentValues<K>>;
  initial: PaymentValues<K>;
  test?: 'alipay' | 'wechat';
  children: ReactNode;
}) {
  const { t } = useTranslation('admin-payment');
  const save = useAdminWrite(adminUpdateSettings, [SETTINGS_KEY, PAYMENT_OVERVIEW_KEY], t('saved'));
  // Whether the form differs from what was saved: 测试连接 reads the saved settings only.
  const [dirty, setDirty] = useState(false);
  const tester = useTestPayment();

  const submit = () => {
    // All the form holds (hidden modes included); paymentBody keeps the fields on screen.
    const body = paymentBody(settingKey, form.getFieldsValue(true) as PaymentValues<K>);
    const values = { [settingKey]: body } as SettingsBody['values'];
    save.mutate(
      { body: { values } },
      {
        onSuccess: () => {
          const blank = Object.fromEntries(SECRET_FIELDS[settingKey].map((f) => [f, '']));
          form.setFieldsValue(blank as never);
          setDirty(false);
        },
      },
    );
  };

  return (
    <Form
      form={form}
      // Prefixes the fields' ids (payment-alipay_appId): both merchant cards have an appId on one page.
      name={settingKey.replace('.', '-')}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      onValuesChange={() => setDirty(true)}
    >
      <Card
        role="region"
        aria-label={title}
        title={title}
        extra={
          <Space size={8}>
            <span aria-hidden>{t('enable')}</span>
            <Form.Item name="enabled" valuePropName="checked" noStyle>
              <Switch aria-label={t('enableOf', { name: title })} />
            </Form.Item>
          </Space>
        }
      >
        {children}
        {save.error && (
          <Alert
            type="error"
            showIcon
            title={`${t('refused')}${save.error.message}`}
            style={{ marginBottom: 16 }}
          />
        )}
        <Space wrap size={12} align="center">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('save')}
          </Button>
          {test && (
            <>
              <Button onClick={() => tester.mutate(test)} loading={tester.isPending}>
                {t('test.button')}
              </Button>
              <Typography.Text type={dirty ? 'warning' : 'secondary'}>
                {dirty ? t('test.unsaved') : t('test.hint')}
              </Typography.Text>
            </>
          )}
        </Space>
        {test && <TestAnswer test={tester} />}
      </Card>
    </Form>
  );
}

/** 测试连接's answer (or why the call itself failed), until the next test starts. */
function TestAnswer({ test }: { test: ReturnType<typeof useTestPayment> }) {
  const { t } = useTranslation('admin-payment');
  if (test.isPending) return null;
  if (test.error)
    return (
      <Alert
        type="error"
        showIcon
        title={t('test.failed')}
        description={test.error.message}
        style={{ marginTop: 16 }}
      />
    );
  if (!test.data) return null;
  const { ok, message } = test.data;
  return (
    <Alert
      type={ok ? 'success' : 'error'}
      showIcon
      title={ok ? t('test.ok') : t('test.failed')}
      description={message || undefined}
      style={{ marginTop: 16 }}
    />
  );
}
