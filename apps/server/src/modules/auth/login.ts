import { hash, verify } from '@node-rs/argon2';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { issueMemberToken } from '#core/auth/member-token';
import { isUniqueViolation } from '#core/db/unique-violation';
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

async function assertLoginAllowed(app: FastifyInstance, mobile: string, ip: string): Promise<void> {
  const [byMobile, byIp] = await Promise.all([
    app.store.get(failKeyMobile(mobile)),
    app.store.get(failKeyIp(ip)),
  ]);
  if (Number(byMobile ?? 0) >= LOGIN_MAX_FAILURES || Number(byIp ?? 0) >= LOGIN_MAX_FAILURES_PER_IP) {
    throw new AppError(LoginMessage.tooManyFailures);
  }
}

async function countFailure(app: FastifyInstance, mobile: string, ip: string): Promise<void> {
  await app.store.incr(failKeyMobile(mobile), LOGIN_LOCK_WINDOW_MS);
  await app.store.incr(failKeyIp(ip), LOGIN_LOCK_WINDOW_MS);
}

async function completeLogin(
  app: FastifyInstance,
  userId: number,
  request: FastifyRequest,
): Promise<{ token: string }> {
  await onMemberLogin(app, userId);
  return { token: await issueMemberToken(app, userId, request) };
}

/** Any mismatch (unknown number, wrong password) answers the same, so a number's registration is not told. */
export async function loginWithPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  mobile: string,
  password: string,
): Promise<{ token: string }> {
  await assertLoginAllowed(app, mobile, request.ip);
  const user = await app.db
    .selectFrom('users')
    .select(['id', 'password', 'is_lock'])
    .where('mobile', '=', mobile)
    .executeTakeFirst();
  const ok = await verify(user?.password || (await dummyHash()), password).catch(() => false);
  if (!user || !ok) {
    await countFailure(app, mobile, request.ip);
    throw new AppError(LoginMessage.badCredentials);
  }
  if (user.is_lock === 1) throw new AppError(LoginMessage.locked);
  await app.store.delete(failKeyMobile(mobile));
  return completeLogin(app, user.id, request);
}

/** SMS login; an unknown mobile is registered (MeEdu), with msv as its inviter. */
export async function loginWithSms(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { mobile: string; mobile_code: string; msv?: unknown },
): Promise<{ token: string }> {
  await consumeSmsCode(app, { mobile: input.mobile, scene: 'login', code: input.mobile_code });
  let user = await app.db
    .selectFrom('users')
    .select(['id', 'is_lock'])
    .where('mobile', '=', input.mobile)
    .executeTakeFirst();
  if (!user) {
    try {
      user = await createMemberAccount(app, { mobile: input.mobile, msv: input.msv, ip: request.ip });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // A concurrent sign-up of the same number won: log into that account.
      user = await app.db
        .selectFrom('users')
        .select(['id', 'is_lock'])
        .where('mobile', '=', input.mobile)
        .executeTakeFirstOrThrow();
    }
  }
  if (user.is_lock === 1) throw new AppError(LoginMessage.locked);
  return completeLogin(app, user.id, request);
}

export async function registerWithSms(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { mobile: string; mobile_code: string; password: string; msv?: unknown },
): Promise<void> {
  await consumeSmsCode(app, { mobile: input.mobile, scene: 'register', code: input.mobile_code });
  const existing = await app.db
    .selectFrom('users')
    .select('id')
    .where('mobile', '=', input.mobile)
    .executeTakeFirst();
  if (existing) throw new AppError(LoginMessage.mobileExists);
  try {
    await createMemberAccount(app, {
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

export async function resetPassword(
  app: FastifyInstance,
  input: { mobile: string; mobile_code: string; password: string },
): Promise<void> {
  await consumeSmsCode(app, { mobile: input.mobile, scene: 'password_reset', code: input.mobile_code });
  const result = await app.db
    .updateTable('users')
    .set({ password: await hashPassword(input.password), is_password_set: 1, updated_at: Date.now() })
    .where('mobile', '=', input.mobile)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new AppError(LoginMessage.mobileUnknown);
  // A successful reset lifts a lockout: the person proved they hold the number.
  await app.store.delete(failKeyMobile(input.mobile));
}
