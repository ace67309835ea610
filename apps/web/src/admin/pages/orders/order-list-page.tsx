import type { TAdminOrderItem } from '@shuyuan/contract/admin-orders';
import { ORDER_STATUS } from '@shuyuan/contract/commerce';
import { PAY_CHANNELS } from '@shuyuan/contract/payments';
import { Button, DatePicker, Input, InputNumber, Select, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { OrderDetailDrawer } from './order-detail-drawer';
import { useOrderList } from './order-queries';
import { fmtTime, useOrdersText } from './orders-text';

const PAGE_SIZE = 15;

export function OrderListPage() {
  const text = useOrdersText();
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
        <Typography.Title level={3}>{text.orders}</Typography.Title>
      </div>
      <div className="admin-toolbar">
        <Input.Search
          allowClear
          placeholder={text.searchOrderNo}
          style={{ width: 260 }}
          onSearch={(v) => reset(setOrderNo)(v.trim())}
        />
        <InputNumber
          placeholder={text.memberId}
          min={1}
          style={{ width: 140 }}
          value={userId}
          onChange={reset(setUserId)}
        />
        <Select
          allowClear
          placeholder={text.allStatus}
          // The placeholder is not the combobox's name: it goes once a value is chosen.
          aria-label={text.allStatus}
          style={{ width: 140 }}
          value={status}
          onChange={reset(setStatus)}
          options={Object.entries(text.statusText).map(([value, label]) => ({ value: Number(value), label }))}
        />
        <Select
          allowClear
          placeholder={text.allPayments}
          aria-label={text.allPayments}
          style={{ width: 160 }}
          value={payment}
          onChange={reset(setPayment)}
          options={PAY_CHANNELS.map((value) => ({
            value,
            label: text.paymentText[value],
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
            title: text.orderNo,
            dataIndex: 'order_no',
            width: 250,
            render: (v: string) => <Typography.Text copyable>{v}</Typography.Text>,
          },
          {
            title: text.member,
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
            title: text.goods,
            key: 'g',
            render: (_, o) => (
              <Space>
                <Tag>{text.goodsType[o.goods_type] ?? o.goods_type}</Tag>
                {o.goods_name}
              </Space>
            ),
          },
          { title: text.total, dataIndex: 'total', width: 110, render: (v: number) => `¥${v.toFixed(2)}` },
          {
            title: text.payment,
            dataIndex: 'payment',
            width: 120,
            // No channel yet: free when it costs nothing, else the member has not chosen (decision 025).
            render: (v: string, o) =>
              v ? (text.paymentText[v] ?? v) : o.total === 0 ? text.paymentText[''] : '-',
          },
          {
            title: text.status,
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
                  {text.statusText[o.status] ?? o.status}
                </Tag>
                {o.is_refund && <Tag color="red">{text.refunded}</Tag>}
              </Space>
            ),
          },
          { title: text.createdAt, dataIndex: 'created_at', width: 180, render: fmtTime },
          {
            title: text.actions,
            key: 'a',
            width: 90,
            render: (_, o) => (
              <Button type="link" size="small" onClick={() => setOpen(o.id)}>
                {text.detail}
              </Button>
            ),
          },
        ]}
      />
      <OrderDetailDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
