import type { FastifyRequest } from 'fastify';
import type { AuthAdmin } from '#core/auth/admin-guard';
import type { Deps } from '#core/deps';
import { writeAudit } from './audit';

/** Who acts and from where: what every admin write needs for its audit row. */
export interface AdminActor {
  /**
   * What admin writes use: the database, the caches they invalidate, refunds' store, config and log, and the
   * job queue (transcodes of uploads).
   */
  deps: Deps<'db' | 'store' | 'cache' | 'memberCache' | 'config' | 'log' | 'jobs'>;
  admin: AuthAdmin;
  ip: string;
}

/** The actor of an `auth: 'admin'` handler (the guard guarantees the admin). */
export function actorOf(
  deps: AdminActor['deps'],
  admin: AuthAdmin | null,
  request: FastifyRequest,
): AdminActor {
  if (!admin) throw new Error('admin guard did not run');
  return { deps, admin, ip: request.ip };
}

export function audit(
  actor: AdminActor,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  return writeAudit(actor.deps, actor.admin, { action, target, before, after, ip: actor.ip });
}

/** After any write the storefront reads: its cached answers go at once (other processes via Redis). */
export async function invalidate(deps: Deps<'cache'>, ...prefixes: string[]): Promise<void> {
  for (const prefix of prefixes) await deps.cache.invalidate(prefix);
}

/** Course, chapter, video, teacher and category writes: catalogue answers and the home blocks embedding them. */
export const CATALOGUE_PREFIXES = ['catalogue:', 'content:blocks:'] as const;

/** Count queries answer bigint/text on PostgreSQL. */
export const count = (value: number | string | bigint | null | undefined) => Number(value ?? 0);
