import { ReadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { kechengSaving, type TKecheng } from '#features/catalogue';
import { formatYuan } from '#shared/price';
import './strings';

/** One 专栏 row of the mobile lists: cover on the left, title, course count, price and the struck sum. */
export function H5KechengItem({ kecheng: k }: { kecheng: TKecheng }) {
  const { t } = useTranslation(['translation', 'catalogue']);
  return (
    <li>
      <Link to={`/h5/kecheng/${k.id}`} className="surface h5-course">
        <img className="h5-course__cover" src={k.thumb} alt="" loading="lazy" />
        <div className="h5-course__body">
          <h3 className="h5-course__title">{k.title}</h3>
          <p className="h5-course__meta">
            <span>
              <ReadOutlined aria-hidden="true" />{' '}
              {t('catalogue:kechengs.courseCount', { count: k.courses_count })}
            </span>
          </p>
          <p className="h5-course__foot">
            <span className={k.charge > 0 ? 'h5-price' : 'h5-price is-free'}>
              {k.charge > 0 ? formatYuan(k.charge) : t('course.free')}
            </span>
            {kechengSaving(k) > 0 && (
              <s className="h5-kecheng-original">
                <span className="visually-hidden">{t('catalogue:kechengs.originalPrice')}</span>
                {formatYuan(k.original_charge)}
              </s>
            )}
          </p>
        </div>
      </Link>
    </li>
  );
}
