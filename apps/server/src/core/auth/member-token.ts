import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { readConfigValues } from '../config-values';
import type { Deps } from '../deps';
import { unauthorized } from '../errors';

/** MeEdu's JWT_TTL default: 14 days. */
export const MEMBER_TOKEN_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** `meedu.system.login.limit.rule` = 3: only the newest login of a member stays valid. */
export const SINGLE_DEVICE_RULE = 3;
export const RELOGIN_MESSAGE = '请重新登录';
const ISSUER = 'shuyuan';
const PLATFORMS = new Set(['PC', 'H5', 'IOS', 'ANDROID', 'MINI', 'APP', 'OTHER']);

export interface MemberTokenClaims {
  userId: number;
  jti: string;
  /** Epoch ms. */
  expiresAt: number;
}

const revokedKey = (jti: string) => `auth:revoked:${jti}`;
const lastJtiKey = (userId: number) => `auth:last-jti:${userId}`;

function secretKey(deps: Deps<'config'>): Uint8Array {
  return new TextEncoder().encode(deps.config.jwtSecret);
}

/** MeEdu's `meedu-platform` header: upper-cased, unknown or missing → APP. */
export function requestPlatform(request: FastifyRequest): string {
  const raw = request.headers['meedu-platform'];
  const value = (typeof raw === 'string' ? raw : '').toUpperCase();
  return PLATFORMS.has(value) ? value : 'APP';
}

/**
 * Issues a member token (HS256 JWT with iss, sub, jti, exp as MeEdu's) and writes its login record,
 * so logout and the single-device rule can name exactly this token.
 */
export async function issueMemberToken(
  deps: Deps<'db' | 'store' | 'config'>,
  userId: number,
  request: FastifyRequest,
): Promise<string> {
  const now = Date.now();
  const jti = randomUUID().replaceAll('-', '');
  const expiresAt = now + MEMBER_TOKEN_TTL_MS;
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(String(userId))
    .setJti(jti)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(expiresAt / 1000))
    .sign(secretKey(deps));
  const ua = String(request.headers['user-agent'] ?? '').slice(0, 255);
  const record = await deps.db
    .insertInto('user_login_records')
    .values({
      user_id: userId,
      jti,
      platform: requestPlatform(request),
      ip: request.ip.slice(0, 64),
      ua,
      expires_at: expiresAt,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await deps.db
    .updateTable('users')
    .set({ last_login_id: record.id, updated_at: now })
    .where('id', '=', userId)
    .execute();
  // Kept for every member (cheap), read only when the single-device rule is on.
  await deps.store.set(lastJtiKey(userId), jti, MEMBER_TOKEN_TTL_MS);
  return token;
}

/*
 * Checking a signature goes through WebCrypto, which runs on libuv's small thread pool: under load (every
 * member pings progress every 10 s) those jobs queue up. A token is a fixed string, so each process checks
 * each one once and remembers the claims until the token expires. Revocation, locks and the single-device
 * rule are still checked on every request (authenticateMember).
 */
const VERIFIED_MAX = 20_000;
// Keyed by the app (what callers pass as deps), so two apps in one process (tests) keep apart.
const verifiedTokens = new WeakMap<object, Map<string, MemberTokenClaims>>();

function rememberVerified(owner: object, token: string, claims: MemberTokenClaims): void {
  let seen = verifiedTokens.get(owner);
  if (!seen) {
    seen = new Map();
    verifiedTokens.set(owner, seen);
  }
  // Oldest first out: a Map iterates in insertion order.
  if (seen.size >= VERIFIED_MAX) seen.delete(seen.keys().next().value as string);
  seen.set(token, claims);
}

/** Reads and checks a token's signature, issuer and expiry; null when it is not a valid member token. */
export async function readMemberToken(
  deps: Deps<'config'>,
  token: string,
): Promise<MemberTokenClaims | null> {
  const known = verifiedTokens.get(deps)?.get(token);
  if (known) {
    if (known.expiresAt > Date.now()) return known;
    verifiedTokens.get(deps)?.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, secretKey(deps), { issuer: ISSUER, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || userId <= 0 || !payload.jti || !payload.exp) return null;
    const claims = { userId, jti: payload.jti, expiresAt: payload.exp * 1000 };
    rememberVerified(deps, token, claims);
    return claims;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

/**
 * The member of a bearer token, or a 401 AppError: a revoked token (logout), a locked or deleted member,
 * or (single-device rule) a token older than the member's newest login.
 */
export async function authenticateMember(
  deps: Deps<'db' | 'store' | 'cache' | 'memberCache' | 'config'>,
  token: string,
): Promise<MemberTokenClaims> {
  const claims = await readMemberToken(deps, token);
  if (!claims) throw unauthorized();
  // Every authenticated request passes here (progress pings every 10 s per member): one store round trip
  // and no query in the usual case.
  const [[revoked, newest], active, rule] = await Promise.all([
    deps.store.getMany([revokedKey(claims.jti), lastJtiKey(claims.userId)]),
    isMemberActive(deps, claims.userId),
    readLoginRule(deps),
  ]);
  if (revoked || !active) throw unauthorized();
  if (rule === SINGLE_DEVICE_RULE && newest && newest !== claims.jti) throw unauthorized(RELOGIN_MESSAGE);
  return claims;
}

const memberStateKey = (userId: number) => `member:state:${userId}:`;

/**
 * The member exists and is not locked (cached; writers of users.is_lock call invalidateMemberState). Also
 * asked by the signed media route, whose addresses outlive no lock.
 */
export async function isMemberActive(deps: Deps<'db' | 'memberCache'>, userId: number): Promise<boolean> {
  return deps.memberCache.get(memberStateKey(userId), 30_000, async () => {
    const user = await deps.db
      .selectFrom('users')
      .select(['is_lock'])
      .where('id', '=', userId)
      .executeTakeFirst();
    return !!user && user.is_lock !== 1;
  });
}

/** After a member is locked, unlocked or erased: every process forgets the cached state at once. */
export function invalidateMemberState(deps: Deps<'memberCache'>, userId: number): Promise<void> {
  return deps.memberCache.invalidate(memberStateKey(userId));
}

async function readLoginRule(deps: Deps<'db' | 'cache'>): Promise<number> {
  // Under the system prefix, so a settings write (which invalidates it) reaches every process.
  return deps.cache.get('system:login-limit-rule', 30_000, async () => {
    const values = await readConfigValues(deps.db, ['member.login_limit_rule']);
    return values.num('member.login_limit_rule', 1);
  });
}

/** True once the login `jti` was logged out (signed media addresses minted for it stop working too). */
export async function isMemberTokenRevoked(deps: Deps<'store'>, jti: string): Promise<boolean> {
  return (await deps.store.get(revokedKey(jti))) !== null;
}

/** Logout: the token stops working on every process at once; its login record is marked. */
export async function revokeMemberToken(
  deps: Deps<'db' | 'store'>,
  claims: MemberTokenClaims,
): Promise<void> {
  const ttl = claims.expiresAt - Date.now();
  if (ttl > 0) await deps.store.set(revokedKey(claims.jti), '1', ttl);
  await deps.db
    .updateTable('user_login_records')
    .set({ is_logout: 1, updated_at: Date.now() })
    .where('jti', '=', claims.jti)
    .execute();
}
