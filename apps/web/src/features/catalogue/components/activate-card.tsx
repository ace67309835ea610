import { CalendarOutlined, EnvironmentOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '#shared/price';
import { Tile } from '#shared/tile';
import { activateStatus, formatActivateTime, type TActivate } from '../activate';
import './activate-card.css';
import '../i18n/register';

/** An offline course in a grid: cover with its status, title, time, city and seats. */
export function ActivateCard({
  activate: a,
  headingLevel = 3,
}: {
  activate: TActivate;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation(['translation', 'catalogue']);
  const status = activateStatus(a);
  return (
    <Tile
      block="activate-card"
      to={`/activates/detail/${a.id}`}
      title={a.title}
      thumb={a.thumb}
      headingLevel={headingLevel}
      badge={
        <span className={`activate-card__status is-${status}`}>
          {t(`catalogue:activates.status.${status}`)}
        </span>
      }
    >
      <p className="activate-card__line">
        <CalendarOutlined aria-hidden="true" /> {formatActivateTime(a.started_at, a.ended_at)}
      </p>
      <p className="activate-card__line">
        <EnvironmentOutlined aria-hidden="true" /> {a.city || a.address}
      </p>
      <div className="tile__meta">
        <span className={a.charge > 0 ? 'tile__price' : 'tile__price is-free'}>
          {a.charge > 0 ? formatYuan(a.charge) : t('course.free')}
        </span>
        {a.quota > 0 && (
          <span className="tile__fact">
            <TeamOutlined aria-hidden="true" />{' '}
            {t('catalogue:activates.seats', { enrolled: a.enrolled_count, quota: a.quota })}
          </span>
        )}
      </div>
    </Tile>
  );
}
