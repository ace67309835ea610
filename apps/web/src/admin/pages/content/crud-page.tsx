import { PlusOutlined } from '@ant-design/icons';
import type { Endpoint, EndpointQuery } from '@shuyuan/contract/endpoint';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Button,
  Form,
  type FormInstance,
  Modal,
  Popconfirm,
  Space,
  Table,
  type TableColumnsType,
  Typography,
} from 'antd';
import { type ReactNode, useState } from 'react';
import { callAdmin } from '../../admin-http';
import { useAdminWrite } from '../../api/admin-mutation';

type Row = { id: number };
type Values = Record<string, unknown>;

export interface CrudPageProps<T extends Row> {
  title: string;
  name: string;
  list: Endpoint;
  create: Endpoint;
  update: Endpoint;
  remove: Endpoint;
  columns: TableColumnsType<T>;
  /** The form's fields (the same for new and edit). */
  fields: (form: FormInstance) => ReactNode;
  /** Row → form values; defaults for a new row. */
  toForm: (row: T | null) => Values;
  /** Form values → request body. */
  toBody?: (values: Values) => Values;
  filters?: (set: (q: Values) => void) => ReactNode;
  width?: number;
}

/** A table of rows with new / edit (one modal form) / delete, for the console's simple content tables. */
export function CrudPage<T extends Row>(p: CrudPageProps<T>) {
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<Values>({});
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [form] = Form.useForm();
  const key = ['admin', p.name];
  const query = { page, size: 15, ...filter } as EndpointQuery<Endpoint>;
  const list = useQuery({
    queryKey: [...key, query],
    queryFn: () => callAdmin(p.list, { query }) as Promise<{ total: number; data: T[] }>,
    placeholderData: keepPreviousData,
  });
  const create = useAdminWrite(p.create, [key], '已保存');
  const update = useAdminWrite(p.update, [key], '已保存');
  const remove = useAdminWrite(p.remove, [key], '已删除');

  const open = (row: T | 'new') => {
    form.resetFields();
    form.setFieldsValue(p.toForm(row === 'new' ? null : row));
    setEditing(row);
  };
  const submit = (values: Values) => {
    const body = (p.toBody ? p.toBody(values) : values) as never;
    const done = { onSuccess: () => setEditing(null) };
    if (editing && editing !== 'new') update.mutate({ params: { id: editing.id } as never, body }, done);
    else create.mutate({ body }, done);
  };

  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={3}>{p.title}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          新建
        </Button>
      </div>
      {p.filters && (
        <div className="admin-toolbar">
          {p.filters((q) => {
            setFilter(q);
            setPage(1);
          })}
        </div>
      )}
      <Table<T>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        pagination={{
          current: page,
          pageSize: 15,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          ...p.columns,
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_, row) => (
              <Space size={4}>
                <Button type="link" size="small" onClick={() => open(row)}>
                  编辑
                </Button>
                <Popconfirm
                  title="确定删除？"
                  onConfirm={() => remove.mutate({ params: { id: row.id } as never })}
                >
                  <Button type="link" size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? `新建${p.title}` : `编辑${p.title}`}
        width={p.width ?? 640}
        okText="保存"
        confirmLoading={create.isPending || update.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          {p.fields(form)}
        </Form>
      </Modal>
    </>
  );
}
