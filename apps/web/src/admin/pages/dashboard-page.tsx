import type { TAdminProfile } from '@shuyuan/contract/admin';
import { Descriptions, Typography } from 'antd';
import { useOutletContext } from 'react-router';
import { useAdminText } from '../admin-text';

/** The foundation's dashboard: who is logged in. The statistics and charts of issue 8 come next. */
export function DashboardPage() {
  const text = useAdminText();
  const me = useOutletContext<TAdminProfile>();
  return (
    <>
      <Typography.Title level={3}>{text.welcome.replace('{name}', me.name)}</Typography.Title>
      <Descriptions column={1} bordered style={{ maxWidth: 560, marginBottom: 24 }}>
        <Descriptions.Item label={text.username}>{me.username}</Descriptions.Item>
        <Descriptions.Item label={text.roleLabel}>{text.role[me.role]}</Descriptions.Item>
        <Descriptions.Item label={text.lastLogin}>
          {me.last_login_at ? new Date(me.last_login_at).toLocaleString() : '-'}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">{text.dashboardPending}</Typography.Paragraph>
    </>
  );
}
