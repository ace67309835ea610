import { LockOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { useH5Translation } from '../i18n/use-h5-translation';

/** What a tab screen that needs a member shows an anonymous visitor (a tab never bounces to a login page). */
export function GuestCard({ text }: { text: string }) {
  const { t } = useH5Translation();
  const { pathname, search } = useLocation();
  const to = `/h5/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
  return (
    <section className="h5-card h5-guest">
      <span className="icon-disc h5-guest__icon" aria-hidden="true">
        <LockOutlined />
      </span>
      <h2 className="h5-guest__title">{t('h5:guest.title')}</h2>
      <p className="h5-guest__text">{text}</p>
      <Link to={to} className="h5-btn h5-btn--primary">
        {t('h5:guest.login')}
      </Link>
    </section>
  );
}
