import { z } from 'zod';
import { ADMIN_API_PREFIX } from './admin';
import { defineEndpoint } from './endpoint';

/** The console's dashboard (issue 8): refunded orders count as no revenue. Days are server-local. */
export const adminDashboard = defineEndpoint({
  id: 'adminDashboard',
  method: 'GET',
  path: `${ADMIN_API_PREFIX}/dashboard`,
  summary: '数据概览：收入、订单、新会员、活跃学员、热门课程、待审核评论',
  area: 'admin',
  auth: 'admin',
  permission: 'dashboard.view',
  query: z.object({ days: z.coerce.number().int().min(7).max(90).default(30) }),
  response: z.object({
    totals: z.object({
      revenue_today: z.number(),
      revenue: z.number(),
      paid_orders: z.number().int(),
      new_members: z.number().int(),
      active_learners: z.number().int(),
      /** Comments waiting for review now (issue 20), whatever the period. */
      comments_pending: z.number().int(),
    }),
    daily: z.array(
      z.object({
        date: z.string(),
        revenue: z.number(),
        orders: z.number().int(),
        new_members: z.number().int(),
        active_learners: z.number().int(),
      }),
    ),
    top_courses: z.array(
      z.object({ id: z.number().int(), title: z.string(), sales: z.number().int(), revenue: z.number() }),
    ),
  }),
});
