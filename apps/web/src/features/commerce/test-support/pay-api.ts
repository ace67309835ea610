import type { TPayAction, TPaymentOption } from '@shuyuan/contract/payments';
import { type Envelope, type FakeCall, fakeApi, notFound, ok } from '#web-test/fake-api';

/**
 * The payment calls as the app's axios instance sees them, for the pay screens' tests (the way
 * member/api/unread-count.test.tsx fakes the server): every call is recorded, and each answer comes from
 * the fields below, which a test sets. An unknown call answers the 404 envelope.
 */
export type PayCall = FakeCall;

export function fakePayApi() {
  const server = fakeApi((c) => answer(c));
  const calls = server.calls;
  const api = {
    calls,
    /** What GET /api/v2/order/payments answers, per scene. */
    options: (_scene: string): TPaymentOption[] => [],
    /** What POST /api/v2/order/pay answers: an action, or an error envelope (code 1). */
    start: (_body: Record<string, unknown>): TPayAction | Envelope => ({ type: 'transfer', text: '' }),
    /** The order's status (1 unpaid, 7 cancelled, 9 paid), or null for "not your order" (404). */
    status: 1 as 1 | 5 | 7 | 9 | null,
    /** POST /api/v3/order. */
    order: { order_no: '', total: 0, discount: 0, is_paid: false } as Record<string, unknown>,
    callsTo: (url: string) => calls.filter((c) => c.url === url),
  };

  const answer = (c: PayCall): Envelope => {
    switch (`${c.method} ${c.url}`) {
      case 'GET /api/v2/order/payments':
        return ok(api.options(String(c.query.scene)));
      case 'POST /api/v2/order/pay': {
        const a = api.start(c.body);
        return 'code' in a ? a : ok(a);
      }
      case 'GET /api/v2/order/status':
        return api.status === null
          ? { code: 404, message: '订单不存在', data: [] }
          : ok({ status: api.status });
      case 'POST /api/v3/order':
        return ok(api.order);
      default:
        return notFound();
    }
  };

  return { api, calls, install: server.install, restore: server.restore };
}

/** An order number created `minutesAgo` minutes ago (its first 14 digits are Beijing time, pay-state.ts). */
export function orderNoAt(minutesAgo: number): string {
  const beijing = new Date(Date.now() - minutesAgo * 60_000 + 8 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${beijing.getUTCFullYear()}${pad(beijing.getUTCMonth() + 1)}${pad(beijing.getUTCDate())}${pad(
    beijing.getUTCHours(),
  )}${pad(beijing.getUTCMinutes())}${pad(beijing.getUTCSeconds())}`;
  return `${stamp}123456789012`;
}
