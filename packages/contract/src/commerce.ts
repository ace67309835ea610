import { z } from 'zod';
import { ZIdParams, ZPageQuery, zQueryInt } from './catalogue';
import { defineEndpoint } from './endpoint';
import { ZNumberedPage } from './envelope';

/** Orders, promo codes and VIP roles (meedu-api.md §1.7, §1.9, §3.6). Money on the wire is yuan. */

/** What an order can buy (goods_type). A plain object too, so the browser, which gets no zod, can name one. */
export const GOODS_TYPE = {
  COURSE: 'COURSE',
  ROLE: 'ROLE',
  ACTIVATE: 'ACTIVATE',
  /** A 专栏: every course of the series at one price (issue 19). */
  KECHENG: 'KECHENG',
  /** A paid exam paper: the right to sit it (issue 23). */
  PAPER: 'PAPER',
} as const;
export const ZGoodsType = z.enum(GOODS_TYPE);

/** An order's status on the wire and in the database (MeEdu's numbers): 5 is paying, a channel's trade exists. */
export const ORDER_STATUS = { unpaid: 1, paying: 5, cancelled: 7, paid: 9 } as const;
export type TOrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
/** MeEdu's `status_text` for each status. */
export const ORDER_STATUS_TEXT: Record<TOrderStatus, string> = {
  1: '未支付',
  5: '支付中',
  7: '已取消',
  9: '已支付',
};
export const ZOrderStatus = z.union([
  z.literal(ORDER_STATUS.unpaid),
  z.literal(ORDER_STATUS.paying),
  z.literal(ORDER_STATUS.cancelled),
  z.literal(ORDER_STATUS.paid),
]);

/** What the server says that a client acts on (not only shows). */
export const CommerceMessage = {
  /** A promo code that does not exist, has expired, is used up or is the buyer's own. */
  promoInvalid: '此优惠码无效',
  /** A goods_type no goods kind answers to (MeEdu: no hook matched). */
  goodsUnknown: '无法创建订单',
} as const;

export const createOrder = defineEndpoint({
  id: 'createOrder',
  method: 'POST',
  path: '/api/v3/order',
  summary:
    'Creates an order for a course, a VIP role, a paid offline course, a series or an exam paper; prices and discounts are computed on the server. A total of 0 is paid at once',
  area: 'commerce',
  auth: 'member',
  body: z.object({
    // Missing: MeEdu's 参数错误; a type no goods kind knows: 无法创建订单.
    goods_type: z.enum(GOODS_TYPE, {
      error: (issue) => (issue.input === undefined ? undefined : CommerceMessage.goodsUnknown),
    }),
    goods_id: z.coerce.number().int().min(1),
    promo_code: z.string().max(64, { message: CommerceMessage.promoInvalid }).optional(),
    agree_protocol: z.coerce.number().int().optional(),
  }),
  response: z.object({
    order_no: z.string(),
    total: z.number(),
    discount: z.number(),
    is_paid: z.boolean(),
    pay_url: z.string().optional(),
    sign: z.string().optional(),
    payment: z.string().optional(),
  }),
});

export const getOrderStatus = defineEndpoint({
  id: 'getOrderStatus',
  method: 'GET',
  path: '/api/v2/order/status',
  summary:
    "Status of one of the member's orders; when unpaid, the payment channel is asked (callbacks get lost)",
  area: 'commerce',
  auth: 'member',
  query: z.object({
    order_id: z.string().min(1).max(64),
  }),
  response: z.object({ status: ZOrderStatus }),
});

export const ZOrderGoods = z.object({
  goods_id: z.number().int(),
  goods_type: z.string(),
  goods_text: z.string(),
  goods_name: z.string(),
  goods_thumb: z.string(),
  goods_charge: z.number(),
  goods_ori_charge: z.number(),
  charge: z.number(),
  num: z.number().int(),
});

export const ZMemberOrder = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  order_id: z.string(),
  charge: z.number(),
  discount: z.number(),
  status: ZOrderStatus,
  status_text: z.string(),
  payment: z.string(),
  payment_method: z.string(),
  payment_text: z.string(),
  continue_pay: z.boolean(),
  is_refund: z.union([z.literal(0), z.literal(1)]),
  refund_amount: z.number(),
  refunded_at: z.string().nullable().describe('ISO time of the refund (ours; MeEdu has none)'),
  created_at: z.string(),
  goods: z.array(ZOrderGoods),
});

export const listMemberOrders = defineEndpoint({
  id: 'listMemberOrders',
  method: 'GET',
  path: '/api/v2/member/orders',
  summary: "The member's own orders, newest first (page_size default 10); status=9 lists paid orders only",
  area: 'commerce',
  auth: 'member',
  query: ZPageQuery.extend({ status: zQueryInt(1, 9).optional() }),
  response: ZNumberedPage(ZMemberOrder),
});

export const ZPromoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  expired_at: z.string().nullable(),
  /** The discount the buyer gets, yuan. */
  invited_user_reward: z.number(),
  invite_user_reward: z.number(),
});

const ZCodeParams = z.object({
  code: z.string().min(1).max(64),
});

export const showPromoCode = defineEndpoint({
  id: 'showPromoCode',
  method: 'GET',
  path: '/api/v2/promoCode/:code',
  summary: 'A promo code by its text, or [] when there is none',
  area: 'commerce',
  auth: 'public',
  params: ZCodeParams,
  response: z.union([ZPromoCode, z.array(z.never()).length(0)]),
});

export const checkPromoCode = defineEndpoint({
  id: 'checkPromoCode',
  method: 'GET',
  path: '/api/v2/promoCode/:code/check',
  summary:
    'Whether the member may use a promo code now (not theirs, uses left, in its window, never used by them)',
  area: 'commerce',
  auth: 'member',
  params: ZCodeParams,
  response: z.object({
    can_use: z.union([z.literal(0), z.literal(1)]),
    promo_code: z.union([ZPromoCode, z.array(z.never()).length(0)]),
  }),
});

export const ZRole = z.object({
  id: z.number().int(),
  name: z.string(),
  charge: z.number(),
  expire_days: z.number().int(),
  desc_rows: z.array(z.string()),
});

/** A VIP term the member joined (MeEdu's user_join_role_records row), written when a VIP order is paid. */
export const ZRoleJoinRecord = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  role_id: z.number().int(),
  charge: z.number().describe('yuan paid for the term'),
  started_at: z.string().describe('YYYY-MM-DD HH:mm:ss'),
  expired_at: z.string().describe('YYYY-MM-DD HH:mm:ss'),
  created_at: z.string(),
  updated_at: z.string(),
  role: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

export const listMemberRoles = defineEndpoint({
  id: 'listMemberRoles',
  method: 'GET',
  path: '/api/v2/member/roles',
  summary: "The member's VIP terms (one per paid VIP order), newest first (page_size default 5)",
  area: 'commerce',
  auth: 'member',
  query: ZPageQuery,
  response: ZNumberedPage(ZRoleJoinRecord),
});

export const listRoles = defineEndpoint({
  id: 'listRoles',
  method: 'GET',
  path: '/api/v2/roles',
  summary: 'Visible VIP roles ordered by weight',
  area: 'commerce',
  auth: 'public',
  response: z.array(ZRole),
});

export const showRole = defineEndpoint({
  id: 'showRole',
  method: 'GET',
  path: '/api/v2/role/:id',
  summary: 'One visible VIP role',
  area: 'commerce',
  auth: 'public',
  params: ZIdParams,
  response: ZRole,
});
