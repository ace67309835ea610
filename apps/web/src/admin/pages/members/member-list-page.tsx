import type { TAdminMemberItem } from '@shuyuan/contract/admin-members';
import { Avatar, Button, Input, Segmented, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberDrawer } from './member-drawer';
import { useMemberList } from './member-queries';
import './i18n/register';

const fmt = (v: number | null) => (v ? new Date(v).toLocaleString() : '-');

export function MemberListPage() {
  const { t } = useTranslation('admin-members');
  const [page, setPage] = useState(1);
  const [keywords, setKeywords] = useState('');
  const [lock, setLock] = useState<'all' | '0' | '1'>('all');
  const [open, setOpen] = useState<number | null>(null);
  const list = useMemberList({
    page,
    size: 15,
    keywords: keywords || undefined,
    is_lock: lock === 'all' ? undefined : lock,
  });

  return (
    <>
      <div className="admin-page-head">
        <Typography.Title level={3}>{t('members')}</Typography.Title>
      </div>
      <div className="admin-toolbar">
        <Input.Search
          allowClear
          placeholder={t('search')}
          style={{ width: 280 }}
          onSearch={(v) => {
            setKeywords(v.trim());
            setPage(1);
          }}
        />
        <Segmented
          value={lock}
          onChange={(v) => {
            setLock(v as 'all' | '0' | '1');
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('all') },
            { value: '0', label: t('normal') },
            { value: '1', label: t('locked') },
          ]}
        />
      </div>
      <Table<TAdminMemberItem>
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        pagination={{
          current: page,
          pageSize: 15,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 80 },
          {
            title: t('nickName'),
            key: 'n',
            render: (_, u) => (
              <span>
                {/* The nickname follows: the picture adds nothing to read out. */}
                <Avatar size="small" src={u.avatar || undefined} alt="" style={{ marginRight: 8 }}>
                  {u.nick_name.slice(0, 1)}
                </Avatar>
                {u.nick_name}
              </span>
            ),
          },
          { title: t('mobile'), dataIndex: 'mobile', width: 150 },
          { title: t('credit'), dataIndex: 'credit1', width: 100 },
          {
            title: t('vip'),
            key: 'v',
            width: 260,
            render: (_, u) =>
              u.role_name && u.role_expired_at && u.role_expired_at > Date.now() ? (
                <span>
                  <Tag color="gold">{u.role_name}</Tag>
                  {t('vipUntil')} {new Date(u.role_expired_at).toLocaleDateString()}
                </span>
              ) : (
                '-'
              ),
          },
          {
            title: t('status'),
            dataIndex: 'is_lock',
            width: 100,
            render: (v: boolean) =>
              v ? <Tag color="red">{t('locked')}</Tag> : <Tag color="green">{t('normal')}</Tag>,
          },
          { title: t('registered'), dataIndex: 'created_at', width: 180, render: fmt },
          {
            title: '',
            key: 'a',
            width: 90,
            render: (_, u) => (
              <Button type="link" size="small" onClick={() => setOpen(u.id)}>
                {t('detail')}
              </Button>
            ),
          },
        ]}
      />
      <MemberDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
