import { ReadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatYuan } from '#shared/price';
import { Tile } from '#shared/tile';
import { kechengSaving, type TKecheng } from '../kecheng';
import './kecheng-card.css';
import '../i18n/register';

/** A 专栏 in a grid: cover, title, how many courses, its price and (struck) the courses' sum. */
export function KechengCard({ kecheng: k, headingLevel = 3 }: { kecheng: TKecheng; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation(['translation', 'catalogue']);
  return (
    <Tile
      block="kecheng-card"
      to={`/kecheng/${k.id}`}
      title={k.title}
      thumb={k.thumb}
      headingLevel={headingLevel}
    >
      {k.short_description && <p className="kecheng-card__desc clamp-2">{k.short_description}</p>}
      <div className="tile__meta">
        <span className="kecheng-card__prices">
          <span className={k.charge > 0 ? 'tile__price' : 'tile__price is-free'}>
            {k.charge > 0 ? formatYuan(k.charge) : t('course.free')}
          </span>
          {kechengSaving(k) > 0 && (
            <s className="kecheng-card__original">
              <span className="visually-hidden">{t('catalogue:kechengs.originalPrice')}</span>
              {formatYuan(k.original_charge)}
            </s>
          )}
        </span>
        <span className="tile__fact">
          <ReadOutlined aria-hidden="true" />{' '}
          {t('catalogue:kechengs.courseCount', { count: k.courses_count })}
        </span>
      </div>
    </Tile>
  );
}
