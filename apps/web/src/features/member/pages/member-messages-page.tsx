import { CheckOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '#lib/notify';
import { PagedList } from '#shared/paged-list';
import { RowSkeleton } from '#shared/row-skeleton';
import { useListParams } from '#shared/use-list-params';
import { usePageTitle } from '#shared/use-page-title';
import { MESSAGES_PAGE_SIZE, useMarkAllRead, useMarkRead, useMessagesQuery } from '../api/messages';
import { useUnreadCount } from '../api/unread-count';
import { MemberCardHead } from '../components/member-card-head';
import { MessageItem } from '../components/message-item';
import '../lists.css';
import '../i18n/register';

/** /member/messages: 20 a page, unread dot, a click marks one read, 全部已读 marks them all. */
export function MemberMessagesPage() {
  const { t } = useTranslation('member');
  usePageTitle(t('messages.title'));
  const { page, go } = useListParams();
  const list = useMessagesQuery(page);
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const anyUnread = unread > 0 || items.some((m) => m.read_at === null);

  const readAll = async () => {
    await markAll.mutateAsync();
    toastSuccess(t('messages.allRead'));
  };

  return (
    <section className="surface member-card" aria-labelledby="messages-title" aria-busy={list.isFetching}>
      <MemberCardHead
        id="messages-title"
        title={t('messages.title')}
        sub={total > 0 ? t('messages.total', { count: total, unread }) : undefined}
        liveSub
      >
        <Button
          icon={<CheckOutlined />}
          disabled={!anyUnread}
          loading={markAll.isPending}
          onClick={() => void readAll().catch(() => undefined)}
        >
          {t('messages.markAll')}
        </Button>
      </MemberCardHead>
      <PagedList
        query={list}
        page={page}
        pageSize={MESSAGES_PAGE_SIZE}
        onPage={(p) => go({ page: p })}
        inCard
        skeleton={<RowSkeleton rows={5} />}
        failed={t('messages.loadFailed')}
        empty={t('messages.empty')}
      >
        {(rows) => (
          <ul className="plain-list">
            {rows.map((item) => (
              <MessageItem key={item.id} item={item} onRead={(id) => markRead.mutate(id)} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
