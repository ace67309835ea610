import { useTranslation } from 'react-i18next';
import { PagedList } from '#shared/paged-list';
import { RowSkeleton } from '#shared/row-skeleton';
import { formatDateTime } from '#shared/time';
import { CREDIT1_PAGE_SIZE, useCredit1RecordsQuery } from '../api/credit1-records';
import { signedPoints } from '../credit-rules';
import '../i18n/register';

/** The ledger: remark, time and the signed amount, 10 a page. */
export function CreditRecords({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('member');
  const list = useCredit1RecordsQuery(page);
  return (
    <div aria-busy={list.isFetching}>
      <PagedList
        query={list}
        page={page}
        pageSize={CREDIT1_PAGE_SIZE}
        onPage={onPage}
        keepScroll
        inCard
        skeleton={<RowSkeleton rows={4} />}
        failed={t('credit.loadFailed')}
        empty={t('credit.empty')}
      >
        {(items) => (
          <ul className="plain-list">
            {items.map((r, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: records carry no id (as upstream); each page is replaced whole
              <li key={`${page}-${i}`} className="credit-item">
                <span className="credit-item__text">
                  <span className="credit-item__remark">{r.remark}</span>
                  <time className="credit-item__time" dateTime={r.created_at}>
                    {formatDateTime(r.created_at)}
                  </time>
                </span>
                <strong className={r.sum >= 0 ? 'credit-item__sum is-plus' : 'credit-item__sum is-minus'}>
                  {signedPoints(r.sum)}
                </strong>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}
