import { Button, Empty, Pagination, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#shared/time';
import { CREDIT1_PAGE_SIZE, useCredit1RecordsQuery } from '../api/credit1-records';
import { signedPoints } from '../credit-rules';
import { ListSkeleton } from './list-skeleton';
import '../i18n/register';

/** The ledger: remark, time and the signed amount, 10 a page. */
export function CreditRecords({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(['translation', 'member']);
  const list = useCredit1RecordsQuery(page);
  const items = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  if (list.isPending) return <ListSkeleton rows={4} />;
  if (list.isError) {
    return (
      <Result
        status="warning"
        title={t('member:credit.loadFailed')}
        extra={
          <Button type="primary" onClick={() => void list.refetch()}>
            {t('app.retry')}
          </Button>
        }
      />
    );
  }
  if (items.length === 0) return <Empty className="member-empty" description={t('member:credit.empty')} />;
  return (
    <div aria-busy={list.isFetching}>
      <ul className="credit-list">
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
      {total > CREDIT1_PAGE_SIZE && (
        <Pagination
          className="member-pager"
          align="center"
          current={page}
          pageSize={CREDIT1_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={onPage}
        />
      )}
    </div>
  );
}
