import { adminListOrders } from '@shuyuan/contract/admin-orders';
import { ORDER_STATUS } from '@shuyuan/contract/commerce';
import { PAY_CHANNELS } from '@shuyuan/contract/payments';
import { Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../kit/list-page';
import { RowButton } from '../../kit/row-actions';
import { fmtTime } from './format-time';
import { OrderDetailDrawer } from './order-detail-drawer';
import { ORDERS_KEY } from './order-queries';
import './i18n/register';

export function OrderListPage() {
  const { t } = useTranslation('admin-orders');
  // Names by the server's codes (an unknown code shows as it is).
  const statusText: Record<number, string> = t('statusText', { returnObjects: true });
  const goodsType: Record<string, string> = t('goodsType', { returnObjects: true });
  const paymentText: Record<string, string> = t('paymentText', { returnObjects: true });
  const [open, setOpen] = useState<number | null>(null);

  return (
    <ListPage
      title={t('orders')}
      list={adminListOrders}
      queryKey={ORDERS_KEY}
      filters={[
        { kind: 'search', name: 'order_no', placeholder: t('searchOrderNo'), width: 260 },
        { kind: 'number', name: 'user_id', placeholder: t('memberId'), width: 140 },
        {
          kind: 'select',
          name: 'status',
          placeholder: t('allStatus'),
          width: 140,
          options: Object.entries(statusText).map(([value, label]) => ({ value: Number(value), label })),
        },
        {
          kind: 'select',
          name: 'payment',
          placeholder: t('allPayments'),
          width: 160,
          options: PAY_CHANNELS.map((value) => ({ value, label: paymentText[value] })),
        },
        { kind: 'dates', name: ['from', 'to'] },
      ]}
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
      ]}
      rowActions={{
        width: 90,
        render: (o) => <RowButton onClick={() => setOpen(o.id)}>{t('detail')}</RowButton>,
      }}
    >
      <OrderDetailDrawer id={open} onClose={() => setOpen(null)} />
    </ListPage>
  );
}
