import { CrownFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatActivateTime } from '#features/catalogue';
import { GOODS_KINDS } from '#lib/goods-kinds';
import { formatYuan } from '#shared/price';
import type { OrderGoods } from '../api/order-goods';
import './goods-summary.css';
import '../i18n/register';
import { registerCatalogueStrings } from '#features/catalogue';

registerCatalogueStrings();

/**
 * Cover (goods without a picture of their own, VIP plans, are drawn as a crown badge), kind, name, the facts
 * that matter when buying, and today's price.
 */
export function GoodsSummary({ goods }: { goods: OrderGoods }) {
  const { t } = useTranslation(['translation', 'commerce', 'catalogue']);
  const facts: string[] = [];
  if (goods.lessons) facts.push(t('course.lessons', { count: goods.lessons }));
  if (goods.expireDays) facts.push(t('commerce:order.expireDays', { count: goods.expireDays }));
  if (goods.startsAt && goods.endsAt) facts.push(formatActivateTime(goods.startsAt, goods.endsAt));
  if (goods.address) facts.push(goods.address);
  const badge = !GOODS_KINDS[goods.ref.type].picture;
  return (
    <div className="order-goods">
      <div className={`order-goods__cover${badge ? ' is-vip' : ''}`}>
        {goods.thumb ? <img src={goods.thumb} alt="" /> : <CrownFilled aria-hidden="true" />}
      </div>
      <div className="order-goods__body">
        <span className={`tag${badge ? ' tag--vip' : ''}`}>{t(`commerce:kinds.${goods.ref.type}`)}</span>
        <p className="order-goods__name">{goods.name}</p>
        {facts.length > 0 && (
          <ul className="order-goods__facts">
            {facts.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        )}
        {goods.rows && goods.rows.length > 0 && (
          <ul className="order-goods__rows">
            {goods.rows.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        )}
      </div>
      <p className="order-goods__price">
        <span className="visually-hidden">{t('catalogue:price')}</span>
        {formatYuan(goods.charge)}
      </p>
    </div>
  );
}
