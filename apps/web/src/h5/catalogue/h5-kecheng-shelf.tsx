import { RightOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { kechengsQuery } from '#features/catalogue';
import { H5KechengItem } from './h5-kecheng-item';
import './h5-catalogue.css';
import './strings';

/** The mobile home's 专栏: the first three, and the way to all of them; nothing while there are none. */
export function H5KechengShelf() {
  const { t } = useTranslation(['translation', 'catalogue']);
  const items = useQuery(kechengsQuery(1, 3)).data?.data ?? [];
  if (items.length === 0) return null;
  return (
    <section className="h5-section" aria-labelledby="h5-kechengs">
      <div className="h5-section__head">
        <h2 id="h5-kechengs" className="h5-section__title">
          {t('catalogue:kechengs.home')}
        </h2>
        <Link to="/h5/kechengs" className="h5-section__more">
          {t('catalogue:kechengs.more')} <RightOutlined aria-hidden="true" />
        </Link>
      </div>
      <ul className="h5-courses">
        {items.map((k) => (
          <H5KechengItem key={k.id} kecheng={k} />
        ))}
      </ul>
    </section>
  );
}
