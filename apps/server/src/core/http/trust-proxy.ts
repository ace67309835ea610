import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '#config';

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify 5.12 reads a bare number as "trust nothing" (a hop count
 * cannot tell a proxy from a client that reaches the port directly), so a hop count is handed over as the
 * rule it means: the n nearest hops are proxies. Start-up warns when that rule (or `true`) meets a server
 * listening on every interface (runtime/startup-warnings.ts).
 */
export function trustProxyOption(trust: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
