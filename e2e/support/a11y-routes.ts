// The screens the accessibility audit visits, by who may see them: spec §2's storefront, the member area,
// the mobile site and the admin console, with real ids from the demo seed.
import { h5PayPath, payPath, successPath } from '../../apps/web/src/features/commerce/pay-flow';
import { adminApi } from './admin';
import { cashier } from './api';
import type { Activate, Article, Page as ListPage } from './catalogue';
import { allCourses, lessonsOf } from './learning';
import { memberApi } from './member-session';
import { apiData } from './site';

export interface AuditRoutes {
  /** Audited logged out and logged in as the member. */
  open: string[];
  /** Audited as the member only (logged out they lead to /login, which `anonymous` has). */
  member: string[];
  /** Audited logged out only. */
  anonymous: string[];
  /** Audited as the administrator. */
  admin: string[];
}

/** The console's screens after its dashboard, course list and a course (which the route list puts first). */
const ADMIN_SCREENS = [
  '/media',
  '/transcodes',
  '/comments',
  '/exam/categories',
  '/exam/questions',
  '/exam/papers',
  '/categories',
  '/teachers',
  '/activates',
  '/kechengs',
  '/links',
  '/articles',
  '/announcements',
  '/sliders',
  '/navs',
  '/view-blocks',
  '/members',
  '/orders',
  '/refunds',
  '/promo-codes',
  '/roles',
  '/administrators',
  '/settings',
  '/audit-logs',
  // Last: after /courses/:id the same screen would only re-render, never show anything new.
  '/courses/new',
];

/**
 * Builds the route list. `orderNo`/`payUrl` come from an order the member placed for the audit, so /order/pay
 * shows a real unpaid order.
 */
export async function auditRoutes(
  baseUrl: string,
  memberToken: string,
  pending: PendingOrder,
): Promise<AuditRoutes> {
  const courses = await allCourses(baseUrl);
  const paid = courses.find((c) => c.id === pending.courseId) ?? courses[0];
  const free = courses.find((c) => c.is_free === 1) ?? courses[0];
  const [lesson] = await lessonsOf(baseUrl, free.id, memberToken);
  const activates = await apiData<ListPage<Activate>>(baseUrl, '/api/v2/activates?page_size=1');
  const articles = await apiData<ListPage<Article>>(baseUrl, '/api/v2/articles?page_size=1');
  const [teacher] = await apiData<{ id: number }[]>(baseUrl, '/api/v2/teachers');
  const kechengs = await apiData<ListPage<{ id: number }>>(baseUrl, '/api/v2/kechengs?page_size=1');
  const goods = { type: 'COURSE', id: paid.id } as const;
  const order = { orderId: pending.orderNo, total: pending.total, goods };
  const pay = payPath({ ...order, payUrl: pending.payUrl, discount: 0, payment: 'sandbox' });
  // The phone's pay screen of the same order: still open, it waits for the payment and offers the methods.
  const h5Pay = h5PayPath({ ...order, payUrl: '', discount: 0, payment: 'sandbox' });
  return {
    open: [
      '/',
      '/courses',
      `/courses/detail/${paid.id}`,
      '/activates',
      `/activates/detail/${activates.data[0].id}`,
      '/articles',
      `/articles/detail/${articles.data[0].id}`,
      '/announcement',
      '/about',
      '/search?keywords=%E8%AE%BE%E8%AE%A1',
      '/vip',
      '/error',
      '/no-such-page',
      '/h5',
      '/h5/courses',
      `/h5/courses/detail/${paid.id}`,
      '/h5/activates',
      `/h5/activates/detail/${activates.data[0].id}`,
      '/h5/articles',
      `/h5/articles/detail/${articles.data[0].id}`,
      '/h5/announcement',
      '/h5/about',
      '/h5/search?keywords=%E8%AE%BE%E8%AE%A1',
      // Teachers and 专栏 (issue 19).
      `/teacher/${teacher.id}`,
      '/kechengs',
      `/kecheng/${kechengs.data[0].id}`,
      `/h5/teacher/${teacher.id}`,
      '/h5/kechengs',
      `/h5/kecheng/${kechengs.data[0].id}`,
    ],
    member: [
      `/courses/video/${lesson.id}`,
      '/member',
      '/member/study',
      '/member/messages',
      '/member/orders',
      '/member/credit1-free',
      `/order?goods_type=vod&goods_id=${paid.id}`,
      pay,
      successPath(order),
      '/study-center',
      '/h5/study',
      '/h5/member',
      `/h5/courses/video/${lesson.id}`,
      '/h5/member/orders',
      '/h5/member/messages',
      h5Pay,
    ],
    anonymous: ['/login', '/h5/login', '/admin/login'],
    admin: [
      '/admin',
      '/admin/courses',
      `/admin/courses/${paid.id}`,
      ...ADMIN_SCREENS.map((s) => `/admin${s}`),
    ],
  };
}

export interface PendingOrder {
  orderNo: string;
  payUrl: string;
  sign: string;
  courseId: number;
  total: number;
}

/**
 * A refund for /admin/refunds to show: a new member buys a course in the sandbox and an administrator
 * refunds it (a member of its own, so no other story's orders change).
 */
export async function placeRefund(baseUrl: string, adminToken: string, memberToken: string) {
  const courses = await allCourses(baseUrl);
  const course = courses.find((c) => c.is_free !== 1 && c.charge > 0);
  if (!course) throw new Error('the demo seed has no paid course');
  const order = await memberApi<{ order_no: string; sign: string }>(baseUrl, memberToken, '/api/v3/order', {
    method: 'POST',
    body: { goods_type: 'COURSE', goods_id: course.id, agree_protocol: 1 },
  });
  await cashier(baseUrl, 'pay', order.sign);
  const list = await adminApi<{ data: { id: number; status: number }[] }>(
    baseUrl,
    adminToken,
    'GET',
    `/orders?order_no=${order.order_no}`,
  );
  const [row] = list.data;
  if (row?.status !== 9) throw new Error(`order ${order.order_no} is not paid`);
  await adminApi(baseUrl, adminToken, 'POST', `/orders/${row.id}/refund`, { reason: '无障碍检查用的退款' });
}

/** An unpaid course order of the member's, for /order/pay; cancelled at the sandbox cashier afterwards. */
export async function placePendingOrder(baseUrl: string, token: string): Promise<PendingOrder> {
  const courses = await allCourses(baseUrl);
  for (const c of courses.filter((x) => x.is_free !== 1 && x.charge > 0)) {
    const detail = await memberApi<{ is_buy: boolean }>(baseUrl, token, `/api/v2/course/${c.id}`);
    if (detail.is_buy) continue;
    const order = await memberApi<{ order_no: string; total: number; pay_url?: string; sign?: string }>(
      baseUrl,
      token,
      '/api/v3/order',
      { method: 'POST', body: { goods_type: 'COURSE', goods_id: c.id, agree_protocol: 1 } },
    );
    return {
      orderNo: order.order_no,
      payUrl: order.pay_url ?? '',
      sign: order.sign ?? '',
      courseId: c.id,
      total: order.total,
    };
  }
  throw new Error('the demo member owns every paid course');
}
