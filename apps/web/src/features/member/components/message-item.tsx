import { RightOutlined } from '@ant-design/icons';
import type { TNotification } from '@shuyuan/contract/member';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '#lib/i18n/index';
import { formatDateTime, formatRelativeTime } from '#shared/time';
import '../i18n/register';

/**
 * One message. A click on an unread one marks it read (upstream); a message that points somewhere in the
 * site also gets a 查看 link, which marks it read on the way.
 */
export function MessageItem({ item, onRead }: { item: TNotification; onRead: (id: number) => void }) {
  const { t } = useTranslation('member');
  const unread = item.read_at === null;
  const markRead = () => {
    if (unread) onRead(item.id);
  };
  const url = item.data.url.startsWith('/') && !item.data.url.startsWith('//') ? item.data.url : '';
  return (
    <li className={unread ? 'message-item is-unread' : 'message-item'}>
      <button type="button" className="message-item__body" onClick={markRead} aria-pressed={!unread}>
        <span className="message-item__dot" aria-hidden="true" />
        {unread && <span className="visually-hidden">{t('messages.unread')}：</span>}
        <span className="message-item__text">{item.data.message}</span>
        <time
          className="message-item__time"
          dateTime={item.created_at}
          title={formatDateTime(item.created_at)}
        >
          {formatRelativeTime(item.created_at, currentLang())}
        </time>
      </button>
      {url && (
        <Link className="message-item__open" to={url} onClick={markRead}>
          {t('messages.open')} <RightOutlined aria-hidden="true" />
        </Link>
      )}
    </li>
  );
}
