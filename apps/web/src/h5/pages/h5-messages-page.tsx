import { listMessages } from '@shuyuan/contract/member';
import { useTranslation } from 'react-i18next';
import {
  MESSAGES_PAGE_SIZE,
  MessageItem,
  type MessageLinkProps,
  registerMemberStrings,
  useMarkAllRead,
  useMarkRead,
} from '#features/member';
import { callEndpoint } from '#lib/http';
import { H5PagedList, useH5Pages } from '../components/h5-paged-list';
import { H5TargetLink } from '../components/h5-target-link';
import { useH5Translation } from '../i18n/use-h5-translation';
import { H5Screen } from '../layout/h5-screen';

// This screen reads `member.*` keys itself.
registerMemberStrings();

/** 查看 on a message: its mobile twin when there is one (or the desktop page). */
function H5MessageLink({ url, className, onClick }: MessageLinkProps) {
  const { t } = useH5Translation();
  return (
    <H5TargetLink url={url} className={className} onClick={onClick}>
      {t('h5:messages.open')}
    </H5TargetLink>
  );
}

/** /h5/member/messages: the member's messages; mark one or all read (the unread count follows). */
export function H5MessagesPage() {
  const { t } = useTranslation(['translation', 'h5', 'member']);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  // Same first key as the desktop list, so marking read (which invalidates [listMessages.id]) refreshes this.
  const list = useH5Pages({
    queryKey: [listMessages.id, 'h5'],
    pageSize: MESSAGES_PAGE_SIZE,
    fetchPage: (page) => callEndpoint(listMessages, { query: { page, page_size: MESSAGES_PAGE_SIZE } }),
    staleTime: 0,
  });
  const anyUnread = list.data?.pages.some((p) => p.data.some((m) => m.read_at === null)) ?? false;
  return (
    <H5Screen title={t('h5:messages.title')} back="/h5/member">
      {/* Above the list, not in the top bar: there "Mark all read" ran into the title at 320–430 px. */}
      {anyUnread && (
        <div className="h5-toolbar">
          <button
            type="button"
            className="h5-btn h5-btn--small"
            disabled={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            {t('h5:messages.markAll')}
          </button>
        </div>
      )}
      <H5PagedList
        query={list}
        skeletonRows={4}
        failed={t('member:messages.loadFailed')}
        empty={t('h5:messages.empty')}
      >
        {(items) => (
          <ul className="h5-card h5-messages">
            {items.map((m) => (
              <MessageItem
                key={m.id}
                item={m}
                onRead={(id) => markRead.mutate(id)}
                block="h5-message"
                OpenLink={H5MessageLink}
              />
            ))}
          </ul>
        )}
      </H5PagedList>
    </H5Screen>
  );
}
