import { CrownFilled, FileTextOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatActivateTime } from '#features/catalogue';
import { GOODS_KINDS, type GoodsType } from '#lib/goods-kinds';
import { formatYuan } from '#shared/price';
import type { OrderGoods } from '../api/order-goods';
import './goods-summary.css';
import '../i18n/register';
import { registerCatalogueStrings } from '#features/catalogue';

registerCatalogueStrings();

/** How goods without a picture of their own are drawn: VIP's crown on gold, a paper's sheet on green. */
const BADGE: Partial<Record<GoodsType, { icon: ReactNode; vip: boolean }>> = {
  ROLE: { icon: <CrownFilled />, vip: true },
  PAPER: { icon: <FileTextOutlined />, vip: false },
};

/**
 * Cover (goods without a picture of their own, VIP plans and papers, are drawn as a badge), kind, name, the
 * facts that matter when buying, and today's price.
 */
export function GoodsSummary({ goods }: { goods: OrderGoods }) {
  const { t } = useTranslation(['translation', 'commerce', 'catalogue']);
  const facts: string[] = [];
  if (goods.lessons) facts.push(t('course.lessons', { count: goods.lessons }));
  if (goods.expireDays) facts.push(t('commerce:order.expireDays', { count: goods.expireDays }));
  if (goods.startsAt && goods.endsAt) facts.push(formatActivateTime(goods.startsAt, goods.endsAt));
  if (goods.address) facts.push(goods.address);
  const badge = GOODS_KINDS[goods.ref.type].picture ? undefined : BADGE[goods.ref.type];
  const vip = badge?.vip === true;
  return (
    <div className="order-goods">
      <div className={`order-goods__cover${vip ? ' is-vip' : ''}`}>
        {goods.thumb ? (
          <img src={goods.thumb} alt="" />
        ) : (
          <span aria-hidden="true">{badge?.icon ?? <CrownFilled />}</span>
        )}
      </div>
      <div className="order-goods__body">
        <span className={`tag${vip ? ' tag--vip' : ''}`}>{t(`commerce:kinds.${goods.ref.type}`)}</span>
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
