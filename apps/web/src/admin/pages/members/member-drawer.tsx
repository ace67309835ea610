import type { TAdminProfile } from '@shuyuan/contract/admin';
import { adminLockMember, type TAdminMemberDetail } from '@shuyuan/contract/admin-members';
import { Button, Descriptions, Drawer, Popconfirm, Space, Spin, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { useAdminWrite } from '../../api/admin-mutation';
import { GrantModal } from './grant-modal';
import { MEMBERS_KEY, useMember } from './member-queries';
import { useMembersText } from './members-text';

const fmt = (v: number | null) => (v ? new Date(v).toLocaleString() : '-');
type D = TAdminMemberDetail;

/** A member: profile (masked), orders, courses, credits, watching; lock and grants for those who may. */
export function MemberDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const text = useMembersText();
  const me = useOutletContext<TAdminProfile>();
  const detail = useMember(id);
  const lock = useAdminWrite(adminLockMember, [MEMBERS_KEY], text.done);
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
            <Descriptions.Item label={text.mobile}>{d.member.mobile || '-'}</Descriptions.Item>
            <Descriptions.Item label={text.status}>
              {d.member.is_lock ? (
                <Tag color="red">{text.locked}</Tag>
              ) : (
                <Tag color="green">{text.normal}</Tag>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={text.realName}>{d.member.real_name || '-'}</Descriptions.Item>
            <Descriptions.Item label={text.idNumber}>{d.member.id_number || '-'}</Descriptions.Item>
            <Descriptions.Item label={text.vip}>
              {d.member.role_name
                ? `${d.member.role_name} · ${text.vipUntil} ${fmt(d.member.role_expired_at)}`
                : '-'}
            </Descriptions.Item>
            <Descriptions.Item label={text.credit}>{d.member.credit1}</Descriptions.Item>
            <Descriptions.Item label={text.registered}>{fmt(d.member.created_at)}</Descriptions.Item>
            <Descriptions.Item label={text.registerIp}>{d.member.register_ip || '-'}</Descriptions.Item>
          </Descriptions>
          {canManage && (
            <Space>
              <Popconfirm
                title={d.member.is_lock ? text.unlock : text.lockAsk}
                onConfirm={() =>
                  lock.mutate({ params: { id: d.member.id }, body: { is_lock: !d.member.is_lock } })
                }
              >
                <Button danger={!d.member.is_lock}>{d.member.is_lock ? text.unlock : text.lock}</Button>
              </Popconfirm>
              <Button onClick={() => setGrant('course')}>{text.grantCourse}</Button>
              <Button onClick={() => setGrant('vip')}>{text.grantVip}</Button>
            </Space>
          )}
          <Tabs
            items={[
              {
                key: 'orders',
                label: text.tabOrders,
                children: (
                  <Table<D['orders'][number]>
                    rowKey="id"
                    size="small"
                    pagination={false}
                    dataSource={d.orders}
                    columns={[
                      { title: text.orderNo, dataIndex: 'order_no' },
                      { title: text.goods, dataIndex: 'goods_name' },
                      {
                        title: text.total,
                        dataIndex: 'total',
                        render: (v: number, o) => (
                          <span>
                            ¥{v.toFixed(2)} {o.is_refund && <Tag color="red">{text.refunded}</Tag>}
                          </span>
                        ),
                      },
                      { title: text.time, dataIndex: 'created_at', render: fmt },
                    ]}
                  />
                ),
              },
              {
                key: 'courses',
                label: text.tabCourses,
                children: (
                  <Table<D['courses'][number]>
                    rowKey="course_id"
                    size="small"
                    pagination={false}
                    dataSource={d.courses}
                    columns={[
                      { title: text.course, dataIndex: 'title' },
                      { title: text.source, dataIndex: 'source', width: 100 },
                      { title: text.time, dataIndex: 'created_at', width: 200, render: fmt },
                    ]}
                  />
                ),
              },
              {
                key: 'credits',
                label: text.tabCredits,
                children: (
                  <Table<D['credits'][number]>
                    rowKey={(r) => `${r.created_at}-${r.remark}`}
                    size="small"
                    pagination={false}
                    dataSource={d.credits}
                    columns={[
                      {
                        title: text.sum,
                        dataIndex: 'sum',
                        width: 100,
                        render: (v: number) => (v > 0 ? `+${v}` : v),
                      },
                      { title: text.remark, dataIndex: 'remark' },
                      { title: text.time, dataIndex: 'created_at', width: 200, render: fmt },
                    ]}
                  />
                ),
              },
              {
                key: 'watch',
                label: text.tabWatch,
                children: (
                  <Table<D['watch_records'][number]>
                    rowKey="video_id"
                    size="small"
                    pagination={false}
                    dataSource={d.watch_records}
                    columns={[
                      { title: text.video, dataIndex: 'video_title' },
                      { title: text.course, dataIndex: 'course_title' },
                      { title: text.seconds, dataIndex: 'watch_seconds', width: 110 },
                      {
                        title: text.status,
                        dataIndex: 'watched',
                        width: 100,
                        render: (v: boolean) =>
                          v ? <Tag color="green">{text.watched}</Tag> : <Tag>{text.watching}</Tag>,
                      },
                      { title: text.time, dataIndex: 'updated_at', width: 180, render: fmt },
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
