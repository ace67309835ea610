import { PlusOutlined } from '@ant-design/icons';
import {
  adminCreateRole,
  adminUpdateRole,
  type TAdminRole,
  type TRoleInput,
} from '@shuyuan/contract/admin-orders';
import { Button, Form, Input, InputNumber, Modal, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminWrite } from '../../api/admin-mutation';
import { ROLES_KEY, useRoles } from './order-queries';
import './i18n/register';

export function RolePage() {
  const { t } = useTranslation('admin-orders');
  const roles = useRoles();
  const [editing, setEditing] = useState<TAdminRole | 'new' | null>(null);
  const [form] = Form.useForm<TRoleInput>();
  const create = useAdminWrite(adminCreateRole, [ROLES_KEY], t('done'));
  const update = useAdminWrite(adminUpdateRole, [ROLES_KEY], t('done'));

  const open = (role: TAdminRole | 'new') => {
    form.resetFields();
    if (role !== 'new') form.setFieldsValue(role);
    setEditing(role);
  };
  const submit = (body: TRoleInput) => {
    const done = { onSuccess: () => setEditing(null) };
    if (editing && editing !== 'new') update.mutate({ params: { id: editing.id }, body }, done);
    else create.mutate({ body }, done);
  };

  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={3}>{t('roles')}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {t('newRole')}
        </Button>
      </div>
      <Table<TAdminRole>
        rowKey="id"
        loading={roles.isLoading}
        dataSource={roles.data ?? []}
        pagination={false}
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
          {
            title: t('actions'),
            key: 'a',
            width: 90,
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => open(r)}>
                {t('edit')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('newRole') : t('editRole')}
        okText={t('save')}
        confirmLoading={create.isPending || update.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={submit}
          initialValues={{ expire_days: 30, weight: 0, is_show: true }}
        >
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
        </Form>
      </Modal>
    </>
  );
}
