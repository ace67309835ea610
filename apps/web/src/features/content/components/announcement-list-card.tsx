import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRelativeTime } from '#shared/time';
import { useAnnouncementsQuery } from '../api/announcements';
import './articles.css';

/** A side card with the newest announcements; the current one is marked. */
export function AnnouncementListCard({
  currentId,
  title,
  size = 8,
}: {
  currentId?: number;
  title: string;
  size?: number;
}) {
  const { i18n } = useTranslation();
  const list = useAnnouncementsQuery(1, size);
  const items = list.data?.data ?? [];
  if (!list.isPending && items.length === 0) return null;
  return (
    <section className="surface side-card">
      <h2 className="side-card__title">{title}</h2>
      {list.isPending ? (
        <div className="shimmer skeleton-line" />
      ) : (
        <ul className="plain-list mini-list">
          {items.map((a) => (
            <li key={a.id}>
              <Link to={`/announcement?id=${a.id}`} aria-current={a.id === currentId ? 'page' : undefined}>
                {a.title}
              </Link>
              <time dateTime={a.created_at}>
                {formatRelativeTime(a.created_at, i18n.language === 'en' ? 'en' : 'cn')}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
