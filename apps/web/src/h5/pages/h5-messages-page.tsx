import type { TNotification } from '@shuyuan/contract/member';
import { listMessages } from '@shuyuan/contract/member';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MESSAGES_PAGE_SIZE, registerMemberStrings, useMarkAllRead, useMarkRead } from '#features/member';
import { callEndpoint } from '#lib/http';
import { currentLang } from '#lib/i18n/index';
import { formatDateTime, formatRelativeTime } from '#shared/time';
import { H5ListSkeleton } from '../components/h5-course-item';
import { H5Empty } from '../components/h5-empty';
import { H5TargetLink } from '../components/h5-target-link';
import { LoadMore } from '../components/load-more';
import { H5Screen } from '../layout/h5-screen';

// This screen reads `member.*` keys itself.
registerMemberStrings();

/** One message: a tap on an unread one marks it read; one that points somewhere also gets 查看. */
function MessageRow({ item, onRead }: { item: TNotification; onRead: (id: number) => void }) {
  const { t } = useTranslation(['translation', 'h5', 'member']);
  const unread = item.read_at === null;
  const markRead = () => {
    if (unread) onRead(item.id);
  };
  const url = item.data.url.startsWith('/') && !item.data.url.startsWith('//') ? item.data.url : '';
  return (
    <li className={unread ? 'h5-message is-unread' : 'h5-message'}>
      <button type="button" className="h5-message__body" onClick={markRead} aria-pressed={!unread}>
        <span className="h5-message__dot" aria-hidden="true" />
        {unread && <span className="visually-hidden">{t('h5:messages.unread')}：</span>}
        <span className="h5-message__text">{item.data.message}</span>
        <time className="h5-message__time" dateTime={item.created_at} title={formatDateTime(item.created_at)}>
          {formatRelativeTime(item.created_at, currentLang())}
        </time>
      </button>
      {url && (
        <H5TargetLink url={url} className="h5-message__open" onClick={markRead}>
          {t('h5:messages.open')}
        </H5TargetLink>
      )}
    </li>
  );
}

/** /h5/member/messages: the member's messages; mark one or all read (the unread count follows). */
export function H5MessagesPage() {
  const { t } = useTranslation(['translation', 'h5', 'member']);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  // Same first key as the desktop list, so marking read (which invalidates [listMessages.id]) refreshes this.
  const list = useInfiniteQuery({
    queryKey: [listMessages.id, 'h5'],
    queryFn: ({ pageParam }) =>
      callEndpoint(listMessages, { query: { page: pageParam, page_size: MESSAGES_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last, all) =>
      all.length * MESSAGES_PAGE_SIZE < last.total ? all.length + 1 : undefined,
    staleTime: 0,
  });
  const items = list.data?.pages.flatMap((p) => p.data) ?? [];
  const anyUnread = items.some((m) => m.read_at === null);
  return (
    <H5Screen
      title={t('h5:messages.title')}
      back="/h5/member"
      actions={
        anyUnread && (
          <button
            type="button"
            className="h5-top__text"
            disabled={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t('h5:messages.markAll')}
          </button>
        )
      }
    >
      {list.isPending ? (
        <H5ListSkeleton rows={4} />
      ) : list.isError ? (
        <H5Empty text={t('member:messages.loadFailed')} />
      ) : items.length === 0 ? (
        <H5Empty text={t('h5:messages.empty')} />
      ) : (
        <>
          <ul className="h5-card h5-messages">
            {items.map((m) => (
              <MessageRow key={m.id} item={m} onRead={(id) => markRead.mutate(id)} />
            ))}
          </ul>
          <LoadMore
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onMore={() => void list.fetchNextPage()}
            showEnd={(list.data?.pages.length ?? 0) > 1}
          />
        </>
      )}
    </H5Screen>
  );
}
