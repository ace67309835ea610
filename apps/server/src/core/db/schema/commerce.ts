import type { Generated, Selectable } from 'kysely';
import type { Flag, Timestamps } from './columns';

/* Commerce (issue 5): VIP memberships, orders, promo codes and what a member may study. */

/** VIP memberships. */
export interface RolesTable extends Timestamps {
  id: Generated<number>;
  name: string;
  charge_fen: Generated<number>;
  expire_days: number;
  weight: Generated<number>;
  /** One benefit per line. */
  description: Generated<string>;
  is_show: Flag;
}

/** What a member may study. source: 'order' | 'admin' | 'code'. */
export interface UserCoursesTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  course_id: number;
  charge_fen: Generated<number>;
  order_id: Generated<number>;
  source: string;
}

/** status 1 unpaid, 5 paying, 7 cancelled, 9 paid; goods_type COURSE | ROLE | ACTIVATE. */
export interface OrdersTable extends Timestamps {
  id: Generated<number>;
  order_no: string;
  /** The unguessable token in pay_url (the cashier page is opened without a login, e.g. on a phone). */
  pay_sign: string;
  user_id: number;
  goods_type: string;
  goods_id: number;
  goods_name: Generated<string>;
  goods_thumb: Generated<string>;
  charge_fen: Generated<number>;
  discount_fen: Generated<number>;
  total_fen: Generated<number>;
  promo_code_id: Generated<number>;
  status: number;
  /** sandbox | alipay | wechat | handpay. */
  payment: Generated<string>;
  trade_no: Generated<string>;
  /** '' until paid; 'done', or 'seat_full' when an offline course filled up before the payment came. */
  delivery: Generated<string>;
  expires_at: number;
  paid_at: number | null;
  cancelled_at: number | null;
  is_refund: Flag;
  refunded_at: number | null;
  credit1_reward: Generated<number>;
}

export interface PromoCodesTable extends Timestamps {
  id: Generated<number>;
  /** The owner (an invite code); 0: issued by the site. */
  user_id: Generated<number>;
  code: string;
  discount_fen: Generated<number>;
  invite_reward_fen: Generated<number>;
  /** 0: unlimited. */
  use_times: Generated<number>;
  used_times: Generated<number>;
  started_at: number | null;
  expired_at: number | null;
  deleted_at: number | null;
}

export interface PromoCodeUsesTable extends Timestamps {
  id: Generated<number>;
  promo_code_id: number;
  user_id: number;
  order_id: number;
}

export type RoleRow = Selectable<RolesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type PromoCodeRow = Selectable<PromoCodesTable>;
