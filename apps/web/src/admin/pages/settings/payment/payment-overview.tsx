import type { adminPaymentOverview } from '@shuyuan/contract/admin-payments';
import type { EndpointData } from '@shuyuan/contract/endpoint';
import { PAY_SCENES } from '@shuyuan/contract/payments';
import { Alert, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { usePaymentOverview } from './payment-queries';
import './i18n/register';
import { ScrollBox } from '#admin/kit/scroll-box';

type Channel = EndpointData<typeof adminPaymentOverview>['channels'][number];

/**
 * What the saved settings give members, as the server works it out: per channel whether it is on and
 * complete, what is wrong, and the methods offered on a desktop, in a phone browser and inside WeChat.
 * When nothing is enabled the site falls back (sandbox outside production, hand pay in production).
 */
export function PaymentOverview({ overview }: { overview: ReturnType<typeof usePaymentOverview> }) {
  const { t } = useTranslation('admin-payment');
  if (overview.error)
    return <Alert type="error" showIcon title={`${t('overview.failed')}${overview.error.message}`} />;
  if (!overview.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  const { channels, fallback } = overview.data;

  return (
    <section aria-label={t('overview.title')}>
      <Typography.Title level={5}>{t('overview.title')}</Typography.Title>
      {fallback && (
        <Alert
          type="warning"
          showIcon
          title={fallback === 'sandbox' ? t('overview.fallbackSandbox') : t('overview.fallbackHandpay')}
          style={{ marginBottom: 12 }}
        />
      )}
      <ScrollBox>
        <Table<Channel>
          size="small"
          rowKey="sign"
          pagination={false}
          dataSource={channels}
          columns={[
            {
              title: t('overview.channel'),
              dataIndex: 'sign',
              width: 110,
              render: (v: Channel['sign']) => t('channels', { returnObjects: true })[v],
            },
            {
              title: t('overview.state'),
              key: 'state',
              width: 150,
              render: (_, c) => (
                <Space size={4} wrap>
                  <Tag color={c.enabled ? 'success' : 'default'}>
                    {c.enabled ? t('overview.enabled') : t('overview.disabled')}
                  </Tag>
                  {c.enabled && (
                    <Tag color={c.ready ? 'success' : 'error'}>
                      {c.ready ? t('overview.ready') : t('overview.notReady')}
                    </Tag>
                  )}
                </Space>
              ),
            },
            ...PAY_SCENES.map((scene) => ({
              title: t('scenes', { returnObjects: true })[scene],
              key: scene,
              render: (_: unknown, c: Channel) => {
                const methods = c.offered.filter((o) => o.scene === scene);
                if (methods.length === 0)
                  return <Typography.Text type="secondary">{t('overview.none')}</Typography.Text>;
                return (
                  <Space size={4} wrap>
                    {methods.map((o) => (
                      <Tag key={o.method} color="green">
                        {t('methods', { returnObjects: true })[o.method]}
                      </Tag>
                    ))}
                  </Space>
                );
              },
            })),
            {
              title: t('overview.problems'),
              key: 'problems',
              render: (_, c) =>
                c.problems.filter(Boolean).length > 0 ? (
                  <ul className="admin-payment-problems">
                    {c.problems.filter(Boolean).map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                ) : (
                  '-'
                ),
            },
          ]}
        />
      </ScrollBox>
    </section>
  );
}
