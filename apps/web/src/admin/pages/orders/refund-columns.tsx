import type { TAdminProfile } from '@shuyuan/contract/admin';
import { adminRetryRefund, type TAdminRefundItem } from '@shuyuan/contract/admin-payments';
import { Button, Popconfirm, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useOutletContext } from 'react-router';
import { PHONE_QUERY, useMediaQuery } from '#shared/use-media-query';
import { useAdminWrite } from '../../api/admin-mutation';
import { usePaymentText } from '../settings/payment/payment-text';
import { ORDERS_KEY, REFUNDS_KEY } from './order-queries';
import { fmtTime } from './orders-text';
import { REFUND_STATUS_COLORS, RETRYABLE, useRefundsText } from './refunds-text';

export function RefundStatusTag({ status }: { status: TAdminRefundItem['status'] }) {
  const text = useRefundsText();
  return <Tag color={REFUND_STATUS_COLORS[status]}>{text.statuses[status] ?? status}</Tag>;
}

/** Sends a refund the channel has not taken again, after a confirmation (same refund number). */
function RetryRefundButton({ refund }: { refund: TAdminRefundItem }) {
  const text = useRefundsText();
  const retry = useAdminWrite(adminRetryRefund, [REFUNDS_KEY, ORDERS_KEY], text.retried);
  return (
    <Popconfirm title={text.retryAsk} onConfirm={() => retry.mutate({ params: { id: refund.id } })}>
      <Button type="link" size="small" loading={retry.isPending}>
        {text.retry}
      </Button>
    </Popconfirm>
  );
}

const money = (v: number) => `¥${v.toFixed(2)}`;

/**
 * The refunds' columns. The refunds page shows every field in its own column; an order's drawer (`compact`)
 * leaves out the order's own fields and pairs the others (reason with note, status with the channel's
 * message, both times) so the table fits its width.
 */
export function useRefundColumns({
  compact = false,
  onOpenOrder,
}: {
  compact?: boolean;
  onOpenOrder?: (orderId: number) => void;
}): ColumnsType<TAdminRefundItem> {
  const text = useRefundsText();
  const pay = usePaymentText();
  const me = useOutletContext<TAdminProfile | undefined>();
  const canRetry = me?.permissions.includes('orders.manage') ?? false;
  // Columns stuck to the sides only where there is room: on a phone they would leave the rest a sliver.
  const phone = useMediaQuery(PHONE_QUERY);
  const channel = (r: TAdminRefundItem) => (r.payment ? (pay.channels[r.payment] ?? r.payment) : '-');
  const reason = (r: TAdminRefundItem) => text.reasons[r.reason] ?? r.reason;
  const action = {
    title: text.actions,
    key: 'actions',
    width: 80,
    render: (_: unknown, r: TAdminRefundItem) =>
      canRetry && RETRYABLE.includes(r.status) ? <RetryRefundButton refund={r} /> : null,
  };

  if (compact)
    return [
      {
        title: text.refundNo,
        key: 'no',
        width: 210,
        render: (_, r) => (
          <span>
            {channel(r)}
            <br />
            <Typography.Text type="secondary" copyable>
              {r.refund_no}
            </Typography.Text>
          </span>
        ),
      },
      { title: text.amount, dataIndex: 'amount', width: 90, render: money },
      {
        title: text.reason,
        key: 'reason',
        width: 130,
        render: (_, r) => (
          <span>
            {reason(r)}
            {r.note && <Typography.Paragraph type="secondary">{r.note}</Typography.Paragraph>}
          </span>
        ),
      },
      {
        title: text.status,
        key: 'status',
        render: (_, r) => (
          <span>
            <RefundStatusTag status={r.status} />
            {r.message && <Typography.Paragraph type="secondary">{r.message}</Typography.Paragraph>}
          </span>
        ),
      },
      {
        title: text.times,
        key: 'times',
        width: 180,
        render: (_, r) => (
          <span>
            {text.created} {fmtTime(r.created_at)}
            {r.finished_at && (
              <>
                <br />
                {text.finished} {fmtTime(r.finished_at)}
              </>
            )}
          </span>
        ),
      },
      ...(canRetry ? [action] : []),
    ];

  return [
    {
      title: text.orderNo,
      dataIndex: 'order_no',
      width: 200,
      fixed: phone ? undefined : 'left',
      render: (v: string, r) =>
        onOpenOrder ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpenOrder(r.order_id)}>
            {v}
          </Button>
        ) : (
          v
        ),
    },
    {
      title: text.member,
      key: 'member',
      width: 140,
      render: (_, r) => (
        <span>
          {r.user_nick_name}
          <br />
          <Typography.Text type="secondary">ID {r.user_id}</Typography.Text>
        </span>
      ),
    },
    { title: text.goods, dataIndex: 'goods_name', width: 160 },
    { title: text.channel, key: 'channel', width: 100, render: (_, r) => channel(r) },
    { title: text.amount, dataIndex: 'amount', width: 100, render: money },
    { title: text.reason, key: 'reason', width: 150, render: (_, r) => reason(r) },
    // Before the free texts: what a finance administrator scans the list for.
    {
      title: text.status,
      dataIndex: 'status',
      width: 110,
      render: (v: TAdminRefundItem['status']) => <RefundStatusTag status={v} />,
    },
    { title: text.note, dataIndex: 'note', width: 180, render: (v: string) => v || '-' },
    { title: text.message, dataIndex: 'message', width: 200, render: (v: string) => v || '-' },
    { title: text.createdAt, dataIndex: 'created_at', width: 170, render: fmtTime },
    { title: text.finishedAt, dataIndex: 'finished_at', width: 170, render: fmtTime },
    ...(canRetry ? [{ ...action, fixed: phone ? undefined : ('right' as const) }] : []),
  ];
}
