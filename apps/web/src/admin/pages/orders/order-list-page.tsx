import type { TAdminOrderItem } from '@shuyuan/contract/admin-orders';
import { ORDER_STATUS } from '@shuyuan/contract/commerce';
import { PAY_CHANNELS } from '@shuyuan/contract/payments';
import { Button, DatePicker, Input, InputNumber, Select, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fmtTime } from './format-time';
import { OrderDetailDrawer } from './order-detail-drawer';
import { useOrderList } from './order-queries';
import './i18n/register';

const PAGE_SIZE = 15;

export function OrderListPage() {
  const { t } = useTranslation('admin-orders');
  // Names by the server's codes (an unknown code shows as it is).
  const statusText: Record<number, string> = t('statusText', { returnObjects: true });
  const goodsType: Record<string, string> = t('goodsType', { returnObjects: true });
  const paymentText: Record<string, string> = t('paymentText', { returnObjects: true });
  const [page, setPage] = useState(1);
  const [orderNo, setOrderNo] = useState('');
  const [userId, setUserId] = useState<number | null>(null);
  const [status, setStatus] = useState<number | undefined>();
  const [payment, setPayment] = useState<string | undefined>();
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const list = useOrderList({
    page,
    size: PAGE_SIZE,
    order_no: orderNo || undefined,
    user_id: userId ?? undefined,
    status,
    payment,
    from: range?.[0]?.startOf('day').valueOf(),
    to: range?.[1]?.endOf('day').valueOf(),
  });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };

  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={3}>{t('orders')}</Typography.Title>
      </div>
      <div className="admin-toolbar">
        <Input.Search
          allowClear
          placeholder={t('searchOrderNo')}
          style={{ width: 260 }}
          onSearch={(v) => reset(setOrderNo)(v.trim())}
        />
        <InputNumber
          placeholder={t('memberId')}
          min={1}
          style={{ width: 140 }}
          value={userId}
          onChange={reset(setUserId)}
        />
        <Select
          allowClear
          placeholder={t('allStatus')}
          // The placeholder is not the combobox's name: it goes once a value is chosen.
          aria-label={t('allStatus')}
          style={{ width: 140 }}
          value={status}
          onChange={reset(setStatus)}
          options={Object.entries(statusText).map(([value, label]) => ({ value: Number(value), label }))}
        />
        <Select
          allowClear
          placeholder={t('allPayments')}
          aria-label={t('allPayments')}
          style={{ width: 160 }}
          value={payment}
          onChange={reset(setPayment)}
          options={PAY_CHANNELS.map((value) => ({
            value,
            label: paymentText[value],
          }))}
        />
        <DatePicker.RangePicker value={range} onChange={(v) => reset(setRange)(v)} />
      </div>
      <Table<TAdminOrderItem>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          {
            title: t('orderNo'),
            dataIndex: 'order_no',
            width: 250,
            render: (v: string) => <Typography.Text copyable>{v}</Typography.Text>,
          },
          {
            title: t('member'),
            key: 'm',
            width: 180,
            render: (_, o) => (
              <span>
                {o.user_nick_name}
                <br />
                <Typography.Text type="secondary">{o.user_mobile}</Typography.Text>
              </span>
            ),
          },
          {
            title: t('goods'),
            key: 'g',
            render: (_, o) => (
              <Space>
                <Tag>{goodsType[o.goods_type] ?? o.goods_type}</Tag>
                {o.goods_name}
              </Space>
            ),
          },
          { title: t('total'), dataIndex: 'total', width: 110, render: (v: number) => `¥${v.toFixed(2)}` },
          {
            title: t('payment'),
            dataIndex: 'payment',
            width: 120,
            // No channel yet: free when it costs nothing, else the member has not chosen (decision 025).
            render: (v: string, o) => (v ? (paymentText[v] ?? v) : o.total === 0 ? paymentText[''] : '-'),
          },
          {
            title: t('status'),
            key: 's',
            width: 140,
            render: (_, o) => (
              <Space size={4}>
                <Tag
                  color={
                    o.status === ORDER_STATUS.paid
                      ? 'success'
                      : o.status === ORDER_STATUS.cancelled
                        ? 'default'
                        : 'processing'
                  }
                >
                  {statusText[o.status] ?? o.status}
                </Tag>
                {o.is_refund && <Tag color="red">{t('refunded')}</Tag>}
              </Space>
            ),
          },
          { title: t('createdAt'), dataIndex: 'created_at', width: 180, render: fmtTime },
          {
            title: t('actions'),
            key: 'a',
            width: 90,
            render: (_, o) => (
              <Button type="link" size="small" onClick={() => setOpen(o.id)}>
                {t('detail')}
              </Button>
            ),
          },
        ]}
      />
      <OrderDetailDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
