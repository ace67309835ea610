import { adminListMembers } from '@shuyuan/contract/admin-members';
import { Avatar, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../kit/list-page';
import { RowButton } from '../../kit/row-actions';
import { MemberDrawer } from './member-drawer';
import { MEMBERS_KEY } from './member-queries';
import './i18n/register';
import { formatDate, formatDateTimeSeconds } from '#shared/time';

const fmt = (v: number | null) => (v ? formatDateTimeSeconds(v) : '-');

export function MemberListPage() {
  const { t } = useTranslation('admin-members');
  const [open, setOpen] = useState<number | null>(null);

  return (
    <ListPage
      title={t('members')}
      list={adminListMembers}
      queryKey={MEMBERS_KEY}
      filters={[
        { kind: 'search', name: 'keywords', placeholder: t('search'), width: 280 },
        {
          kind: 'segmented',
          name: 'is_lock',
          all: t('all'),
          options: [
            { value: '0', label: t('normal') },
            { value: '1', label: t('locked') },
          ],
        },
      ]}
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
                {t('vipUntil')} {formatDate(u.role_expired_at)}
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
      ]}
      rowActions={{
        title: '',
        width: 90,
        render: (u) => <RowButton onClick={() => setOpen(u.id)}>{t('detail')}</RowButton>,
      }}
    >
      <MemberDrawer id={open} onClose={() => setOpen(null)} />
    </ListPage>
  );
}
