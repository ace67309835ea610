import { PlusOutlined, ThunderboltOutlined } from '@ant-design/icons';
import {
  adminBatchPromoCodes,
  adminCreatePromoCode,
  adminDeletePromoCode,
  type TAdminPromoCode,
} from '@shuyuan/contract/admin-orders';
import {
  App,
  Button,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Table,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminWrite } from '../../api/admin-mutation';
import { fmtTime } from './format-time';
import { PROMO_KEY, usePromoCodes } from './order-queries';
import './i18n/register';

interface Values {
  code?: string;
  prefix?: string;
  count?: number;
  discount: number;
  use_times: number;
  range?: [Dayjs, Dayjs];
}

export function PromoCodePage() {
  const { t } = useTranslation('admin-orders');
  const { modal } = App.useApp();
  const [page, setPage] = useState(1);
  const [keywords, setKeywords] = useState('');
  const [mode, setMode] = useState<'single' | 'batch' | null>(null);
  const [form] = Form.useForm<Values>();
  const list = usePromoCodes({ page, size: 15, keywords: keywords || undefined });
  const create = useAdminWrite(adminCreatePromoCode, [PROMO_KEY], t('done'));
  const batch = useAdminWrite(adminBatchPromoCodes, [PROMO_KEY]);
  const remove = useAdminWrite(adminDeletePromoCode, [PROMO_KEY]);

  const submit = (v: Values) => {
    const rules = {
      discount: v.discount,
      use_times: v.use_times,
      started_at: v.range?.[0]?.valueOf() ?? null,
      expired_at: v.range?.[1]?.valueOf() ?? null,
    };
    if (mode === 'single')
      create.mutate({ body: { ...rules, code: v.code ?? '' } }, { onSuccess: () => setMode(null) });
    else
      batch.mutate(
        { body: { ...rules, prefix: v.prefix ?? '', count: v.count ?? 1 } },
        {
          onSuccess: ({ codes }) => {
            setMode(null);
            modal.success({
              title: t('generated', { n: String(codes.length) }),
              width: 560,
              content: <Input.TextArea readOnly rows={10} value={codes.join('\n')} />,
            });
          },
        },
      );
  };

  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={3}>{t('promoCodes')}</Typography.Title>
        <div className="admin-toolbar" style={{ margin: 0 }}>
          <Button
            icon={<ThunderboltOutlined />}
            onClick={() => {
              form.resetFields();
              setMode('batch');
            }}
          >
            {t('batchPromo')}
          </Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              form.resetFields();
              setMode('single');
            }}
          >
            {t('newPromoCode')}
          </Button>
        </div>
      </div>
      <div className="admin-toolbar">
        <Input.Search
          allowClear
          placeholder={t('code')}
          style={{ width: 260 }}
          onSearch={(v) => {
            setKeywords(v.trim());
            setPage(1);
          }}
        />
      </div>
      <Table<TAdminPromoCode>
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
          {
            title: t('code'),
            dataIndex: 'code',
            render: (v: string) => (
              <Typography.Text copyable code>
                {v}
              </Typography.Text>
            ),
          },
          {
            title: t('discountYuan'),
            dataIndex: 'discount',
            width: 150,
            render: (v: number) => `¥${v.toFixed(2)}`,
          },
          {
            title: t('usedTimes'),
            key: 'u',
            width: 120,
            render: (_, p) => `${p.used_times} / ${p.use_times || '∞'}`,
          },
          {
            title: t('validity'),
            key: 'v',
            width: 340,
            render: (_, p) =>
              p.started_at || p.expired_at
                ? `${fmtTime(p.started_at)} ~ ${fmtTime(p.expired_at)}`
                : t('forever'),
          },
          { title: t('createdAt'), dataIndex: 'created_at', width: 180, render: fmtTime },
          {
            title: t('actions'),
            key: 'a',
            width: 90,
            render: (_, p) => (
              <Popconfirm
                title={t('confirmDelete')}
                onConfirm={() => remove.mutate({ params: { id: p.id } })}
              >
                <Button type="link" size="small" danger>
                  {t('delete')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <Modal
        open={mode !== null}
        title={mode === 'batch' ? t('batchPromo') : t('newPromoCode')}
        okText={t('save')}
        confirmLoading={create.isPending || batch.isPending}
        onOk={() => form.submit()}
        onCancel={() => setMode(null)}
      >
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ use_times: 1, count: 10 }}>
          {mode === 'single' ? (
            <Form.Item name="code" label={t('code')} rules={[{ required: true, message: t('code') }]}>
              <Input maxLength={32} />
            </Form.Item>
          ) : (
            <div style={{ display: 'flex', gap: 16 }}>
              <Form.Item name="prefix" label={t('prefix')}>
                <Input maxLength={12} />
              </Form.Item>
              <Form.Item name="count" label={t('count')} rules={[{ required: true, message: t('count') }]}>
                <InputNumber min={1} max={500} />
              </Form.Item>
            </div>
          )}
          <div style={{ display: 'flex', gap: 16 }}>
            <Form.Item
              name="discount"
              label={t('discountYuan')}
              rules={[{ required: true, message: t('discountYuan') }]}
            >
              <InputNumber min={0.01} precision={2} prefix="¥" style={{ width: 180 }} />
            </Form.Item>
            <Form.Item name="use_times" label={t('useTimes')}>
              <InputNumber min={0} style={{ width: 180 }} />
            </Form.Item>
          </div>
          <Form.Item name="range" label={t('validity')}>
            <DatePicker.RangePicker showTime />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
