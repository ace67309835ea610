import { afterAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '#config';
import { createTestApp, type TestApp } from '../helpers/test-app';

/*
 * Issue 18, point 7: which address is the client's behind proxies. The client's address drives the rate
 * limits, login lockouts and SMS budgets, so an address a client writes into X-Forwarded-For must count
 * only as far as the configured proxies vouch for it.
 */
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

async function clientIpWith(trustProxy: AppConfig['trustProxy']) {
  const t = await createTestApp('sqlite', {
    config: { trustProxy },
    extend: (app) => {
      app.get('/test/client-ip', async (request) => ({ ip: request.ip, protocol: request.protocol }));
    },
  });
  apps.push(t);
  return async (peer: string, forwardedFor?: string) => {
    const response = await t.inject({
      method: 'GET',
      url: '/test/client-ip',
      remoteAddress: peer,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': 'https' } : {},
    });
    return response.json() as { ip: string; protocol: string };
  };
}

describe('TRUST_PROXY and X-Forwarded-For', () => {
  it('ignores the header when false', async () => {
    const ipOf = await clientIpWith(false);
    expect(await ipOf('203.0.113.7', '6.6.6.6')).toEqual({ ip: '203.0.113.7', protocol: 'http' });
  });

  it('with a hop count, trusts that many proxies and no spoofed address left of them', async () => {
    const one = await clientIpWith(1);
    // nginx appends the address it saw: a client's own "6.6.6.6" stays left of it.
    expect(await one('127.0.0.1', '6.6.6.6, 203.0.113.7')).toEqual({ ip: '203.0.113.7', protocol: 'https' });
    const two = await clientIpWith(2);
    // A CDN (hop 2) in front of nginx (hop 1): the CDN's client is the client.
    expect((await two('127.0.0.1', '6.6.6.6, 198.51.100.20, 10.0.0.5')).ip).toBe('198.51.100.20');
    expect((await two('127.0.0.1', '198.51.100.20')).ip).toBe('198.51.100.20');
  });

  it('with addresses, trusts only those proxies: a direct client cannot name its own address', async () => {
    const ipOf = await clientIpWith(['127.0.0.1', '10.0.0.0/8']);
    expect(await ipOf('127.0.0.1', '6.6.6.6, 203.0.113.7')).toEqual({ ip: '203.0.113.7', protocol: 'https' });
    // Through two trusted hops (nginx on loopback behind a balancer in 10/8).
    expect((await ipOf('127.0.0.1', '6.6.6.6, 203.0.113.7, 10.1.2.3')).ip).toBe('203.0.113.7');
    // Straight from the internet: the header is the client's own claim and is ignored.
    expect(await ipOf('198.51.100.9', '6.6.6.6')).toEqual({ ip: '198.51.100.9', protocol: 'http' });
  });

  it('with true, takes the left-most address (safe only when the proxy replaces the header)', async () => {
    const ipOf = await clientIpWith(true);
    expect((await ipOf('127.0.0.1', '6.6.6.6, 203.0.113.7')).ip).toBe('6.6.6.6');
  });
});
