import { adminCreateRole, adminListRoles, adminUpdateRole } from '@shuyuan/contract/admin-orders';
import { Form, Input, InputNumber, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../kit/list-page';
import { ROLES_KEY } from './order-queries';
import './i18n/register';

export function RolePage() {
  const { t } = useTranslation('admin-orders');
  return (
    <ListPage
      title={t('roles')}
      list={adminListRoles}
      queryKey={ROLES_KEY}
      pageSize={false}
      columns={[
        { title: t('roleName'), dataIndex: 'name', width: 200 },
        { title: t('price'), dataIndex: 'charge', width: 140, render: (v: number) => `¥${v.toFixed(2)}` },
        { title: t('expireDays'), dataIndex: 'expire_days', width: 120 },
        { title: t('weight'), dataIndex: 'weight', width: 120 },
        {
          title: t('description'),
          dataIndex: 'description',
          render: (v: string) =>
            v
              .split('\n')
              .filter(Boolean)
              .map((l) => <Tag key={l}>{l}</Tag>),
        },
        {
          title: t('isShow'),
          dataIndex: 'is_show',
          width: 90,
          render: (v: boolean) => (v ? <Tag color="success">{t('yes')}</Tag> : <Tag>{t('no')}</Tag>),
        },
      ]}
      rowActions={{ width: 90 }}
      editor={{
        create: adminCreateRole,
        update: adminUpdateRole,
        titles: { create: t('newRole'), edit: t('editRole') },
        createLabel: t('newRole'),
        saved: t('done'),
        width: 520,
        toForm: (role) => role ?? { expire_days: 30, weight: 0, is_show: true },
        fields: () => (
          <>
            <Form.Item name="name" label={t('roleName')} rules={[{ required: true, message: t('roleName') }]}>
              <Input maxLength={64} />
            </Form.Item>
            <div style={{ display: 'flex', gap: 16 }}>
              <Form.Item name="charge" label={t('price')} rules={[{ required: true, message: t('price') }]}>
                <InputNumber min={0} precision={2} prefix="¥" />
              </Form.Item>
              <Form.Item name="expire_days" label={t('expireDays')}>
                <InputNumber min={1} />
              </Form.Item>
              <Form.Item name="weight" label={t('weight')}>
                <InputNumber min={0} />
              </Form.Item>
              <Form.Item name="is_show" label={t('isShow')} valuePropName="checked">
                <Switch />
              </Form.Item>
            </div>
            <Form.Item name="description" label={t('description')}>
              <Input.TextArea rows={4} />
            </Form.Item>
          </>
        ),
      }}
    />
  );
}
