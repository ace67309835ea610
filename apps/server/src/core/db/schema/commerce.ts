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

/** A VIP term a paid VIP order gave (MeEdu's user_join_role_records); one per order. */
export interface RoleJoinRecordsTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  role_id: number;
  order_id: number;
  charge_fen: Generated<number>;
  started_at: number;
  expired_at: number;
}

/** status 1 unpaid, 5 paying, 7 cancelled, 9 paid; goods_type: the contract's GOODS_TYPE (COURSE, ROLE, …). */
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
  /** sandbox | alipay | wechat | handpay: the channel chosen last, or the one that paid (decision 025). */
  payment: Generated<string>;
  /** page | wap | native | h5 | jsapi | transfer | cashier, with `payment`. */
  payment_method: Generated<string>;
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

/**
 * One trade a member started at a channel (decision 025). status: open | closed | paid. out_trade_no is
 * `<order_no>_<method code>` (orders from before migration 012: the order number).
 */
export interface PaymentsTable extends Timestamps {
  id: Generated<number>;
  order_id: number;
  provider: string;
  method: string;
  out_trade_no: string;
  amount_fen: number;
  status: string;
  trade_no: Generated<string>;
  site_url: Generated<string>;
  paid_at: number | null;
  closed_at: number | null;
  queried_at: number | null;
}

/**
 * A refund through the channel. reason: admin | order_closed | already_paid | already_owned | seat_full;
 * status: pending | processing | success | failed | abnormal.
 */
export interface PaymentRefundsTable extends Timestamps {
  id: Generated<number>;
  order_id: number;
  /** 0: hand pay (no trade at a channel). */
  payment_id: Generated<number>;
  refund_no: string;
  amount_fen: number;
  reason: string;
  note: Generated<string>;
  status: string;
  channel_refund_id: Generated<string>;
  message: Generated<string>;
  /** 0: the site refunded by itself. */
  admin_id: Generated<number>;
  finished_at: number | null;
}

/** The member's openid at the official account that takes JSAPI payments. */
export interface PaymentOpenidsTable extends Timestamps {
  id: Generated<number>;
  user_id: number;
  app_id: string;
  openid: string;
}

export type RoleRow = Selectable<RolesTable>;
export type OrderRow = Selectable<OrdersTable>;
export type PromoCodeRow = Selectable<PromoCodesTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type PaymentRefundRow = Selectable<PaymentRefundsTable>;
