import { RightOutlined } from '@ant-design/icons';
import type { TNotification } from '@shuyuan/contract/member';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '#lib/i18n/index';
import { formatDateTime, formatRelativeTime } from '#shared/time';
import '../i18n/register';

export interface MessageLinkProps {
  url: string;
  className: string;
  onClick: () => void;
}

/** The member centre's 查看: a link inside the site. */
function SiteMessageLink({ url, className, onClick }: MessageLinkProps) {
  const { t } = useTranslation('member');
  return (
    <Link className={className} to={url} onClick={onClick}>
      {t('messages.open')} <RightOutlined aria-hidden="true" />
    </Link>
  );
}

/**
 * One message. A click on an unread one marks it read (upstream); a message that points somewhere in the
 * site also gets a 查看 link, which marks it read on the way. The mobile site draws the same row with its own
 * class names (`block`) and its own link.
 */
export function MessageItem({
  item,
  onRead,
  block = 'message-item',
  OpenLink = SiteMessageLink,
}: {
  item: TNotification;
  onRead: (id: number) => void;
  block?: string;
  OpenLink?: ComponentType<MessageLinkProps>;
}) {
  const { t } = useTranslation('member');
  const unread = item.read_at === null;
  const markRead = () => {
    if (unread) onRead(item.id);
  };
  const url = item.data.url.startsWith('/') && !item.data.url.startsWith('//') ? item.data.url : '';
  return (
    <li className={unread ? `${block} is-unread` : block}>
      <button
        type="button"
        className={`bare-button ${block}__body`}
        onClick={markRead}
        aria-pressed={!unread}
      >
        <span className={`${block}__dot`} aria-hidden="true" />
        {unread && <span className="visually-hidden">{t('messages.unread')}：</span>}
        <span className={`${block}__text`}>{item.data.message}</span>
        <time className={`${block}__time`} dateTime={item.created_at} title={formatDateTime(item.created_at)}>
          {formatRelativeTime(item.created_at, currentLang())}
        </time>
      </button>
      {url && <OpenLink url={url} className={`${block}__open`} onClick={markRead} />}
    </li>
  );
}
