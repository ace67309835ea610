import { z } from 'zod';
import { ADMIN_API_PREFIX } from './admin';
import { adminGuard, idParams, okEmpty, paged, pageQuery } from './admin-common';
import { keywords } from './admin-fields';
import { defineEndpoint } from './endpoint';

/** Members in the console (issue 8). Mobiles and ID numbers are masked in every answer here. */

const P = ADMIN_API_PREFIX;
const view = adminGuard('members.view');
const manage = adminGuard('members.manage');

export const AdminMemberItem = z.object({
  id: z.number().int(),
  avatar: z.string(),
  nick_name: z.string(),
  /** Masked: 138****8000. */
  mobile: z.string(),
  credit1: z.number().int(),
  role_id: z.number().int(),
  role_name: z.string(),
  role_expired_at: z.number().int().nullable(),
  is_lock: z.boolean(),
  created_at: z.number().int(),
});
export type TAdminMemberItem = z.infer<typeof AdminMemberItem>;

export const adminListMembers = defineEndpoint({
  ...view,
  id: 'adminListMembers',
  method: 'GET',
  path: `${P}/members`,
  summary: '会员列表（昵称、手机号、ID 搜索）',
  query: z.object({ ...pageQuery, keywords, is_lock: z.enum(['0', '1']).optional() }),
  response: paged(AdminMemberItem),
});

export const AdminMemberDetail = z.object({
  member: AdminMemberItem.extend({
    register_ip: z.string(),
    real_name: z.string(),
    id_number: z.string(),
    is_verify: z.boolean(),
  }),
  orders: z.array(
    z.object({
      id: z.number().int(),
      order_no: z.string(),
      goods_name: z.string(),
      total: z.number(),
      status: z.number().int(),
      is_refund: z.boolean(),
      created_at: z.number().int(),
    }),
  ),
  courses: z.array(
    z.object({
      course_id: z.number().int(),
      title: z.string(),
      source: z.string(),
      created_at: z.number().int(),
    }),
  ),
  credits: z.array(z.object({ sum: z.number().int(), remark: z.string(), created_at: z.number().int() })),
  watch_records: z.array(
    z.object({
      video_id: z.number().int(),
      video_title: z.string(),
      course_title: z.string(),
      watch_seconds: z.number().int(),
      watched: z.boolean(),
      updated_at: z.number().int(),
    }),
  ),
});
export type TAdminMemberDetail = z.infer<typeof AdminMemberDetail>;

export const adminGetMember = defineEndpoint({
  ...view,
  id: 'adminGetMember',
  method: 'GET',
  path: `${P}/members/:id`,
  summary: '会员详情：订单、已购课程、积分、观看记录',
  params: idParams,
  response: AdminMemberDetail,
});

export const adminLockMember = defineEndpoint({
  ...manage,
  id: 'adminLockMember',
  method: 'POST',
  path: `${P}/members/:id/lock`,
  summary: '锁定/解锁会员（锁定后其登录令牌立即失效）',
  params: idParams,
  body: z.object({ is_lock: z.boolean() }),
  response: okEmpty,
});

export const adminGrantCourse = defineEndpoint({
  ...manage,
  id: 'adminGrantCourse',
  method: 'POST',
  path: `${P}/members/:id/courses`,
  summary: '赠送课程',
  params: idParams,
  body: z.object({ course_id: z.coerce.number({ error: '请选择课程' }).int().min(1, '请选择课程') }),
  response: okEmpty,
});

export const adminGrantVip = defineEndpoint({
  ...manage,
  id: 'adminGrantVip',
  method: 'POST',
  path: `${P}/members/:id/vip`,
  summary: '开通 VIP（同一套餐顺延，换套餐从现在起算）',
  params: idParams,
  body: z.object({
    role_id: z.coerce.number({ error: '请选择会员套餐' }).int().min(1, '请选择会员套餐'),
    /** Default: the plan's own length. */
    days: z.coerce.number().int().min(1, '天数至少1天').max(36_500).optional(),
  }),
  response: okEmpty,
});
