import { listMemberOrders, ORDER_STATUS } from '@shuyuan/contract/commerce';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { h5PayPath } from '#features/commerce';
import {
  continuePayParams,
  type MemberOrder,
  ORDERS_PAGE_SIZE,
  orderLine,
  registerMemberStrings,
  STATUS_KEY,
} from '#features/member';
import { callEndpoint } from '#lib/http';
import { formatYuan } from '#shared/price';
import { formatDateTime } from '#shared/time';
import { H5ListSkeleton } from '../components/h5-course-item';
import { H5Empty } from '../components/h5-empty';
import { H5TargetLink } from '../components/h5-target-link';
import { LoadMore } from '../components/load-more';
import { H5Screen } from '../layout/h5-screen';

// This screen reads `member.*` keys itself.
registerMemberStrings();

function OrderCard({ order }: { order: MemberOrder }) {
  const { t } = useTranslation(['translation', 'h5', 'member']);
  const line = orderLine(order);
  const status = STATUS_KEY[order.status];
  const resume = continuePayParams(order);
  const body = (
    <>
      {line.thumb ? (
        <img src={line.thumb} alt="" className="h5-order__thumb" loading="lazy" />
      ) : (
        <span className="h5-order__thumb h5-order__thumb--vip" aria-hidden="true">
          VIP
        </span>
      )}
      <span className="h5-order__body">
        <span className="h5-order__name">{line.name}</span>
        {line.type && <span className="h5-order__type">{t(`member:orders.types.${line.type}`)}</span>}
      </span>
    </>
  );
  return (
    <li className="h5-card h5-order">
      <p className="h5-order__head">
        <span className="h5-order__no">
          {t('member:orders.orderNo')} {order.order_id}
        </span>
        <span className={`h5-status h5-status--${status}`}>{t(`member:orders.status.${status}`)}</span>
      </p>
      {line.href ? (
        <H5TargetLink url={line.href} className="h5-order__goods">
          {body}
        </H5TargetLink>
      ) : (
        <div className="h5-order__goods">{body}</div>
      )}
      <p className="h5-order__foot">
        <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
        <span>
          {order.status === ORDER_STATUS.paid ? t('member:orders.paid') : t('member:orders.amount')}{' '}
          <strong className="h5-price">{formatYuan(order.charge)}</strong>
        </span>
      </p>
      {resume && (
        <p className="h5-order__actions">
          <Link
            to={h5PayPath(resume)}
            className="h5-btn h5-btn--primary h5-btn--small"
            aria-label={t('member:orders.continuePayLabel', { no: order.order_id })}
          >
            {t('member:orders.continuePay')}
          </Link>
        </p>
      )}
    </li>
  );
}

/** /h5/member/orders: every order of the member, newest first, loading on as they scroll; 继续支付 on open ones. */
export function H5OrdersPage() {
  const { t } = useTranslation(['translation', 'h5', 'member']);
  const list = useInfiniteQuery({
    queryKey: [listMemberOrders.id, 'h5'],
    queryFn: ({ pageParam }) =>
      callEndpoint(listMemberOrders, { query: { page: pageParam, page_size: ORDERS_PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last, all) =>
      all.length * ORDERS_PAGE_SIZE < last.total ? all.length + 1 : undefined,
    staleTime: 0,
  });
  const orders = list.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <H5Screen title={t('h5:orders.title')} back="/h5/member">
      {list.isPending ? (
        <H5ListSkeleton rows={3} />
      ) : list.isError ? (
        <H5Empty text={t('member:orders.loadFailed')} />
      ) : orders.length === 0 ? (
        <H5Empty
          text={t('h5:orders.empty')}
          action={
            <Link to="/h5/courses" className="h5-btn h5-btn--primary">
              {t('member:orders.browse')}
            </Link>
          }
        />
      ) : (
        <>
          <ul className="h5-orders">
            {orders.map((o) => (
              <OrderCard key={o.id} order={o} />
            ))}
          </ul>
          <LoadMore
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onMore={() => void list.fetchNextPage()}
            showEnd={(list.data?.pages.length ?? 0) > 1}
          />
        </>
      )}
    </H5Screen>
  );
}
