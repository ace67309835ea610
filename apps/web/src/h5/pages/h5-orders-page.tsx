import { listMemberOrders, ORDER_STATUS } from '@shuyuan/contract/commerce';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { h5PayPath } from '#features/commerce';
import {
  continuePayParams,
  type MemberOrder,
  ORDERS_PAGE_SIZE,
  OrderThumb,
  orderLine,
  orderStatusKey,
  registerMemberStrings,
} from '#features/member';
import { callEndpoint } from '#lib/http';
import { formatYuan } from '#shared/price';
import { formatDateTime } from '#shared/time';
import { H5PagedList, useH5Pages } from '../components/h5-paged-list';
import { H5TargetLink } from '../components/h5-target-link';
import { H5Screen } from '../layout/h5-screen';

// This screen reads `member.*` keys itself.
registerMemberStrings();

function OrderCard({ order }: { order: MemberOrder }) {
  const { t } = useTranslation(['translation', 'h5', 'member']);
  const line = orderLine(order);
  const status = orderStatusKey(order);
  const resume = continuePayParams(order);
  const body = (
    <>
      <OrderThumb type={line.type} src={line.thumb} className="h5-order__thumb" />
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
      <H5TargetLink url={line.href} className="h5-order__goods">
        {body}
      </H5TargetLink>
      <p className="h5-order__foot">
        <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
        <span>
          {order.status === ORDER_STATUS.paid ? t('member:orders.paid') : t('member:orders.amount')}{' '}
          <strong className="h5-price">{formatYuan(order.charge)}</strong>
        </span>
      </p>
      {order.is_refund === 1 && (
        <p className="h5-order__refund">
          {t('member:orders.refunded', { amount: formatYuan(order.refund_amount) })}
          {order.refunded_at && (
            <time dateTime={order.refunded_at}> · {formatDateTime(order.refunded_at)}</time>
          )}
        </p>
      )}
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
  const list = useH5Pages({
    queryKey: [listMemberOrders.id, 'h5'],
    pageSize: ORDERS_PAGE_SIZE,
    fetchPage: (page) => callEndpoint(listMemberOrders, { query: { page, page_size: ORDERS_PAGE_SIZE } }),
    staleTime: 0,
  });
  return (
    <H5Screen title={t('h5:orders.title')} back="/h5/member">
      <H5PagedList
        query={list}
        skeletonRows={3}
        failed={t('member:orders.loadFailed')}
        empty={t('h5:orders.empty')}
        emptyLink={{ to: '/h5/courses', label: t('member:orders.browse') }}
      >
        {(orders) => (
          <ul className="h5-orders">
            {orders.map((o) => (
              <OrderCard key={o.id} order={o} />
            ))}
          </ul>
        )}
      </H5PagedList>
    </H5Screen>
  );
}
