import { ORDER_STATUS } from '@shuyuan/contract/commerce';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { payPath } from '#features/commerce';
import { currentLang } from '#lib/i18n/index';
import { LinkButton } from '#shared/link-button';
import { formatYuan } from '#shared/price';
import { formatDateTime, formatRelativeTime } from '#shared/time';
import { continuePayParams, type MemberOrder, orderLine, orderStatusKey } from '../order-view';
import { OrderThumb } from './order-thumb';
import './order-item.css';
import '../i18n/register';

/** One order: goods (a link to them), order number, relative time, amount, status; 继续支付 while open. */
export function OrderItem({ order }: { order: MemberOrder }) {
  const { t } = useTranslation('member');
  const line = orderLine(order);
  const resume = continuePayParams(order);
  const goods = (
    <>
      <OrderThumb type={line.type} src={line.thumb} className="order-item__thumb" />
      <span className="order-item__text">
        {line.type && <span className="order-item__type">{t(`orders.types.${line.type}`)}</span>}
        <span className="order-item__name">{line.name}</span>
        <span className="order-item__meta">
          <span>{t('orders.orderNoValue', { no: order.order_id })}</span>
          <time dateTime={order.created_at} title={formatDateTime(order.created_at)}>
            {formatRelativeTime(order.created_at, currentLang())}
          </time>
        </span>
      </span>
    </>
  );
  return (
    <li
      className={
        order.status === ORDER_STATUS.cancelled || order.is_refund === 1
          ? 'order-item is-cancelled'
          : 'order-item'
      }
    >
      {line.href ? (
        <Link to={line.href} className="order-item__goods">
          {goods}
        </Link>
      ) : (
        <div className="order-item__goods">{goods}</div>
      )}
      <div className="order-item__amount">
        <span className="order-item__label">
          {order.status === ORDER_STATUS.paid ? t('orders.paid') : t('orders.amount')}
        </span>
        <strong className="order-item__price">{formatYuan(order.charge)}</strong>
        {order.discount > 0 && (
          <span className="order-item__note">
            {t('orders.discount', { amount: formatYuan(order.discount) })}
          </span>
        )}
        {order.is_refund === 1 && (
          <span className="order-item__note order-item__note--refund">
            {t('orders.refunded', { amount: formatYuan(order.refund_amount) })}
            {order.refunded_at && (
              <time className="order-item__note-time" dateTime={order.refunded_at}>
                {formatDateTime(order.refunded_at)}
              </time>
            )}
          </span>
        )}
      </div>
      <div className="order-item__status">
        <span className={`order-status order-status--${orderStatusKey(order)}`}>
          {t(`orders.status.${orderStatusKey(order)}`)}
        </span>
        {resume && (
          <LinkButton
            type="primary"
            size="small"
            to={payPath(resume)}
            aria-label={t('orders.continuePayLabel', { no: order.order_id })}
          >
            {t('orders.continuePay')}
          </LinkButton>
        )}
      </div>
    </li>
  );
}
