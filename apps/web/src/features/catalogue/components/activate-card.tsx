import { CalendarOutlined, EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatYuan } from '#shared/price';
import { activateStatus, formatActivateTime, type TActivate } from '../activate';
import './activate-card.css';

/** An offline course in a grid: cover with its status, title, time, city and seats. */
export function ActivateCard({
  activate: a,
  headingLevel = 3,
}: {
  activate: TActivate;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const status = activateStatus(a);
  return (
    <article className="activate-card">
      <Link to={`/activates/detail/${a.id}`} className="activate-card__link">
        <div className="activate-card__cover">
          {a.thumb ? (
            <img
              src={a.thumb}
              alt={t('course.coverAlt', { title: a.title })}
              loading="lazy"
              decoding="async"
            />
          ) : (
            <span aria-hidden="true">{a.title.slice(0, 2)}</span>
          )}
          <span className={`activate-card__status is-${status}`}>
            {t(`catalogue.activates.status.${status}`)}
          </span>
        </div>
        <div className="activate-card__body">
          <Heading className="activate-card__title" title={a.title}>
            {a.title}
          </Heading>
          <p className="activate-card__line">
            <CalendarOutlined aria-hidden="true" /> {formatActivateTime(a.started_at, a.ended_at)}
          </p>
          <p className="activate-card__line">
            <EnvironmentOutlined aria-hidden="true" /> {a.city || a.address}
          </p>
          <div className="activate-card__meta">
            <span className={a.charge > 0 ? 'activate-card__price' : 'activate-card__price is-free'}>
              {a.charge > 0 ? formatYuan(a.charge) : t('course.free')}
            </span>
            {a.quota > 0 && (
              <span className="activate-card__seats">
                <TeamOutlined aria-hidden="true" />{' '}
                {t('catalogue.activates.seats', { enrolled: a.enrolled_count, quota: a.quota })}
              </span>
            )}
          </div>
        </div>
      </Link>
    </article>
  );
}
