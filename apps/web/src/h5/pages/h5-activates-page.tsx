import { CalendarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { listActivates } from '@shuyuan/contract/activates';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  ACTIVATES_PAGE_SIZE,
  activateStatus,
  fetchActivates,
  formatActivateTime,
  registerCatalogueStrings,
  type TActivate,
  useActivateCategoriesQuery,
} from '#features/catalogue';
import { categoryOptions } from '#shared/filter-row';
import { formatYuan } from '#shared/price';
import { positiveInt } from '#shared/query-params';
import { H5Chips } from '../components/h5-chips';
import { H5PagedList, useH5Pages } from '../components/h5-paged-list';
import { useH5Translation } from '../i18n/use-h5-translation';
import { H5Screen } from '../layout/h5-screen';

// The offline-course screens read `catalogue:activates.*` (the desktop pages' words).
registerCatalogueStrings();

/** One offline course of the mobile list: cover, title, time and place, price and status. */
function H5ActivateItem({ activate: a }: { activate: TActivate }) {
  const { t } = useTranslation(['translation', 'catalogue']);
  const status = activateStatus(a);
  return (
    <li>
      <Link to={`/h5/activates/detail/${a.id}`} className="surface h5-course">
        <img className="h5-course__cover" src={a.thumb} alt="" loading="lazy" />
        <div className="h5-course__body">
          <h3 className="h5-course__title">{a.title}</h3>
          <p className="h5-course__meta h5-course__meta--lines">
            <span>
              <CalendarOutlined aria-hidden="true" /> {formatActivateTime(a.started_at, a.ended_at)}
            </span>
            <span>
              <EnvironmentOutlined aria-hidden="true" /> {a.city || a.address}
            </span>
          </p>
          <p className="h5-course__foot">
            <span className={a.charge > 0 ? 'h5-price' : 'h5-price is-free'}>
              {a.charge > 0 ? formatYuan(a.charge) : t('course.free')}
            </span>
            <span className={status === 'open' ? 'h5-tag' : 'h5-tag h5-tag--muted'}>
              {t(`catalogue:activates.status.${status}`)}
            </span>
          </p>
        </div>
      </Link>
    </li>
  );
}

/** /h5/activates?cid=: offline courses by category, loading on as the visitor scrolls. */
export function H5ActivatesPage() {
  const { t, i18n } = useH5Translation();
  const { t: tc } = useTranslation('catalogue');
  const cid = positiveInt(useSearchParams()[0].get('cid'));
  const categories = useActivateCategoriesQuery().data ?? [];
  const base = { page_size: ACTIVATES_PAGE_SIZE, ...(cid ? { cid } : {}) };
  const list = useH5Pages({
    queryKey: [listActivates.id, 'h5', base],
    pageSize: ACTIVATES_PAGE_SIZE,
    fetchPage: (page) => fetchActivates({ ...base, page }),
  });
  return (
    <H5Screen title={tc('activates.title')} back="/h5">
      <H5Chips
        label={t('h5:activates.categories')}
        options={categoryOptions(t('h5:courses.all'), categories, i18n.language)}
        value={cid}
        hrefFor={(v) => (v ? `/h5/activates?cid=${v}` : '/h5/activates')}
      />
      <H5PagedList
        query={list}
        skeletonRows={4}
        failed={tc('activates.loadFailed')}
        empty={tc('activates.empty')}
      >
        {(items) => (
          <ul className="h5-courses h5-courses--page">
            {items.map((a) => (
              <H5ActivateItem key={a.id} activate={a} />
            ))}
          </ul>
        )}
      </H5PagedList>
    </H5Screen>
  );
}
