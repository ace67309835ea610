import { Button, Empty, Pagination, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LinkButton } from '#shared/link-button';
import { positiveInt } from '#shared/query-params';
import { usePageTitle } from '#shared/use-page-title';
import { ORDERS_PAGE_SIZE, useMemberOrdersQuery } from '../api/member-orders';
import { ListSkeleton } from '../components/list-skeleton';
import { OrderItem } from '../components/order-item';
import '../lists.css';
import '../i18n/register';

/** /member/orders: the member's orders, newest first, 10 a page; a click on one goes to its goods. */
export function MemberOrdersPage() {
  const { t } = useTranslation(['translation', 'member']);
  usePageTitle(t('member:orders.title'));
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page')) || 1;
  const list = useMemberOrdersQuery(page);
  const items = list.data?.data ?? [];
  const total = list.data?.total ?? 0;

  return (
    <section className="member-card" aria-labelledby="orders-title" aria-busy={list.isFetching}>
      <header className="member-card__head">
        <div>
          <h1 id="orders-title" className="member-card__title">
            {t('member:orders.title')}
          </h1>
          {total > 0 && <p className="member-card__sub">{t('member:orders.total', { count: total })}</p>}
        </div>
      </header>
      {list.isPending ? (
        <ListSkeleton rows={3} tall />
      ) : list.isError ? (
        <Result
          status="warning"
          title={t('member:orders.loadFailed')}
          extra={
            <Button type="primary" onClick={() => void list.refetch()}>
              {t('app.retry')}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <Empty className="member-empty" description={t('member:orders.empty')}>
          <LinkButton to="/courses" type="primary">
            {t('member:orders.browse')}
          </LinkButton>
        </Empty>
      ) : (
        <ul className="order-list">
          {items.map((order) => (
            <OrderItem key={order.id} order={order} />
          ))}
        </ul>
      )}
      {total > ORDERS_PAGE_SIZE && (
        <Pagination
          className="member-pager"
          align="center"
          current={page}
          pageSize={ORDERS_PAGE_SIZE}
          total={total}
          showSizeChanger={false}
          onChange={(p) => {
            setParams(p > 1 ? { page: String(p) } : {});
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </section>
  );
}
