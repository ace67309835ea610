import type { adminGetOrder } from '@shuyuan/contract/admin-orders';
import type { EndpointData } from '@shuyuan/contract/endpoint';
import type { TPayMethod } from '@shuyuan/contract/payments';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fmtTime } from './format-time';
import { useRefundColumns } from './refund-columns';
import '../settings/payment/i18n/register';
import './i18n/register';
import { ScrollBox } from '../../kit/scroll-box';

type Order = EndpointData<typeof adminGetOrder>;
type Trade = Order['payments'][number];

const TRADE_COLORS: Record<Trade['status'], string> = {
  open: 'processing',
  closed: 'default',
  paid: 'success',
};

/**
 * "支付宝 · 电脑网站支付": the channel the member chose last (or that paid) and its method. An order no
 * channel was chosen for is free when it costs nothing, and simply not chosen yet otherwise.
 */
export function usePaymentLabel() {
  const { t } = useTranslation(['admin-payment', 'admin-orders']);
  return (channel: string, method: string, total: number) => {
    if (!channel) return total === 0 ? t('admin-orders:paymentText', { returnObjects: true })[''] : '-';
    const channels: Record<string, string> = t('channels', { returnObjects: true });
    const name = channels[channel] ?? channel;
    const how = t('methods', { returnObjects: true })[method as TPayMethod] ?? method;
    return [name, how].filter(Boolean).join(' · ');
  };
}

/**
 * An order's trades: one per method the member started (decision 025), each with its own out_trade_no at
 * the channel; at most one is paid, the others are closed or still open until the order ends.
 */
export function OrderTrades({ trades }: { trades: Trade[] }) {
  const { t: text } = useTranslation('admin-refunds');
  const label = usePaymentLabel();
  return (
    <section aria-label={text('trades')}>
      <Typography.Title level={5}>{text('trades')}</Typography.Title>
      <ScrollBox>
        <Table<Trade>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={trades}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: text('noTrades') }}
          columns={[
            {
              title: text('outTradeNo'),
              key: 'no',
              render: (_, t) => (
                <span>
                  {label(t.provider, t.method, t.amount)}
                  <br />
                  <Typography.Text type="secondary" copyable>
                    {t.out_trade_no}
                  </Typography.Text>
                </span>
              ),
            },
            {
              title: text('status'),
              dataIndex: 'status',
              width: 100,
              render: (v: Trade['status']) => (
                <Tag color={TRADE_COLORS[v]}>{text('tradeStatuses', { returnObjects: true })[v] ?? v}</Tag>
              ),
            },
            {
              title: text('amount'),
              dataIndex: 'amount',
              width: 90,
              render: (v: number) => `¥${v.toFixed(2)}`,
            },
            {
              title: text('tradeNo'),
              dataIndex: 'trade_no',
              render: (v: string) => (v ? <Typography.Text copyable>{v}</Typography.Text> : '-'),
            },
            {
              title: text('times'),
              key: 'times',
              width: 190,
              render: (_, t) => (
                <span>
                  {text('created')} {fmtTime(t.created_at)}
                  {t.paid_at && (
                    <>
                      <br />
                      {text('paid')} {fmtTime(t.paid_at)}
                    </>
                  )}
                  {t.closed_at && (
                    <>
                      <br />
                      {text('closed')} {fmtTime(t.closed_at)}
                    </>
                  )}
                </span>
              ),
            },
          ]}
        />
      </ScrollBox>
    </section>
  );
}

/** An order's refunds: an administrator's, or the site's own for a payment it could not keep. */
export function OrderRefunds({ refunds }: { refunds: Order['refunds'] }) {
  const { t: text } = useTranslation('admin-refunds');
  const columns = useRefundColumns({ compact: true });
  return (
    <section aria-label={text('orderRefunds')}>
      <Typography.Title level={5}>{text('orderRefunds')}</Typography.Title>
      <ScrollBox>
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={refunds}
          // No sideways scroll: the channel's message wraps, so 重试 stays in view.
          tableLayout="fixed"
          locale={{ emptyText: text('noRefunds') }}
          columns={columns}
        />
      </ScrollBox>
    </section>
  );
}
