import type { Endpoint } from '@shuyuan/contract';
import type { AppDecorations } from './deps';

export type { Dialect } from './deps';

declare module 'fastify' {
  interface FastifyInstance extends AppDecorations {
    /** Contract endpoints registered through registerEndpoint, by id (for /api/docs and its test). */
    registeredEndpoints: Map<string, Endpoint>;
  }
}
