import { useTranslation } from 'react-i18next';
import { LinkButton } from '#shared/link-button';
import { PagedList } from '#shared/paged-list';
import { RowSkeleton } from '#shared/row-skeleton';
import { useListParams } from '#shared/use-list-params';
import { usePageTitle } from '#shared/use-page-title';
import { ORDERS_PAGE_SIZE, useMemberOrdersQuery } from '../api/member-orders';
import { MemberCardHead } from '../components/member-card-head';
import { OrderItem } from '../components/order-item';
import '../i18n/register';

/** /member/orders: the member's orders, newest first, 10 a page; a click on one goes to its goods. */
export function MemberOrdersPage() {
  const { t } = useTranslation('member');
  usePageTitle(t('orders.title'));
  const { page, go } = useListParams();
  const list = useMemberOrdersQuery(page);
  const total = list.data?.total ?? 0;

  return (
    <section className="surface member-card" aria-labelledby="orders-title" aria-busy={list.isFetching}>
      <MemberCardHead
        id="orders-title"
        title={t('orders.title')}
        sub={total > 0 ? t('orders.total', { count: total }) : undefined}
      />
      <PagedList
        query={list}
        page={page}
        pageSize={ORDERS_PAGE_SIZE}
        onPage={(p) => go({ page: p })}
        inCard
        skeleton={<RowSkeleton rows={3} thumb />}
        failed={t('orders.loadFailed')}
        empty={t('orders.empty')}
        emptyAction={
          <LinkButton to="/courses" type="primary">
            {t('orders.browse')}
          </LinkButton>
        }
      >
        {(items) => (
          <ul className="plain-list ruled-rows">
            {items.map((order) => (
              <OrderItem key={order.id} order={order} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
