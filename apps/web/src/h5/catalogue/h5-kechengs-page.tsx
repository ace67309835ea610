import { listKechengs } from '@shuyuan/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { fetchKechengPage } from '#features/catalogue';
import { H5PagedList, useH5Pages } from '../components/h5-paged-list';
import { useH5Translation } from '../i18n/use-h5-translation';
import { H5Screen } from '../layout/h5-screen';
import { H5KechengItem } from './h5-kecheng-item';
import './h5-catalogue.css';
import './strings';

const PAGE_SIZE = 10;

/** /h5/kechengs: every 专栏, loading on as the visitor scrolls. */
export function H5KechengsPage() {
  const { t } = useTranslation(['translation', 'catalogue']);
  const h5 = useH5Translation().t;
  const list = useH5Pages({
    queryKey: [listKechengs.id, 'h5'],
    pageSize: PAGE_SIZE,
    fetchPage: (page) => fetchKechengPage(page, PAGE_SIZE),
  });
  return (
    <H5Screen title={t('catalogue:kechengs.title')} back="/h5">
      <H5PagedList
        query={list}
        skeletonRows={5}
        failed={h5('h5:loadFailed')}
        empty={t('catalogue:kechengs.empty')}
      >
        {(items) => (
          <ul className="h5-courses h5-courses--page">
            {items.map((k) => (
              <H5KechengItem key={k.id} kecheng={k} />
            ))}
          </ul>
        )}
      </H5PagedList>
    </H5Screen>
  );
}
