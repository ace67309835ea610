import type { TAdminProfile } from '@shuyuan/contract/admin';
import { adminLockMember, type TAdminMemberDetail } from '@shuyuan/contract/admin-members';
import { Button, Descriptions, Drawer, Popconfirm, Space, Spin, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { useAdminWrite } from '../../api/admin-mutation';
import { GrantModal } from './grant-modal';
import { MEMBERS_KEY, useMember } from './member-queries';
import './i18n/register';

const fmt = (v: number | null) => (v ? new Date(v).toLocaleString() : '-');
type D = TAdminMemberDetail;

/** A member: profile (masked), orders, courses, credits, watching; lock and grants for those who may. */
export function MemberDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('admin-members');
  const me = useOutletContext<TAdminProfile>();
  const detail = useMember(id);
  const lock = useAdminWrite(adminLockMember, [MEMBERS_KEY], t('done'));
  const [grant, setGrant] = useState<'course' | 'vip' | null>(null);
  const d = detail.data;
  const canManage = me.permissions.includes('members.manage');

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
              {
                key: 'orders',
                label: t('tabOrders'),
                children: (
                  <Table<D['orders'][number]>
                    rowKey="id"
                    size="small"
                    pagination={false}
                    dataSource={d.orders}
                    columns={[
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
                      { title: t('time'), dataIndex: 'created_at', render: fmt },
                    ]}
                  />
                ),
              },
              {
                key: 'courses',
                label: t('tabCourses'),
                children: (
                  <Table<D['courses'][number]>
                    rowKey="course_id"
                    size="small"
                    pagination={false}
                    dataSource={d.courses}
                    columns={[
                      { title: t('course'), dataIndex: 'title' },
                      { title: t('source'), dataIndex: 'source', width: 100 },
                      { title: t('time'), dataIndex: 'created_at', width: 200, render: fmt },
                    ]}
                  />
                ),
              },
              {
                key: 'credits',
                label: t('tabCredits'),
                children: (
                  <Table<D['credits'][number]>
                    rowKey={(r) => `${r.created_at}-${r.remark}`}
                    size="small"
                    pagination={false}
                    dataSource={d.credits}
                    columns={[
                      {
                        title: t('sum'),
                        dataIndex: 'sum',
                        width: 100,
                        render: (v: number) => (v > 0 ? `+${v}` : v),
                      },
                      { title: t('remark'), dataIndex: 'remark' },
                      { title: t('time'), dataIndex: 'created_at', width: 200, render: fmt },
                    ]}
                  />
                ),
              },
              {
                key: 'watch',
                label: t('tabWatch'),
                children: (
                  <Table<D['watch_records'][number]>
                    rowKey="video_id"
                    size="small"
                    pagination={false}
                    dataSource={d.watch_records}
                    columns={[
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
                      { title: t('time'), dataIndex: 'updated_at', width: 180, render: fmt },
                    ]}
                  />
                ),
              },
            ]}
          />
          <GrantModal memberId={d.member.id} kind={grant} onClose={() => setGrant(null)} />
        </Space>
      )}
    </Drawer>
  );
}
