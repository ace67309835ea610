import { CalendarOutlined, CrownFilled, FileTextOutlined, ReadOutlined } from '@ant-design/icons';
import { GOODS_TYPE } from '@shuyuan/contract/commerce';
import type { ReactNode } from 'react';
import type { GoodsType } from '#lib/goods-kinds';
import './order-thumb.css';

const TYPE_ICON: Record<GoodsType, ReactNode> = {
  COURSE: <ReadOutlined />,
  ROLE: <CrownFilled />,
  ACTIVATE: <CalendarOutlined />,
  KECHENG: <ReadOutlined />,
  PAPER: <FileTextOutlined />,
};

/**
 * The picture of an order's goods, on /member/orders and /h5 alike: its cover, or a tile drawn for its type
 * (VIP and papers have no cover of their own). `className` gives the page's size.
 */
export function OrderThumb({
  type,
  src,
  className,
}: {
  type: GoodsType | null;
  src: string;
  className: string;
}) {
  if (src) return <img className={className} src={src} alt="" loading="lazy" />;
  const kind = type ?? GOODS_TYPE.COURSE;
  return (
    <span className={`${className} order-thumb order-thumb--${kind.toLowerCase()}`} aria-hidden="true">
      {TYPE_ICON[kind]}
    </span>
  );
}
