import { createHash, randomBytes } from 'node:crypto';
import { type AdminRoleName, adminRoleCan } from '@shuyuan/contract';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { AppError, unauthorized } from '../errors';
import { noteRequestActor } from './request-actor';

/** The administrator a request acts for (only on `auth: 'admin'` endpoints). */
export interface AuthAdmin {
  id: number;
  username: string;
  name: string;
  role: AdminRoleName;
  /** The hashed session key, so logout can revoke exactly this token. */
  sessionKey: string;
}

/** An admin session lasts a working day; logging in again issues a new token. */
export const ADMIN_SESSION_TTL_MS = 8 * 60 * 60 * 1000;
export const ADMIN_FORBIDDEN_MESSAGE = '无权限';

/*
 * Admin tokens are opaque random strings, separate from member tokens: a member token can never open
 * the admin API and vice versa. Only a hash is kept in app.store, so a store dump yields no usable
 * token; deleting the key revokes it on every process at once.
 */
function sessionKey(token: string): string {
  return `admin:session:${createHash('sha256').update(token).digest('hex')}`;
}

export async function issueAdminToken(
  deps: Deps<'store'>,
  adminId: number,
): Promise<{ token: string; expiresAt: number }> {
  const token = `adm_${randomBytes(32).toString('base64url')}`;
  await deps.store.set(sessionKey(token), String(adminId), ADMIN_SESSION_TTL_MS);
  return { token, expiresAt: Date.now() + ADMIN_SESSION_TTL_MS };
}

export async function revokeAdminSession(deps: Deps<'store'>, admin: AuthAdmin): Promise<void> {
  await deps.store.delete(admin.sessionKey);
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/**
 * The administrator id behind the request's admin token while its session lives, else null. One store
 * read and no permission check: enough to count an administrator's requests (the rate limit).
 */
export async function adminSessionId(deps: Deps<'store'>, request: FastifyRequest): Promise<number | null> {
  const token = bearer(request);
  if (!token?.startsWith('adm_')) return null;
  const id = Number(await deps.store.get(sessionKey(token)));
  if (!Number.isInteger(id) || id <= 0) return null;
  noteRequestActor(request, { adminId: id });
  return id;
}

/**
 * Resolves the administrator of the request and checks the endpoint's permission. A locked or deleted
 * administrator is rejected on the next request, whatever tokens they still hold.
 */
export async function requireAdmin(
  deps: Deps<'db' | 'store'>,
  request: FastifyRequest,
  permission: string | undefined,
): Promise<AuthAdmin> {
  const token = bearer(request);
  if (!token?.startsWith('adm_')) throw unauthorized();
  const key = sessionKey(token);
  const stored = await deps.store.get(key);
  const id = Number(stored);
  if (!stored || !Number.isInteger(id)) throw unauthorized();
  const row = await deps.db
    .selectFrom('administrators')
    .select(['id', 'username', 'name', 'role', 'is_locked'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.is_locked) {
    await deps.store.delete(key);
    throw unauthorized();
  }
  noteRequestActor(request, { adminId: row.id });
  if (!adminRoleCan(row.role, permission)) throw new AppError(ADMIN_FORBIDDEN_MESSAGE);
  return { id: row.id, username: row.username, name: row.name, role: row.role, sessionKey: key };
}
