import type { TAdminProfile } from '@shuyuan/contract/admin';
import { adminRetryRefund, type TAdminRefundItem } from '@shuyuan/contract/admin-payments';
import { Button, Popconfirm, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { PHONE_QUERY, useMediaQuery } from '#shared/use-media-query';
import { useAdminWrite } from '../../api/admin-mutation';
import { fmtTime } from './format-time';
import { ORDERS_KEY, REFUNDS_KEY } from './order-queries';
import { REFUND_STATUS_COLORS, RETRYABLE } from './refund-status';
import '../settings/payment/i18n/register';
import './i18n/register';

export function RefundStatusTag({ status }: { status: TAdminRefundItem['status'] }) {
  const { t } = useTranslation('admin-refunds');
  return (
    <Tag color={REFUND_STATUS_COLORS[status]}>{t('statuses', { returnObjects: true })[status] ?? status}</Tag>
  );
}

/** Sends a refund the channel has not taken again, after a confirmation (same refund number). */
function RetryRefundButton({ refund }: { refund: TAdminRefundItem }) {
  const { t } = useTranslation('admin-refunds');
  const retry = useAdminWrite(adminRetryRefund, [REFUNDS_KEY, ORDERS_KEY], t('retried'));
  return (
    <Popconfirm title={t('retryAsk')} onConfirm={() => retry.mutate({ params: { id: refund.id } })}>
      <Button type="link" size="small" loading={retry.isPending}>
        {t('retry')}
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
  const { t } = useTranslation('admin-refunds');
  const { t: pay } = useTranslation('admin-payment');
  const me = useOutletContext<TAdminProfile | undefined>();
  const canRetry = me?.permissions.includes('orders.manage') ?? false;
  // Columns stuck to the sides only where there is room: on a phone they would leave the rest a sliver.
  const phone = useMediaQuery(PHONE_QUERY);
  const channel = (r: TAdminRefundItem) =>
    r.payment ? (pay('channels', { returnObjects: true })[r.payment] ?? r.payment) : '-';
  const reason = (r: TAdminRefundItem) => t('reasons', { returnObjects: true })[r.reason] ?? r.reason;
  const action = {
    title: t('actions'),
    key: 'actions',
    width: 80,
    render: (_: unknown, r: TAdminRefundItem) =>
      canRetry && RETRYABLE.includes(r.status) ? <RetryRefundButton refund={r} /> : null,
  };

  if (compact)
    return [
      {
        title: t('refundNo'),
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
      { title: t('amount'), dataIndex: 'amount', width: 90, render: money },
      {
        title: t('reason'),
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
        title: t('status'),
        key: 'status',
        render: (_, r) => (
          <span>
            <RefundStatusTag status={r.status} />
            {r.message && <Typography.Paragraph type="secondary">{r.message}</Typography.Paragraph>}
          </span>
        ),
      },
      {
        title: t('times'),
        key: 'times',
        width: 180,
        render: (_, r) => (
          <span>
            {t('created')} {fmtTime(r.created_at)}
            {r.finished_at && (
              <>
                <br />
                {t('finished')} {fmtTime(r.finished_at)}
              </>
            )}
          </span>
        ),
      },
      ...(canRetry ? [action] : []),
    ];

  return [
    {
      title: t('orderNo'),
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
      title: t('member'),
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
    { title: t('goods'), dataIndex: 'goods_name', width: 160 },
    { title: t('channel'), key: 'channel', width: 100, render: (_, r) => channel(r) },
    { title: t('amount'), dataIndex: 'amount', width: 100, render: money },
    { title: t('reason'), key: 'reason', width: 150, render: (_, r) => reason(r) },
    // Before the free texts: what a finance administrator scans the list for.
    {
      title: t('status'),
      dataIndex: 'status',
      width: 110,
      render: (v: TAdminRefundItem['status']) => <RefundStatusTag status={v} />,
    },
    { title: t('note'), dataIndex: 'note', width: 180, render: (v: string) => v || '-' },
    { title: t('message'), dataIndex: 'message', width: 200, render: (v: string) => v || '-' },
    { title: t('createdAt'), dataIndex: 'created_at', width: 170, render: fmtTime },
    { title: t('finishedAt'), dataIndex: 'finished_at', width: 170, render: fmtTime },
    ...(canRetry ? [{ ...action, fixed: phone ? undefined : ('right' as const) }] : []),
  ];
}
