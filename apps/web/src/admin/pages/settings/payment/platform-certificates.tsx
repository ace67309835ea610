import type { adminPaymentOverview } from '@shuyuan/contract/admin-payments';
import type { EndpointData } from '@shuyuan/contract/endpoint';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import './i18n/register';
import { ScrollBox } from '#admin/kit/scroll-box';
import { formatDateTimeSeconds } from '#shared/time';

export type Overview = EndpointData<typeof adminPaymentOverview>;
const fmt = (v: number | null) => (v ? formatDateTimeSeconds(v) : '-');

/** The platform certificates the server keeps (it downloads them every 12 hours and on an unknown serial). */
export function PlatformCertificates({ overview }: { overview: Overview | undefined }) {
  const { t } = useTranslation('admin-payment');
  if (!overview) return null;
  const certs = overview.wechat_certificates;
  const fetched = overview.wechat_certificates_fetched_at;
  return (
    <section aria-label={t('wechat.certs')} style={{ marginBottom: 24 }}>
      <Typography.Text strong>{t('wechat.certs')}</Typography.Text>
      {certs.length > 0 && (
        // A 40-digit serial and two dates: on a phone the table scrolls in its box, not the page.
        <ScrollBox>
          <Table
            size="small"
            rowKey="serial"
            pagination={false}
            dataSource={certs}
            style={{ margin: '8px 0' }}
            columns={[
              { title: t('wechat.certSerial'), dataIndex: 'serial' },
              { title: t('wechat.certFrom'), dataIndex: 'effective_at', width: 180, render: fmt },
              { title: t('wechat.certTo'), dataIndex: 'expire_at', width: 180, render: fmt },
            ]}
          />
        </ScrollBox>
      )}
      <div>
        <Typography.Text type="secondary">
          {certs.length > 0 || fetched
            ? t('wechat.certsFetched', { time: fmt(fetched) })
            : t('wechat.certsNever')}
        </Typography.Text>
      </div>
    </section>
  );
}
