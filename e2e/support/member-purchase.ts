// A member's side of the admin stories: log in, buy a course in the sandbox, check access.
import { cashier, data } from './api';
import { loginToken } from './member-session';

/** The demo member orders the course and pays in the sandbox cashier (the form its 支付 button posts). */
export async function memberBuys(baseUrl: string, courseId: number) {
  const token = await loginToken(baseUrl);
  const order = await data<{ order_no: string; sign: string }>(baseUrl, token, 'POST', '/api/v3/order', {
    goods_type: 'COURSE',
    goods_id: courseId,
    agree_protocol: 1,
  });
  await cashier(baseUrl, 'pay', order.sign);
  return { token, orderNo: order.order_no };
}

export async function memberOwns(baseUrl: string, token: string, courseId: number): Promise<boolean> {
  const detail = await data<{ is_buy: boolean }>(baseUrl, token, 'GET', `/api/v2/course/${courseId}`);
  return detail.is_buy;
}
