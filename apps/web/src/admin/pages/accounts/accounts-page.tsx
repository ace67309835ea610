import { PlusOutlined } from '@ant-design/icons';
import { adminRoles } from '@shuyuan/contract/admin';
import {
  adminCreateAccount,
  adminListAccounts,
  adminUpdateAccount,
  type TAdminAccount,
} from '@shuyuan/contract/admin-accounts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callAdmin } from '../../admin-http';
import { useAdminWrite } from '../../api/admin-mutation';
import '../../i18n/register';

const KEY = ['admin', 'accounts'] as const;

interface Values {
  username: string;
  name: string;
  role: TAdminAccount['role'];
  is_locked?: boolean;
  password?: string;
}

/** Administrator accounts: roles, lock, password reset (super admin only). */
export function AccountsPage() {
  const { t } = useTranslation('admin');
  const list = useQuery({ queryKey: KEY, queryFn: () => callAdmin(adminListAccounts) });
  const [editing, setEditing] = useState<TAdminAccount | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  const create = useAdminWrite(adminCreateAccount, [KEY], t('accounts.saved'));
  const update = useAdminWrite(adminUpdateAccount, [KEY], t('accounts.saved'));

  const open = (a: TAdminAccount | 'new') => {
    form.resetFields();
    if (a !== 'new') form.setFieldsValue({ ...a, password: '' });
    setEditing(a);
  };
  const submit = (v: Values) => {
    const done = { onSuccess: () => setEditing(null) };
    if (editing && editing !== 'new')
      update.mutate(
        {
          params: { id: editing.id },
          body: { name: v.name, role: v.role, is_locked: Boolean(v.is_locked), password: v.password ?? '' },
        },
        done,
      );
    else
      create.mutate(
        { body: { username: v.username, name: v.name, role: v.role, password: v.password ?? '' } },
        done,
      );
  };

  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={3}>{t('menuAdmins')}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {t('accounts.create')}
        </Button>
      </div>
      <Table<TAdminAccount>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        pagination={false}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('username'), dataIndex: 'username' },
          { title: t('accounts.name'), dataIndex: 'name' },
          {
            title: t('roleLabel'),
            dataIndex: 'role',
            render: (r: TAdminAccount['role']) => (
              <Tag color="green">{t('role', { returnObjects: true })[r]}</Tag>
            ),
          },
          {
            title: t('accounts.locked'),
            dataIndex: 'is_locked',
            render: (v: boolean) => (v ? <Tag color="red">{t('accounts.locked')}</Tag> : '-'),
          },
          {
            title: t('lastLogin'),
            dataIndex: 'last_login_at',
            render: (v: number | null) => (v ? new Date(v).toLocaleString() : '-'),
          },
          {
            title: '',
            key: 'a',
            width: 90,
            render: (_, a) => (
              <Button type="link" size="small" onClick={() => open(a)}>
                {t('accounts.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('accounts.create') : t('accounts.edit')}
        okText={t('accounts.save')}
        confirmLoading={create.isPending || update.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
      >
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ role: 'editor' }}>
          <Form.Item
            name="username"
            label={t('username')}
            rules={[{ required: editing === 'new', message: t('required') }]}
          >
            <Input disabled={editing !== 'new'} maxLength={32} />
          </Form.Item>
          <Form.Item
            name="name"
            label={t('accounts.name')}
            rules={[{ required: true, message: t('required') }]}
          >
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="role" label={t('roleLabel')}>
            <Select
              options={adminRoles.map((r) => ({ value: r, label: t('role', { returnObjects: true })[r] }))}
            />
          </Form.Item>
          <Form.Item
            name="password"
            label={editing === 'new' ? t('password') : t('accounts.newPassword')}
            rules={[{ required: editing === 'new', message: t('required') }]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          {editing !== 'new' && (
            <Form.Item name="is_locked" label={t('accounts.locked')} valuePropName="checked">
              <Switch />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
