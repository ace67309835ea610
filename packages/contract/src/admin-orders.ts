import { z } from 'zod';
import { ADMIN_API_PREFIX } from './admin';
import { adminGuard, created, idParams, okEmpty, paged, pageQuery } from './admin-common';
import { adminLine, adminText, flag, keywords, yuan } from './admin-fields';
import { AdminOrderPayment, AdminRefundItem } from './admin-payments';
import { ZGoodsType } from './commerce';
import { defineEndpoint } from './endpoint';

/** Orders, promo codes and VIP plans in the console (issue 8). Money in yuan; mobiles masked in lists. */

const P = ADMIN_API_PREFIX;
const view = adminGuard('orders.view');
const manage = adminGuard('orders.manage');

export const orderStatuses = { unpaid: 1, paying: 5, cancelled: 7, paid: 9 } as const;

export const AdminOrderItem = z.object({
  id: z.number().int(),
  order_no: z.string(),
  user_id: z.number().int(),
  user_nick_name: z.string(),
  /** Masked: 138****8000. */
  user_mobile: z.string(),
  goods_type: z.string(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  charge: z.number(),
  discount: z.number(),
  total: z.number(),
  status: z.number().int(),
  payment: z.string(),
  is_refund: z.boolean(),
  paid_at: z.number().int().nullable(),
  refunded_at: z.number().int().nullable(),
  created_at: z.number().int(),
});
export type TAdminOrderItem = z.infer<typeof AdminOrderItem>;

export const adminListOrders = defineEndpoint({
  ...view,
  id: 'adminListOrders',
  method: 'GET',
  path: `${P}/orders`,
  summary: '订单列表（订单号、会员、状态、支付方式、时间筛选）',
  query: z.object({
    ...pageQuery,
    order_no: keywords,
    user_id: z.coerce.number().int().min(1).optional(),
    status: z.coerce.number().int().optional(),
    payment: z
      .string()
      .max(16)
      .regex(/^[a-z]*$/)
      .optional(),
    goods_type: ZGoodsType.optional(),
    is_refund: z.enum(['0', '1']).optional(),
    from: z.coerce.number().int().min(0).optional(),
    to: z.coerce.number().int().min(0).optional(),
  }),
  response: paged(AdminOrderItem),
});

export const adminGetOrder = defineEndpoint({
  ...view,
  id: 'adminGetOrder',
  method: 'GET',
  path: `${P}/orders/:id`,
  summary: '订单详情',
  params: idParams,
  response: AdminOrderItem.extend({
    trade_no: z.string(),
    promo_code: z.string(),
    credit1_reward: z.number().int(),
    expires_at: z.number().int(),
    cancelled_at: z.number().int().nullable(),
    delivery: z.string(),
    payment_method: z.string(),
    /** The order's trades at the channels, oldest first. */
    payments: z.array(AdminOrderPayment),
    /** Refunds of the order (by an administrator, or automatic for a payment that came too late or twice). */
    refunds: z.array(AdminRefundItem),
  }),
});

export const adminConfirmHandPay = defineEndpoint({
  ...manage,
  id: 'adminConfirmHandPay',
  method: 'POST',
  path: `${P}/orders/:id/confirm-handpay`,
  summary: '确认线下转账订单已付款（与支付回调同一结算）',
  params: idParams,
  response: okEmpty,
});

export const adminRefundOrder = defineEndpoint({
  ...manage,
  id: 'adminRefundOrder',
  method: 'POST',
  path: `${P}/orders/:id/refund`,
  summary: '全额退款：收回已交付的课程/VIP/名额与积分奖励',
  params: idParams,
  body: z.object({ reason: adminText('退款原因', 200) }),
  response: okEmpty,
});

export const AdminPromoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  user_id: z.number().int(),
  discount: z.number(),
  use_times: z.number().int(),
  used_times: z.number().int(),
  started_at: z.number().int().nullable(),
  expired_at: z.number().int().nullable(),
  created_at: z.number().int(),
});
export type TAdminPromoCode = z.infer<typeof AdminPromoCode>;

