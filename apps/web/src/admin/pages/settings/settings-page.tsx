import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { adminGetSettings, adminUpdateSettings } from '@shuyuan/contract/admin-settings';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Space, Spin, Tabs, Typography } from 'antd';
import { callAdmin } from '../../admin-http';
import { useAdminWrite } from '../../api/admin-mutation';
import { ThumbField } from '../courses/thumb-field';
import { SettingInput } from './setting-input';
import { fieldLabel, SETTING_GROUPS, type SettingGroup } from './settings-groups';
import { useSettingsText } from './settings-text';

const KEY = ['admin', 'settings'] as const;
type Values = Record<string, unknown>;
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
  const text = useSettingsText();
  const save = useAdminWrite(adminUpdateSettings, [KEY], text.saved);
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
            label={fieldLabel(text, f.label)}
          >
            <SettingInput field={f} isSet={secretsSet.includes(`${f.key}.${f.field}`)} />
          </Form.Item>
        ))}
      </div>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {text.save}
      </Button>
    </Form>
  );
}

function ContactForm({ values }: { values: Values }) {
  const text = useSettingsText();
  const save = useAdminWrite(adminUpdateSettings, [KEY], text.saved);
  return (
    <Form
      layout="vertical"
      initialValues={{ contact: values.contact }}
      onFinish={(v: Values) => save.mutate({ body: { values: { contact: v.contact as never } } })}
      style={{ maxWidth: 900 }}
    >
      <Form.Item name={['contact', 'address']} label={text.contact.address}>
        <Input />
      </Form.Item>
      <Form.Item name={['contact', 'phone']} label={text.contact.phone}>
        <Input />
      </Form.Item>
      <Form.Item name={['contact', 'email']} label={text.contact.email}>
        <Input />
      </Form.Item>
      <Form.List name={['contact', 'qrcodes']}>
        {(fields, { add, remove }) => (
          <>
            {fields.map((f) => (
              <Space key={f.key} align="start" size={16} style={{ display: 'flex', marginBottom: 8 }}>
                <Form.Item
                  name={[f.name, 'name']}
                  label={text.contact.name}
                  rules={[{ required: true, message: text.required }]}
                >
                  <Input style={{ width: 160 }} />
                </Form.Item>
                <Form.Item name={[f.name, 'url']} label={text.contact.link}>
                  <Input style={{ width: 240 }} />
                </Form.Item>
                <Form.Item name={[f.name, 'image']} label={text.contact.qrcode}>
                  <ThumbField />
                </Form.Item>
                <MinusCircleOutlined
                  aria-label={text.remove}
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
              {text.contact.addQrcode}
            </Button>
          </>
        )}
      </Form.List>
      <div>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {text.save}
        </Button>
      </div>
    </Form>
  );
}

/** Site settings by tab; each tab saves its own keys. Secrets are write-only. */
export function SettingsPage() {
  const text = useSettingsText();
  const settings = useQuery({ queryKey: KEY, queryFn: () => callAdmin(adminGetSettings) });
  if (!settings.data) return <Spin style={{ display: 'block', margin: 80 }} />;
  const { values, secrets_set } = settings.data;
  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={3}>{text.page}</Typography.Title>
      </div>
      <Tabs
        tabPlacement="start"
        items={[
          ...SETTING_GROUPS.map((g) => ({
            key: g.key,
            label: text.groups[g.key],
            children: <GroupForm key={g.key} group={g} values={values} secretsSet={secrets_set} />,
          })),
          { key: 'contact', label: text.groups.contact, children: <ContactForm values={values} /> },
        ]}
      />
    </>
  );
}
