import type { Endpoint } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { AppConfig } from '#config';
import type { Cache } from './cache';
import type { Database } from './db/schema';
import type { Store } from './store/store';

export type Dialect = 'sqlite' | 'postgres';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: Dialect;
    store: Store;
    config: AppConfig;
    cache: Cache;
    /** Per-member state (lock) for the auth check; invalidated through invalidateMemberState. */
    memberCache: Cache;
    /** Contract endpoints registered through registerEndpoint, by id (for /api/docs and its test). */
    registeredEndpoints: Map<string, Endpoint>;
  }
}
