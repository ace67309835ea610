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
import { useTranslation } from 'react-i18next';
import { callAdmin } from '../../admin-http';
import { useAdminWrite } from '../../api/admin-mutation';
import './i18n/register';

type Row = { id: number };
type Values = Record<string, unknown>;

export interface CrudPageProps<T extends Row> {
  title: string;
  /** What one row is, for the dialog's title (`New article`); default the page title. */
  noun?: string;
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
  const { t } = useTranslation('admin-content', { keyPrefix: 'crud' });
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
  const create = useAdminWrite(p.create, [key], t('saved'));
  const update = useAdminWrite(p.update, [key], t('saved'));
  const remove = useAdminWrite(p.remove, [key], t('deleted'));

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
          {t('create')}
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
            title: t('actions'),
            key: 'actions',
            width: 140,
            render: (_, row) => (
              <Space size={4}>
                <Button type="link" size="small" onClick={() => open(row)}>
                  {t('edit')}
                </Button>
                <Popconfirm
                  title={t('confirmDelete')}
                  onConfirm={() => remove.mutate({ params: { id: row.id } as never })}
                >
                  <Button type="link" size="small" danger>
                    {t('delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={t(editing === 'new' ? 'newOf' : 'editOf', { name: p.noun ?? p.title })}
        width={p.width ?? 640}
        okText={t('save')}
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
