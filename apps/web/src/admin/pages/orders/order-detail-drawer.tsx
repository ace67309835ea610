import type { TAdminProfile } from '@shuyuan/contract/admin';
import { adminConfirmHandPay, adminRefundOrder } from '@shuyuan/contract/admin-orders';
import { ORDER_STATUS } from '@shuyuan/contract/commerce';
import { Button, Descriptions, Drawer, Input, Popconfirm, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { useAdminWrite } from '../../api/admin-mutation';
import { fmtTime } from './format-time';
import { OrderRefunds, OrderTrades, usePaymentLabel } from './order-payments';
import { ORDERS_KEY, REFUNDS_KEY, useOrder } from './order-queries';
import './i18n/register';

/**
 * One order, with its trades at the channels and its refunds, and the finance actions its state allows
 * (confirm a transfer, refund a paid order).
 */
export function OrderDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('admin-orders');
  // Names by the server's codes (an unknown code shows as it is).
  const statusText: Record<number, string> = t('statusText', { returnObjects: true });
  const goodsType: Record<string, string> = t('goodsType', { returnObjects: true });
  const me = useOutletContext<TAdminProfile>();
  const order = useOrder(id);
  const [reason, setReason] = useState('');
  const confirm = useAdminWrite(adminConfirmHandPay, [ORDERS_KEY], t('done'));
  const refund = useAdminWrite(adminRefundOrder, [ORDERS_KEY, REFUNDS_KEY], t('done'));
  const paymentLabel = usePaymentLabel();
  const o = order.data;
  const canManage = me.permissions.includes('orders.manage');

  return (
    <Drawer open={id !== null} onClose={onClose} size={880} title={o ? `${t('orderNo')} ${o.order_no}` : ''}>
      {!o ? (
        <Spin />
      ) : (
        <Space orientation="vertical" size={24} style={{ width: '100%' }}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('status')}>
              <Space>
                <Tag color={o.status === ORDER_STATUS.paid ? 'success' : undefined}>
                  {statusText[o.status] ?? o.status}
                </Tag>
                {o.is_refund && <Tag color="red">{t('refunded')}</Tag>}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('member')}>
              {o.user_nick_name} · {o.user_mobile} (ID {o.user_id})
            </Descriptions.Item>
            <Descriptions.Item label={t('goods')}>
              {goodsType[o.goods_type] ?? o.goods_type} · {o.goods_name}
            </Descriptions.Item>
            <Descriptions.Item label={t('total')}>
              ¥{o.total.toFixed(2)} {o.discount > 0 && `(${t('discount')} ¥${o.discount.toFixed(2)})`}
            </Descriptions.Item>
            <Descriptions.Item label={t('payment')}>
              {paymentLabel(o.payment, o.payment_method, o.total)}
            </Descriptions.Item>
            <Descriptions.Item label={t('tradeNo')}>{o.trade_no || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('promoCode')}>{o.promo_code || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('credit')}>{o.credit1_reward}</Descriptions.Item>
            <Descriptions.Item label={t('createdAt')}>{fmtTime(o.created_at)}</Descriptions.Item>
            <Descriptions.Item label={t('paidAt')}>{fmtTime(o.paid_at)}</Descriptions.Item>
            <Descriptions.Item label={t('refundedAt')}>{fmtTime(o.refunded_at)}</Descriptions.Item>
          </Descriptions>
          <OrderTrades trades={o.payments} />
          <OrderRefunds refunds={o.refunds} />
          {canManage &&
            o.payment === 'handpay' &&
            o.status !== ORDER_STATUS.paid &&
            o.status !== ORDER_STATUS.cancelled && (
              <Popconfirm
                title={t('confirmHandPayAsk')}
                onConfirm={() => confirm.mutate({ params: { id: o.id } })}
              >
                <Button type="primary" loading={confirm.isPending}>
                  {t('confirmHandPay')}
                </Button>
              </Popconfirm>
            )}
          {canManage && o.status === ORDER_STATUS.paid && !o.is_refund && (
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Input.TextArea
                rows={2}
                maxLength={200}
                placeholder={t('refundReason')}
                aria-label={t('refundReason')}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
              <Popconfirm
                title={t('refundAsk')}
                onConfirm={() => refund.mutate({ params: { id: o.id }, body: { reason } })}
              >
                <Button danger loading={refund.isPending}>
                  {t('refund')}
                </Button>
              </Popconfirm>
            </Space>
          )}
        </Space>
      )}
    </Drawer>
  );
}
