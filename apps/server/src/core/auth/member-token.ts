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
  deps: Deps<'db' | 'memberCache' | 'config'>,
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
  // The newest login is the single-device rule's survivor. Of two logins finishing together the later
  // record wins whichever update lands last.
  await deps.db
    .updateTable('users')
    .set({ last_login_id: record.id, updated_at: now })
    .where('id', '=', userId)
    .where('last_login_id', '<', record.id)
    .execute();
  // Other processes may hold this member's older logins as the newest one.
  await invalidateMemberState(deps, userId);
  return token;
}

/*
 * Checking a signature goes through WebCrypto, which runs on libuv's small thread pool: under load (every
 * member pings progress every 10 s) those jobs queue up. A token is a fixed string, so each process checks
 * each one once and remembers the claims until the token expires. Whether the login is still on (logout,
 * locks, the single-device rule) is checked on every request (authenticateMember).
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
 * The member of a bearer token, or a 401 AppError: an ended login (logout, a password change elsewhere, a
 * lock, a deleted account) or, under the single-device rule, a login older than the member's newest.
 */
export async function authenticateMember(
  deps: Deps<'db' | 'cache' | 'memberCache' | 'config'>,
  token: string,
): Promise<MemberTokenClaims> {
  const claims = await readMemberToken(deps, token);
  if (!claims) throw unauthorized();
  // Every authenticated request passes here (progress pings every 10 s per member): in the usual case two
  // map lookups, no query and no store round trip.
  const refusal = await loginRefusal(deps, claims);
  if (refusal === 'ended') throw unauthorized();
  if (refusal === 'displaced') throw unauthorized(RELOGIN_MESSAGE);
  return claims;
}

/**
 * Why a login no longer counts, or null while it does: ended (logout, a password change elsewhere, a lock, a
 * deleted account) or, under the single-device rule, displaced by a newer login. The API's rule, and the
 * signed media route's, whose addresses outlive no login.
 */
async function loginRefusal(
  deps: Deps<'db' | 'cache' | 'memberCache'>,
  claims: Pick<MemberTokenClaims, 'userId' | 'jti'>,
): Promise<'ended' | 'displaced' | null> {
  const [login, rule] = await Promise.all([readLogin(deps, claims), readLoginRule(deps)]);
  if (login.ended) return 'ended';
  if (rule === SINGLE_DEVICE_RULE && !login.newest) return 'displaced';
  return null;
}

/** What the database says about one login (one issued token) of a member. */
interface LoginState {
  /** Logged out, ended by a password change or a lock, or the member is locked or gone. */
  ended: boolean;
  /** The member's most recent login (the one the single-device rule keeps). */
  newest: boolean;
}

const memberStateKey = (userId: number) => `member:state:${userId}:`;

/*
 * The database is the truth about logins (user_login_records.is_logout, users.last_login_id, users.is_lock),
 * so a logout outlives a restart of the in-memory store. Each process caches the answer per token; every
 * writer of those columns calls invalidateMemberState, which reaches the other processes through the
 * store's pub/sub (decision 004). The cache TTL bounds staleness only where no message can arrive.
 */
async function readLogin(
  deps: Deps<'db' | 'memberCache'>,
  claims: Pick<MemberTokenClaims, 'userId' | 'jti'>,
): Promise<LoginState> {
  return deps.memberCache.get(`${memberStateKey(claims.userId)}${claims.jti}`, 30_000, async () => {
    const row = await deps.db
      .selectFrom('users')
      .leftJoin('user_login_records as login', (join) =>
        join.onRef('login.user_id', '=', 'users.id').on('login.jti', '=', claims.jti),
      )
      .select(['users.is_lock', 'users.last_login_id', 'login.id as login_id', 'login.is_logout'])
      .where('users.id', '=', claims.userId)
      .executeTakeFirst();
    if (!row || row.login_id === null) return { ended: true, newest: false };
    return {
      ended: row.is_lock === 1 || row.is_logout === 1,
      newest: row.login_id === row.last_login_id,
    };
  });
}

/**
 * After a member's logins or lock change (logout, password change, lock, unlock, erasure, a new login):
 * every process forgets what it cached about that member's tokens.
 */
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

/** True while the login counts by the API's rule (signed media addresses minted for it follow it). */
export async function isMemberLoginLive(
  deps: Deps<'db' | 'cache' | 'memberCache'>,
  claims: Pick<MemberTokenClaims, 'userId' | 'jti'>,
): Promise<boolean> {
  return (await loginRefusal(deps, claims)) === null;
}

/** Logout: the token stops working on every process, and stays stopped across restarts. */
export async function revokeMemberToken(
  deps: Deps<'db' | 'memberCache'>,
  claims: MemberTokenClaims,
): Promise<void> {
  await deps.db
    .updateTable('user_login_records')
    .set({ is_logout: 1, updated_at: Date.now() })
    .where('jti', '=', claims.jti)
    .where('user_id', '=', claims.userId)
    .execute();
  await invalidateMemberState(deps, claims.userId);
}

/**
 * Ends a member's logins (a password change or reset, a lock), except `keepJti`: the session that changed
 * its own password stays signed in.
 */
export async function endMemberLogins(
  deps: Deps<'db' | 'memberCache'>,
  userId: number,
  keepJti?: string,
): Promise<void> {
  let update = deps.db
    .updateTable('user_login_records')
    .set({ is_logout: 1, updated_at: Date.now() })
    .where('user_id', '=', userId)
    .where('is_logout', '=', 0);
  if (keepJti) update = update.where('jti', '!=', keepJti);
  await update.execute();
  await invalidateMemberState(deps, userId);
}
