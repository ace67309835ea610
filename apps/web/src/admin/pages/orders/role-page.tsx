import { PlusOutlined } from '@ant-design/icons';
import {
  adminCreateRole,
  adminUpdateRole,
  type TAdminRole,
  type TRoleInput,
} from '@shuyuan/contract/admin-orders';
import { Button, Form, Input, InputNumber, Modal, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useAdminWrite } from '../../api/admin-mutation';
import { ROLES_KEY, useRoles } from './order-queries';
import { useOrdersText } from './orders-text';

export function RolePage() {
  const text = useOrdersText();
  const roles = useRoles();
  const [editing, setEditing] = useState<TAdminRole | 'new' | null>(null);
  const [form] = Form.useForm<TRoleInput>();
  const create = useAdminWrite(adminCreateRole, [ROLES_KEY], text.done);
  const update = useAdminWrite(adminUpdateRole, [ROLES_KEY], text.done);

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
        <Typography.Title level={3}>{text.roles}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {text.newRole}
        </Button>
      </div>
      <Table<TAdminRole>
        rowKey="id"
        loading={roles.isLoading}
        dataSource={roles.data ?? []}
        pagination={false}
        columns={[
          { title: text.roleName, dataIndex: 'name', width: 200 },
          { title: text.price, dataIndex: 'charge', width: 140, render: (v: number) => `¥${v.toFixed(2)}` },
          { title: text.expireDays, dataIndex: 'expire_days', width: 120 },
          { title: text.weight, dataIndex: 'weight', width: 120 },
          {
            title: text.description,
            dataIndex: 'description',
            render: (v: string) =>
              v
                .split('\n')
                .filter(Boolean)
                .map((l) => <Tag key={l}>{l}</Tag>),
          },
          {
            title: text.isShow,
            dataIndex: 'is_show',
            width: 90,
            render: (v: boolean) => (v ? <Tag color="success">{text.yes}</Tag> : <Tag>{text.no}</Tag>),
          },
          {
            title: text.actions,
            key: 'a',
            width: 90,
            render: (_, r) => (
              <Button type="link" size="small" onClick={() => open(r)}>
                {text.edit}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? text.newRole : text.editRole}
        okText={text.save}
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
          <Form.Item name="name" label={text.roleName} rules={[{ required: true, message: text.roleName }]}>
            <Input maxLength={64} />
          </Form.Item>
          <div style={{ display: 'flex', gap: 16 }}>
            <Form.Item name="charge" label={text.price} rules={[{ required: true, message: text.price }]}>
              <InputNumber min={0} precision={2} prefix="¥" />
            </Form.Item>
            <Form.Item name="expire_days" label={text.expireDays}>
              <InputNumber min={1} />
            </Form.Item>
            <Form.Item name="weight" label={text.weight}>
              <InputNumber min={0} />
            </Form.Item>
            <Form.Item name="is_show" label={text.isShow} valuePropName="checked">
              <Switch />
            </Form.Item>
          </div>
          <Form.Item name="description" label={text.description}>
            <Input.TextArea rows={4} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
