import type { TAdminProfile } from '@shuyuan/contract/admin';
import { adminLockMember } from '@shuyuan/contract/admin-members';
import {
  Button,
  Descriptions,
  Drawer,
  Popconfirm,
  Space,
  Spin,
  Table,
  type TableColumnsType,
  type TableProps,
  Tabs,
  Tag,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { useAdminWrite } from '../../api/admin-mutation';
import { GrantModal } from './grant-modal';
import { MEMBERS_KEY, useMember } from './member-queries';
import './i18n/register';
import { formatDateTimeSeconds } from '#shared/time';
import { ScrollBox } from '../../kit/scroll-box';

const fmt = (v: number | null) => (v ? formatDateTimeSeconds(v) : '-');

/** One tab of the member's records: a small table of all its rows. */
function detailTab<Row extends object>(
  key: string,
  label: string,
  rowKey: TableProps<Row>['rowKey'],
  rows: Row[],
  columns: TableColumnsType<Row>,
) {
  return {
    key,
    label,
    children: (
      <ScrollBox>
        <Table<Row> rowKey={rowKey} size="small" pagination={false} dataSource={rows} columns={columns} />
      </ScrollBox>
    ),
  };
}

/** A member: profile (masked), orders, courses, credits, watching; lock and grants for those who may. */
export function MemberDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('admin-members');
  const me = useOutletContext<TAdminProfile>();
  const detail = useMember(id);
  const lock = useAdminWrite(adminLockMember, [MEMBERS_KEY], t('done'));
  const [grant, setGrant] = useState<'course' | 'vip' | null>(null);
  const d = detail.data;
  const canManage = me.permissions.includes('members.manage');
  const time = (dataIndex: string, width?: number) => ({ title: t('time'), dataIndex, width, render: fmt });

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={880}
      title={d ? `${d.member.nick_name} (ID ${d.member.id})` : ''}
    >
      {!d ? (
        <Spin />
      ) : (
        <Space orientation="vertical" size={20} style={{ width: '100%' }}>
          <Descriptions column={2} bordered size="small">
            <Descriptions.Item label={t('mobile')}>{d.member.mobile || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('status')}>
              {d.member.is_lock ? (
                <Tag color="red">{t('locked')}</Tag>
              ) : (
                <Tag color="green">{t('normal')}</Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('realName')}>{d.member.real_name || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('idNumber')}>{d.member.id_number || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('vip')}>
              {d.member.role_name
                ? `${d.member.role_name} · ${t('vipUntil')} ${fmt(d.member.role_expired_at)}`
                : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={t('credit')}>{d.member.credit1}</Descriptions.Item>
            <Descriptions.Item label={t('registered')}>{fmt(d.member.created_at)}</Descriptions.Item>
            <Descriptions.Item label={t('registerIp')}>{d.member.register_ip || '-'}</Descriptions.Item>
          </Descriptions>
          {canManage && (
            <Space>
              <Popconfirm
                title={d.member.is_lock ? t('unlock') : t('lockAsk')}
                onConfirm={() =>
                  lock.mutate({ params: { id: d.member.id }, body: { is_lock: !d.member.is_lock } })
                }
              >
                <Button danger={!d.member.is_lock}>{d.member.is_lock ? t('unlock') : t('lock')}</Button>
              </Popconfirm>
              <Button onClick={() => setGrant('course')}>{t('grantCourse')}</Button>
              <Button onClick={() => setGrant('vip')}>{t('grantVip')}</Button>
            </Space>
          )}
          <Tabs
            items={[
              detailTab('orders', t('tabOrders'), 'id', d.orders, [
                { title: t('orderNo'), dataIndex: 'order_no' },
                { title: t('goods'), dataIndex: 'goods_name' },
                {
                  title: t('total'),
                  dataIndex: 'total',
                  render: (v: number, o) => (
                    <span>
                      ¥{v.toFixed(2)} {o.is_refund && <Tag color="red">{t('refunded')}</Tag>}
                    </span>
                  ),
                },
                time('created_at'),
              ]),
              detailTab('courses', t('tabCourses'), 'course_id', d.courses, [
                { title: t('course'), dataIndex: 'title' },
                { title: t('source'), dataIndex: 'source', width: 100 },
                time('created_at', 200),
              ]),
              detailTab('credits', t('tabCredits'), (r) => `${r.created_at}-${r.remark}`, d.credits, [
                {
                  title: t('sum'),
                  dataIndex: 'sum',
                  width: 100,
                  render: (v: number) => (v > 0 ? `+${v}` : v),
                },
                { title: t('remark'), dataIndex: 'remark' },
                time('created_at', 200),
              ]),
              detailTab('watch', t('tabWatch'), 'video_id', d.watch_records, [
                { title: t('video'), dataIndex: 'video_title' },
                { title: t('course'), dataIndex: 'course_title' },
                { title: t('seconds'), dataIndex: 'watch_seconds', width: 110 },
                {
                  title: t('status'),
                  dataIndex: 'watched',
                  width: 100,
                  render: (v: boolean) =>
                    v ? <Tag color="green">{t('watched')}</Tag> : <Tag>{t('watching')}</Tag>,
                },
                time('updated_at', 180),
              ]),
            ]}
          />
          <GrantModal memberId={d.member.id} kind={grant} onClose={() => setGrant(null)} />
        </Space>
      )}
    </Drawer>
  );
}
