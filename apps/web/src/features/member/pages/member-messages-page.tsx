import { CheckOutlined } from '@ant-design/icons';
import { Button, Empty, Pagination, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toastSuccess } from '#lib/notify';
import { positiveInt } from '#shared/query-params';
import { usePageTitle } from '#shared/use-page-title';
import { MESSAGES_PAGE_SIZE, useMarkAllRead, useMarkRead, useMessagesQuery } from '../api/messages';
import { useUnreadCount } from '../api/unread-count';
import { ListSkeleton } from '../components/list-skeleton';
import { MessageItem } from '../components/message-item';
import '../lists.css';
import '../i18n/register';

/** /member/messages: 20 a page, unread dot, a click marks one read, 全部已读 marks them all. */
export function MemberMessagesPage() {
  const { t } = useTranslation(['translation', 'member']);
  usePageTitle(t('member:messages.title'));
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) || 1;
  const list = useMessagesQuery(page);
  const unread = useUnreadCount();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const items = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const anyUnread = unread > 0 || items.some((m) => m.read_at === null);

  const readAll = async () => {
    await markAll.mutateAsync();
    toastSuccess(t('member:messages.allRead'));
  };

  return (
    <section className="member-card" aria-labelledby="messages-title" aria-busy={list.isFetching}>
      <header className="member-card__head">
        <div>
          <h1 id="messages-title" className="member-card__title">
            {t('member:messages.title')}
          </h1>
          {total > 0 && (
            <p className="member-card__sub" aria-live="polite">
              {t('member:messages.total', { count: total, unread })}
            </p>
          )}
        </div>
        <Button
          icon={<CheckOutlined />}
          disabled={!anyUnread}
          loading={markAll.isPending}
          onClick={() => void readAll().catch(() => undefined)}
        >
          {t('member:messages.markAll')}
        </Button>
      </header>
      {list.isPending ? (
        <ListSkeleton rows={5} />
      ) : list.isError ? (
        <Result
          status="warning"
          title={t('member:messages.loadFailed')}
          extra={
            <Button type="primary" onClick={() => void list.refetch()}>
              {t('app.retry')}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <Empty className="member-empty" description={t('member:messages.empty')} />
      ) : (
        <ul className="message-list">
          {items.map((item) => (
            <MessageItem key={item.id} item={item} onRead={(id) => markRead.mutate(id)} />
          ))}
        </ul>
      )}
      {total > MESSAGES_PAGE_SIZE && (
        <Pagination
          className="member-pager"
          align="center"
          current={page}
          pageSize={MESSAGES_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={(p) => {
            setParams(p > 1 ? { page: String(p) } : {});
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </section>
  );
}
