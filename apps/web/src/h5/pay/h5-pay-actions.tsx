import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type GoodsRef, goodsMobilePath, goodsPagePath } from '#lib/goods-kinds';
import { H5TargetLink } from '../components/h5-target-link';

const ORDERS = '/h5/member/orders';

/**
 * Paid: on to the goods (their mobile page: a course's, VIP → the member tab; else the desktop page, an
 * offline course's, which has no mobile twin) and 查看订单.
 */
export function PaidActions({ goods }: { goods: GoodsRef | null }) {
  const { t } = useTranslation(['translation', 'h5', 'commerce']);
  return (
    <div className="h5-pay__actions">
      {goods && (
        <H5TargetLink url={goodsMobilePath(goods) ?? goodsPagePath(goods)} className="h5-btn h5-btn--primary">
          {t(`commerce:success.goods.${goods.type}`)}
        </H5TargetLink>
      )}
      <Link to={ORDERS} className={goods ? 'h5-btn' : 'h5-btn h5-btn--primary'}>
        {t('commerce:success.orders')}
      </Link>
    </div>
  );
}

/** Cancelled or expired: 重新购买 where the goods are sold (a course's mobile page, else the desktop page). */
export function ClosedActions({ goods }: { goods: GoodsRef | null }) {
  const { t } = useTranslation(['translation', 'h5', 'commerce']);
  return (
    <div className="h5-pay__actions">
      {goods ? (
        <H5TargetLink url={goodsPagePath(goods)} className="h5-btn h5-btn--primary">
          {t('h5:pay.rebuy')}
        </H5TargetLink>
      ) : (
        <Link to="/h5/courses" className="h5-btn h5-btn--primary">
          {t('h5:pay.rebuy')}
        </Link>
      )}
      <Link to={ORDERS} className="h5-btn">
        {t('commerce:success.orders')}
      </Link>
    </div>
  );
}

/** Not this member's order (or none): their order list. */
export function MissingActions() {
  const { t } = useTranslation(['translation', 'h5', 'commerce']);
  return (
    <div className="h5-pay__actions">
      <Link to={ORDERS} className="h5-btn h5-btn--primary">
        {t('h5:orders.title')}
      </Link>
    </div>
  );
}
