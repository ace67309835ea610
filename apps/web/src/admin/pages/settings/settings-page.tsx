import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { adminUpdateSettings } from '@shuyuan/contract/admin-settings';
import { Button, Form, Input, Space, Spin, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAdminWrite } from '../../api/admin-mutation';
import { ThumbField } from '../courses/thumb-field';
import { PaymentPanel } from './payment/payment-panel';
import { SettingInput } from './setting-input';
import { fieldLabel, SETTING_GROUPS, type SettingGroup } from './settings-groups';
import { SETTINGS_KEY as KEY, useSettings } from './settings-queries';
import { StorageTest } from './storage-test';
import './i18n/register';

type Values = Record<string, unknown>;
/** MeEdu's watermark placeholders, named in the help as they are typed (the server fills them in). */
const WATERMARK_PLACEHOLDERS = {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: literal placeholders, not templates
  mobile: '${mobile}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: literal placeholders, not templates
  uid: '${user.id}',
};
const path = (key: string, field?: string) => (field ? [key, field] : [key]);

function GroupForm({
  group,
  values,
  secretsSet,
}: {
  group: SettingGroup;
  values: Values;
  secretsSet: string[];
}) {
  const { t } = useTranslation('admin-settings');
  const save = useAdminWrite(adminUpdateSettings, [KEY], t('saved'));
  const keys = [...new Set(group.fields.map((f) => f.key))];
  const initial = Object.fromEntries(keys.map((k) => [k, values[k]]));
  const submit = (v: Values) => {
    const picked = Object.fromEntries(keys.filter((k) => v[k] !== undefined).map((k) => [k, v[k]]));
    save.mutate({ body: { values: picked } });
  };
  return (
    <Form
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      style={{ maxWidth: group.key === 'protocols' ? 1400 : 720 }}
    >
      <div className={group.key === 'func' ? 'admin-switch-grid' : undefined}>
        {group.fields.map((f) => (
          <Form.Item
            key={`${f.key}.${f.field ?? ''}`}
            name={path(f.key, f.field)}
            label={fieldLabel(t, f.label)}
            extra={f.notBuilt ? t('help.notBuilt') : f.help && t(`help.${f.help}`, WATERMARK_PLACEHOLDERS)}
          >
            <SettingInput field={f} isSet={secretsSet.includes(`${f.key}.${f.field}`)} />
          </Form.Item>
        ))}
      </div>
      {group.key === 'storage' && <StorageTest />}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('save')}
      </Button>
    </Form>
  );
}

function ContactForm({ values }: { values: Values }) {
  const { t } = useTranslation('admin-settings');
  const save = useAdminWrite(adminUpdateSettings, [KEY], t('saved'));
  return (
    <Form
      layout="vertical"
      initialValues={{ contact: values.contact }}
      onFinish={(v: Values) => save.mutate({ body: { values: { contact: v.contact as never } } })}
      style={{ maxWidth: 900 }}
    >
      <Form.Item name={['contact', 'address']} label={t('contact.address')}>
        <Input />
      </Form.Item>
      <Form.Item name={['contact', 'phone']} label={t('contact.phone')}>
        <Input />
      </Form.Item>
      <Form.Item name={['contact', 'email']} label={t('contact.email')}>
        <Input />
      </Form.Item>
      <Form.List name={['contact', 'qrcodes']}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((f) => (
              <Space key={f.key} align="start" size={16} style={{ display: 'flex', marginBottom: 8 }}>
                <Form.Item
                  name={[f.name, 'name']}
                  label={t('contact.name')}
                  rules={[{ required: true, message: t('required') }]}
                >
                  <Input style={{ width: 160 }} />
                </Form.Item>
                <Form.Item name={[f.name, 'url']} label={t('contact.link')}>
                  <Input style={{ width: 240 }} />
                </Form.Item>
                <Form.Item name={[f.name, 'image']} label={t('contact.qrcode')}>
                  <ThumbField />
                </Form.Item>
                <MinusCircleOutlined
                  aria-label={t('remove')}
                  style={{ marginTop: 36 }}
                  onClick={() => remove(f.name)}
                />
              </Space>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ name: '', url: '', image: '' })}
              style={{ marginBottom: 24 }}
            >
              {t('contact.addQrcode')}
            </Button>
          </>
        )}
      </Form.List>
      <div>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
      </div>
    </Form>
  );
}

/** Site settings by tab; each tab saves its own keys. Secrets are write-only. */
export function SettingsPage() {
  const { t } = useTranslation('admin-settings');
  const settings = useSettings();
  if (!settings.data) return <Spin style={{ display: 'block', margin: 80 }} />;
  const { values, secrets_set } = settings.data;
  const tabs = SETTING_GROUPS.map((g) => ({
    key: g.key,
    label: t('groups', { returnObjects: true })[g.key],
    children: <GroupForm key={g.key} group={g} values={values} secretsSet={secrets_set} />,
  }));
  // Payment is a panel of its own (channels, overview, 测试连接), where its tab always stood: after social login.
  tabs.splice(SETTING_GROUPS.findIndex((g) => g.key === 'socialite') + 1, 0, {
    key: 'payment',
    label: t('groups.payment'),
    children: <PaymentPanel values={values} secretsSet={secrets_set} />,
  });
  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={3}>{t('page')}</Typography.Title>
      </div>
      <Tabs
        className="admin-settings-tabs"
        tabPlacement="start"
        items={[
          ...tabs,
          { key: 'contact', label: t('groups.contact'), children: <ContactForm values={values} /> },
        ]}
      />
    </>
  );
}
