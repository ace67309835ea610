import { hash, verify } from '@node-rs/argon2';
import type { FastifyRequest } from 'fastify';
import { endMemberLogins, issueMemberToken } from '#core/auth/member-token';
import { isUniqueViolation } from '#core/db/unique-violation';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import { createMemberAccount, hashPassword, onMemberLogin } from './accounts';
import { consumeSmsCode } from './sms-code';

export const LoginMessage = {
  badCredentials: '手机号或密码错误',
  locked: '账号已被锁定',
  tooManyFailures: '登录失败次数过多，请10分钟后再试',
  mobileExists: '手机号已存在',
  mobileUnknown: '手机号不存在',
} as const;

/** PlayEdu's rule (security.md): 10 failures in 10 minutes lock the account, and the IP, for the window. */
export const LOGIN_MAX_FAILURES = 10;
/** An IP may be many people behind one NAT: it gets a wider budget than one account. */
export const LOGIN_MAX_FAILURES_PER_IP = 50;
export const LOGIN_LOCK_WINDOW_MS = 10 * 60 * 1000;

const failKeyMobile = (mobile: string) => `auth:login-fail:m:${mobile}`;
const failKeyIp = (ip: string) => `auth:login-fail:ip:${ip}`;

let dummy: Promise<string> | undefined;
/** Verifying against a dummy hash for unknown numbers keeps the timing the same as a wrong password. */
const dummyHash = () => {
  dummy ??= hash('shuyuan-dummy-password');
  return dummy;
};

/*
 * Each try is counted before anything is checked, in one atomic store step, then the count decides
 * (issue 18): reading the counter first let 40 concurrent guesses all pass a limit of 10. A try that turns
 * out right clears the number's count and hands back its unit of the address's, so a shared address (a
 * school's NAT) pays only for wrong passwords, as before.
 */
async function countLoginTry(deps: Deps<'store'>, mobile: string, ip: string): Promise<void> {
  const [byMobile, byIp] = await Promise.all([
    deps.store.incr(failKeyMobile(mobile), LOGIN_LOCK_WINDOW_MS),
    deps.store.incr(failKeyIp(ip), LOGIN_LOCK_WINDOW_MS),
  ]);
  if (byMobile > LOGIN_MAX_FAILURES || byIp > LOGIN_MAX_FAILURES_PER_IP) {
    throw new AppError(LoginMessage.tooManyFailures);
  }
}

async function forgiveLoginTry(deps: Deps<'store'>, mobile: string, ip: string): Promise<void> {
  await Promise.all([
    deps.store.delete(failKeyMobile(mobile)),
    deps.store.incr(failKeyIp(ip), LOGIN_LOCK_WINDOW_MS, -1),
  ]);
}

async function completeLogin(
  deps: Deps<'db' | 'memberCache' | 'config'>,
  userId: number,
  request: FastifyRequest,
): Promise<{ token: string }> {
  await onMemberLogin(deps.db, userId);
  return { token: await issueMemberToken(deps, userId, request) };
}

/** Any mismatch (unknown number, wrong password) answers the same, so a number's registration is not told. */
export async function loginWithPassword(
  deps: Deps<'db' | 'store' | 'memberCache' | 'config'>,
  request: FastifyRequest,
  mobile: string,
  password: string,
): Promise<{ token: string }> {
  await countLoginTry(deps, mobile, request.ip);
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'password', 'is_lock'])
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  const ok = await verify(user?.password || (await dummyHash()), password).catch(() => false);
  if (!user || !ok) throw new AppError(LoginMessage.badCredentials);
  await forgiveLoginTry(deps, mobile, request.ip);
  if (user.is_lock === 1) throw new AppError(LoginMessage.locked);
  return completeLogin(deps, user.id, request);
}

/** SMS login; an unknown mobile is registered (MeEdu), with msv as its inviter. */
export async function loginWithSms(
  deps: Deps<'db' | 'store' | 'memberCache' | 'config'>,
  request: FastifyRequest,
  input: { mobile: string; mobile_code: string; msv?: unknown },
): Promise<{ token: string }> {
  await consumeSmsCode(deps, { mobile: input.mobile, flow: 'login', code: input.mobile_code });
  let user = await deps.db
    .selectFrom('users')
    .select(['id', 'is_lock'])
    .where('mobile', '=', input.mobile)
    .executeTakeFirst();
  if (!user) {
    try {
      user = await createMemberAccount(deps, { mobile: input.mobile, msv: input.msv, ip: request.ip });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A concurrent sign-up of the same number won: log into that account.
      user = await deps.db
        .selectFrom('users')
        .select(['id', 'is_lock'])
        .where('mobile', '=', input.mobile)
        .executeTakeFirstOrThrow();
    }
  }
  if (user.is_lock === 1) throw new AppError(LoginMessage.locked);
  return completeLogin(deps, user.id, request);
}

export async function registerWithSms(
  deps: Deps<'db' | 'store'>,
  request: FastifyRequest,
  input: { mobile: string; mobile_code: string; password: string; msv?: unknown },
): Promise<void> {
  await consumeSmsCode(deps, { mobile: input.mobile, flow: 'register', code: input.mobile_code });
  const existing = await deps.db
    .selectFrom('users')
    .select('id')
    .where('mobile', '=', input.mobile)
    .executeTakeFirst();
  if (existing) throw new AppError(LoginMessage.mobileExists);
  try {
    await createMemberAccount(deps, {
      mobile: input.mobile,
      password: input.password,
      msv: input.msv,
      ip: request.ip,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(LoginMessage.mobileExists);
    throw error;
  }
}

/**
 * A reset by SMS ends every login of the account: whoever asks proves only that they hold the number, and
 * a session elsewhere may be the reason the password is being reset.
 */
export async function resetPassword(
  deps: Deps<'db' | 'store' | 'memberCache'>,
  input: { mobile: string; mobile_code: string; password: string },
): Promise<void> {
  await consumeSmsCode(deps, { mobile: input.mobile, flow: 'password_reset', code: input.mobile_code });
  const user = await deps.db
    .updateTable('users')
    .set({ password: await hashPassword(input.password), is_password_set: 1, updated_at: Date.now() })
    .where('mobile', '=', input.mobile)
    .returning('id')
    .executeTakeFirst();
  if (!user) throw new AppError(LoginMessage.mobileUnknown);
  await endMemberLogins(deps, user.id);
  // A successful reset lifts a lockout: the person proved they hold the number.
  await deps.store.delete(failKeyMobile(input.mobile));
}
