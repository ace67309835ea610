import { NotificationOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRelativeTime } from '#shared/time';
import { useLatestAnnouncementQuery } from '../api/get-latest-announcement';

/** 公告：<latest title>, linking to /announcement?id= */
export function AnnouncementBar() {
  const { t, i18n } = useTranslation();
  const { data } = useLatestAnnouncementQuery();
  if (!data) return null;
  return (
    <aside className="surface announcement-bar" aria-label={t('home.announcement')}>
      <span className="announcement-bar__label">
        <NotificationOutlined aria-hidden="true" /> {t('home.announcement')}：
      </span>
      <Link to={`/announcement?id=${data.id}`} className="announcement-bar__title">
        {data.title}
      </Link>
      <time className="announcement-bar__time" dateTime={data.created_at}>
        {formatRelativeTime(data.created_at, i18n.language === 'en' ? 'en' : 'cn')}
      </time>
      <RightOutlined aria-hidden="true" className="announcement-bar__arrow" />
    </aside>
  );
}
