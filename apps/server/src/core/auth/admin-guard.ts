import { createHash, createHmac, randomBytes } from 'node:crypto';
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
  /** When the session ends (epoch ms). */
  expiresAt: number;
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

/*
 * A session remembers a fingerprint of the password hash it was opened with (as Django's session auth
 * hash). The guard reads the administrator's row on every request anyway, so a new password (a reset by
 * the super admin, or one's own change) ends every older session on every process at once, with no list
 * of sessions to walk. Keyed with the site secret: the store never holds anything derived from the hash
 * alone.
 */
function passwordFingerprint(deps: Deps<'config'>, passwordHash: string): string {
  return createHmac('sha256', deps.config.jwtSecret).update(passwordHash).digest('base64url').slice(0, 22);
}

interface StoredSession {
  adminId: number;
  fingerprint: string;
  expiresAt: number;
}

const encodeSession = (s: StoredSession) => `${s.adminId}:${s.fingerprint}:${s.expiresAt}`;

function parseSession(value: string | null): StoredSession | null {
  const [id, fingerprint, expires] = (value ?? '').split(':');
  const adminId = Number(id);
  const expiresAt = Number(expires);
  if (!Number.isInteger(adminId) || adminId <= 0 || !fingerprint || !Number.isFinite(expiresAt)) return null;
  return { adminId, fingerprint, expiresAt };
}

export async function issueAdminToken(
  deps: Deps<'db' | 'store' | 'config'>,
  adminId: number,
): Promise<{ token: string; expiresAt: number }> {
  const { password } = await deps.db
    .selectFrom('administrators')
    .select('password')
    .where('id', '=', adminId)
    .executeTakeFirstOrThrow();
  const token = `adm_${randomBytes(32).toString('base64url')}`;
  const expiresAt = Date.now() + ADMIN_SESSION_TTL_MS;
  const session = { adminId, fingerprint: passwordFingerprint(deps, password), expiresAt };
  await deps.store.set(sessionKey(token), encodeSession(session), ADMIN_SESSION_TTL_MS);
  return { token, expiresAt };
}

export async function revokeAdminSession(deps: Deps<'store'>, admin: AuthAdmin): Promise<void> {
  await deps.store.delete(admin.sessionKey);
}

/**
 * After an administrator changed their own password: the session that did it moves to the new password
 * (until its original end), the others stay ended.
 */
export async function keepAdminSession(
  deps: Deps<'store' | 'config'>,
  admin: AuthAdmin,
  newPasswordHash: string,
): Promise<void> {
  const ttl = admin.expiresAt - Date.now();
  if (ttl <= 0) return;
  const session = {
    adminId: admin.id,
    fingerprint: passwordFingerprint(deps, newPasswordHash),
    expiresAt: admin.expiresAt,
  };
  await deps.store.set(admin.sessionKey, encodeSession(session), ttl);
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
  const id = parseSession(await deps.store.get(sessionKey(token)))?.adminId ?? null;
  if (id !== null) noteRequestActor(request, { adminId: id });
  return id;
}

/**
 * Resolves the administrator of the request and checks the endpoint's permission. A locked or deleted
 * administrator, or one whose password changed since the session began, is rejected on the next request,
 * whatever tokens they still hold.
 */
export async function requireAdmin(
  deps: Deps<'db' | 'store' | 'config'>,
  request: FastifyRequest,
  permission: string | undefined,
): Promise<AuthAdmin> {
  const token = bearer(request);
  if (!token?.startsWith('adm_')) throw unauthorized();
  const key = sessionKey(token);
  const session = parseSession(await deps.store.get(key));
  if (!session) throw unauthorized();
  const row = await deps.db
    .selectFrom('administrators')
    .select(['id', 'username', 'name', 'role', 'is_locked', 'password'])
    .where('id', '=', session.adminId)
    .executeTakeFirst();
  if (!row || row.is_locked || passwordFingerprint(deps, row.password) !== session.fingerprint) {
    await deps.store.delete(key);
    throw unauthorized();
  }
  noteRequestActor(request, { adminId: row.id });
  if (!adminRoleCan(row.role, permission)) throw new AppError(ADMIN_FORBIDDEN_MESSAGE);
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    role: row.role,
    sessionKey: key,
    expiresAt: session.expiresAt,
  };
}
