// A member's side of the admin stories: log in, buy a course in the sandbox, check access.
import assert from 'node:assert/strict';

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

async function memberCall<T>(
  baseUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as Envelope<T>;
  assert.equal(answer.code, 0, `${method} ${path}: ${answer.message}`);
  return answer.data;
}

/** The demo member orders the course and pays in the sandbox cashier (the form its 支付 button posts). */
export async function memberBuys(baseUrl: string, courseId: number) {
  const { token } = await memberCall<{ token: string }>(baseUrl, null, 'POST', '/api/v2/login/password', {
    mobile: '13800000000',
    password: 'shuyuan123',
  });
  const order = await memberCall<{ order_no: string; sign: string }>(
    baseUrl,
    token,
    'POST',
    '/api/v3/order',
    {
      goods_type: 'COURSE',
      goods_id: courseId,
      agree_protocol: 1,
    },
  );
  const paid = await fetch(`${baseUrl}/payment/sandbox/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ sign: order.sign }).toString(),
  });
  assert.equal(paid.status, 200, 'the sandbox accepted the payment');
  return { token, orderNo: order.order_no };
}

export async function memberOwns(baseUrl: string, token: string, courseId: number): Promise<boolean> {
  const detail = await memberCall<{ is_buy: boolean }>(baseUrl, token, 'GET', `/api/v2/course/${courseId}`);
  return detail.is_buy;
}