const promoCode = z
  .string({ error: '请输入优惠码' })
  .trim()
  .min(4, '优惠码至少4位')
  .max(32, '优惠码最多32位')
  .regex(/^[A-Za-z0-9_-]+$/, '优惠码只能包含字母、数字、_ -');

const promoRules = {
  discount: yuan.refine((v) => v > 0, '优惠金额须大于0'),
  /** 0: unlimited. */
  use_times: z.coerce.number().int().min(0).max(1_000_000).default(1),
  started_at: z.coerce.number().int().min(0).nullable().default(null),
  expired_at: z.coerce.number().int().min(0).nullable().default(null),
};

export const adminListPromoCodes = defineEndpoint({
  ...view,
  id: 'adminListPromoCodes',
  method: 'GET',
  path: `${P}/promo-codes`,
  summary: '优惠码列表',
  query: z.object({ ...pageQuery, keywords }),
  response: paged(AdminPromoCode),
});

export const adminCreatePromoCode = defineEndpoint({
  ...manage,
  id: 'adminCreatePromoCode',
  method: 'POST',
  path: `${P}/promo-codes`,
  summary: '新建优惠码',
  body: z.object({ code: promoCode, ...promoRules }),
  response: created,
});

export const adminBatchPromoCodes = defineEndpoint({
  ...manage,
  id: 'adminBatchPromoCodes',
  method: 'POST',
  path: `${P}/promo-codes/batch`,
  summary: '批量生成优惠码（前缀 + 随机串）',
  body: z.object({
    prefix: z
      .string()
      .trim()
      .max(12, '前缀最多12位')
      .regex(/^[A-Za-z0-9]*$/, '前缀只能包含字母和数字')
      .default(''),
    count: z.coerce.number({ error: '请输入数量' }).int().min(1, '数量至少1').max(500, '单次最多生成500个'),
    ...promoRules,
  }),
  response: z.object({ codes: z.array(z.string()) }),
});

export const adminDeletePromoCode = defineEndpoint({
  ...manage,
  id: 'adminDeletePromoCode',
  method: 'DELETE',
  path: `${P}/promo-codes/:id`,
  summary: '删除优惠码（软删除，已用记录保留）',
  params: idParams,
  response: okEmpty,
});

export const adminPromoCodeUses = defineEndpoint({
  ...view,
  id: 'adminPromoCodeUses',
  method: 'GET',
  path: `${P}/promo-codes/:id/uses`,
  summary: '优惠码使用记录',
  params: idParams,
  response: z.array(
    z.object({
      user_id: z.number().int(),
      user_mobile: z.string(),
      order_no: z.string(),
      created_at: z.number().int(),
    }),
  ),
});

export const AdminRole = z.object({
  id: z.number().int(),
  name: z.string(),
  charge: z.number(),
  expire_days: z.number().int(),
  weight: z.number().int(),
  description: z.string(),
  is_show: z.boolean(),
});
export type TAdminRole = z.infer<typeof AdminRole>;

export const RoleInput = z.object({
  name: adminLine('会员名称', 64),
  charge: yuan,
  expire_days: z.coerce.number({ error: '请输入有效天数' }).int().min(1, '有效天数至少1天').max(36_500),
  weight: z.coerce.number().int().min(0).max(10_000).default(0),
  description: adminText('权益说明', 2000),
  is_show: flag,
});
export type TRoleInput = z.input<typeof RoleInput>;

export const adminListRoles = defineEndpoint({
  ...view,
  id: 'adminListRoles',
  method: 'GET',
  path: `${P}/roles`,
  summary: 'VIP 会员套餐列表',
  response: z.array(AdminRole),
});

export const adminCreateRole = defineEndpoint({
  ...manage,
  id: 'adminCreateRole',
  method: 'POST',
  path: `${P}/roles`,
  summary: '新建 VIP 套餐',
  body: RoleInput,
  response: created,
});

export const adminUpdateRole = defineEndpoint({
  ...manage,
  id: 'adminUpdateRole',
  method: 'PUT',
  path: `${P}/roles/:id`,
  summary: '编辑 VIP 套餐',
  params: idParams,
  body: RoleInput,
  response: okEmpty,
});
