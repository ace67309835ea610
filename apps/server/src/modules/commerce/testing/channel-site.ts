import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import { createCourse } from '#seed/factories/index';
import { adminCall, adminOfRole } from '#test/helpers/admin';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import type { Envelope, TestApp } from '#test/helpers/test-app';

/*
 * A test site that a fake channel can reach: the app listens on a port, and member calls go through inject
 * with that address as their Host, so the notify_url the site gives the channel (built from the request) is
 * a real one. Settings are saved as an administrator would, through the console's call.
 */

export interface ChannelSite {
  base: string;
  /** A member's call with the site's Host. */
  call(m: MemberWithToken, method: 'GET' | 'POST', url: string, body?: unknown): Promise<Envelope>;
  /** Saves settings through PUT /backend/api/v1/settings; answers the envelope. */
  saveSettings(values: Record<string, unknown>): Promise<Envelope>;
  adminToken(): string;
  /** A new member with an unpaid order for a course of `fen`; the order's number and row. */
  newOrder(fen?: number): Promise<{ m: MemberWithToken; orderNo: string; orderId: number; courseId: number }>;
}

export async function openChannelSite(t: TestApp): Promise<ChannelSite> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const host = `127.0.0.1:${port}`;
  const root = await adminOfRole(t, 'super');
  const call = async (m: MemberWithToken, method: 'GET' | 'POST', url: string, body?: unknown) => {
    const res = await t.inject({
      method,
      url,
      headers: {
        host,
        ...m.headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res.json() as Envelope;
  };
  return {
    base: `http://${host}`,
    call,
    saveSettings: (values) => adminCall(t, 'PUT', '/backend/api/v1/settings', root.token, { values }),
    adminToken: () => root.token,
    async newOrder(fen = 9900) {
      const courseId = (await createCourse(t.db, { charge_fen: fen })).id;
      const m = await createMemberWithToken(t);
      const res = await call(m, 'POST', '/api/v3/order', {
        goods_type: 'COURSE',
        goods_id: courseId,
        agree_protocol: 1,
      });
      expect(res.code, res.message).toBe(0);
      const row = await t.db
        .selectFrom('orders')
        .select('id')
        .where('order_no', '=', res.data.order_no)
        .executeTakeFirstOrThrow();
      return { m, orderNo: res.data.order_no as string, orderId: row.id, courseId };
    },
  };
}

/** Waits for a state the channel's asynchronous notification brings (never for a time). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  what: string,
): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`waited 15 s for ${what}; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
