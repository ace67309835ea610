import type { TAdminProfile } from '@shuyuan/contract/admin';
import { adminConfirmHandPay, adminRefundOrder } from '@shuyuan/contract/admin-orders';
import { ORDER_STATUS } from '@shuyuan/contract/commerce';
import { Button, Descriptions, Drawer, Input, Popconfirm, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { useAdminWrite } from '../../api/admin-mutation';
import { OrderRefunds, OrderTrades, usePaymentLabel } from './order-payments';
import { ORDERS_KEY, REFUNDS_KEY, useOrder } from './order-queries';
import { fmtTime, useOrdersText } from './orders-text';

/**
 * One order, with its trades at the channels and its refunds, and the finance actions its state allows
 * (confirm a transfer, refund a paid order).
 */
export function OrderDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const text = useOrdersText();
  const me = useOutletContext<TAdminProfile>();
  const order = useOrder(id);
  const [reason, setReason] = useState('');
  const confirm = useAdminWrite(adminConfirmHandPay, [ORDERS_KEY], text.done);
  const refund = useAdminWrite(adminRefundOrder, [ORDERS_KEY, REFUNDS_KEY], text.done);
  const paymentLabel = usePaymentLabel();
  const o = order.data;
  const canManage = me.permissions.includes('orders.manage');

  return (
    <Drawer open={id !== null} onClose={onClose} size={880} title={o ? `${text.orderNo} ${o.order_no}` : ''}>
      {!o ? (
        <Spin />
      ) : (
        <Space orientation="vertical" size={24} style={{ width: '100%' }}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={text.status}>
              <Space>
                <Tag color={o.status === ORDER_STATUS.paid ? 'success' : undefined}>
                  {text.statusText[o.status] ?? o.status}
                </Tag>
                {o.is_refund && <Tag color="red">{text.refunded}</Tag>}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={text.member}>
              {o.user_nick_name} · {o.user_mobile} (ID {o.user_id})
            </Descriptions.Item>
            <Descriptions.Item label={text.goods}>
              {text.goodsType[o.goods_type] ?? o.goods_type} · {o.goods_name}
            </Descriptions.Item>
            <Descriptions.Item label={text.total}>
              ¥{o.total.toFixed(2)} {o.discount > 0 && `(${text.discount} ¥${o.discount.toFixed(2)})`}
            </Descriptions.Item>
            <Descriptions.Item label={text.payment}>
              {paymentLabel(o.payment, o.payment_method, o.total)}
            </Descriptions.Item>
            <Descriptions.Item label={text.tradeNo}>{o.trade_no || '-'}</Descriptions.Item>
            <Descriptions.Item label={text.promoCode}>{o.promo_code || '-'}</Descriptions.Item>
            <Descriptions.Item label={text.credit}>{o.credit1_reward}</Descriptions.Item>
            <Descriptions.Item label={text.createdAt}>{fmtTime(o.created_at)}</Descriptions.Item>
            <Descriptions.Item label={text.paidAt}>{fmtTime(o.paid_at)}</Descriptions.Item>
            <Descriptions.Item label={text.refundedAt}>{fmtTime(o.refunded_at)}</Descriptions.Item>
          </Descriptions>
          <OrderTrades trades={o.payments} />
          <OrderRefunds refunds={o.refunds} />
          {canManage &&
            o.payment === 'handpay' &&
            o.status !== ORDER_STATUS.paid &&
            o.status !== ORDER_STATUS.cancelled && (
              <Popconfirm
                title={text.confirmHandPayAsk}
                onConfirm={() => confirm.mutate({ params: { id: o.id } })}
              >
                <Button type="primary" loading={confirm.isPending}>
                  {text.confirmHandPay}
                </Button>
              </Popconfirm>
            )}
          {canManage && o.status === ORDER_STATUS.paid && !o.is_refund && (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Input.TextArea
                rows={2}
                maxLength={200}
                placeholder={text.refundReason}
                aria-label={text.refundReason}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <Popconfirm
                title={text.refundAsk}
                onConfirm={() => refund.mutate({ params: { id: o.id }, body: { reason } })}
              >
                <Button danger loading={refund.isPending}>
                  {text.refund}
                </Button>
              </Popconfirm>
            </Space>
          )}
        </Space>
      )}
    </Drawer>
  );
}
