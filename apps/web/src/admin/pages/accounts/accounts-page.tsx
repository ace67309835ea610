import { adminRoles } from '@shuyuan/contract/admin';
import {
  adminCreateAccount,
  adminListAccounts,
  adminUpdateAccount,
  type TAdminAccount,
} from '@shuyuan/contract/admin-accounts';
import { Form, Input, Select, Switch, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../kit/list-page';
import '../../i18n/register';
import { formatDateTimeSeconds } from '#shared/time';

/** Administrator accounts: roles, lock, password reset (super admin only). */
export function AccountsPage() {
  const { t } = useTranslation('admin');
  const roleName = (r: TAdminAccount['role']) => t('role', { returnObjects: true })[r];
  return (
    <ListPage
      title={t('menuAdmins')}
      list={adminListAccounts}
      queryKey={['admin', 'accounts']}
      pageSize={false}
      columns={[
        { title: 'ID', dataIndex: 'id', width: 70 },
        { title: t('username'), dataIndex: 'username' },
        { title: t('accounts.name'), dataIndex: 'name' },
        {
          title: t('roleLabel'),
          dataIndex: 'role',
          render: (r: TAdminAccount['role']) => <Tag color="green">{roleName(r)}</Tag>,
        },
        {
          title: t('accounts.locked'),
          dataIndex: 'is_locked',
          render: (v: boolean) => (v ? <Tag color="red">{t('accounts.locked')}</Tag> : '-'),
        },
        {
          title: t('lastLogin'),
          dataIndex: 'last_login_at',
          render: (v: number | null) => (v ? formatDateTimeSeconds(v) : '-'),
        },
      ]}
      rowActions={{ title: '', width: 90 }}
      editor={{
        create: adminCreateAccount,
        update: adminUpdateAccount,
        titles: { create: t('accounts.create'), edit: t('accounts.edit') },
        createLabel: t('accounts.create'),
        width: 520,
        toForm: (a) => (a ? { ...a, password: '' } : { role: 'editor' }),
        toBody: ({ username, name, role, is_locked, password = '' }, a) =>
          a ? { name, role, is_locked: Boolean(is_locked), password } : { username, name, role, password },
        fields: (a) => (
          <>
            <Form.Item
              name="username"
              label={t('username')}
              rules={[{ required: !a, message: t('required') }]}
            >
              <Input disabled={Boolean(a)} maxLength={32} />
            </Form.Item>
            <Form.Item
              name="name"
              label={t('accounts.name')}
              rules={[{ required: true, message: t('required') }]}
            >
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item name="role" label={t('roleLabel')}>
              <Select options={adminRoles.map((r) => ({ value: r, label: roleName(r) }))} />
            </Form.Item>
            <Form.Item
              name="password"
              label={a ? t('accounts.newPassword') : t('password')}
              rules={[{ required: !a, message: t('required') }]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            {a && (
              <Form.Item name="is_locked" label={t('accounts.locked')} valuePropName="checked">
                <Switch />
              </Form.Item>
            )}
          </>
        ),
      }}
    />
  );
}
