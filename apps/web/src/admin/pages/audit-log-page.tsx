import { adminAuditLogs } from '@shuyuan/contract/admin';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../kit/list-page';
import '../i18n/register';
import { formatDateTimeSeconds } from '#shared/time';

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

export function AuditLogPage() {
  const { t } = useTranslation('admin');
  return (
    <ListPage
      title={t('auditLogs')}
      list={adminAuditLogs}
      queryKey={['admin', 'audit']}
      pageSize={20}
      columns={[
        {
          title: t('colTime'),
          dataIndex: 'created_at',
          width: 180,
          render: (v: number) => formatDateTimeSeconds(v),
        },
        { title: t('colAdmin'), dataIndex: 'admin_username', width: 140 },
        { title: t('colAction'), dataIndex: 'action', width: 180 },
        { title: t('colTarget'), dataIndex: 'target', width: 140 },
        { title: t('colIp'), dataIndex: 'ip', width: 140 },
        {
          title: t('colChange'),
          key: 'change',
          render: (_, row) => {
            const change = [json(row.before), json(row.after)].filter(Boolean).join(' → ');
            return change ? (
              <Typography.Text
                code
                // It scrolls when long: focusable, so a keyboard can scroll it too (WCAG 2.1.1).
                tabIndex={0}
                style={{
                  whiteSpace: 'pre-wrap',
                  fontSize: 12,
                  display: 'block',
                  maxHeight: 120,
                  overflow: 'auto',
                }}
              >
                {change}
              </Typography.Text>
            ) : null;
          },
        },
      ]}
    />
  );
}
