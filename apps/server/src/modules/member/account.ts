import type { Kysely } from 'kysely';
import { endMemberLogins } from '#core/auth/member-token';
import type { Database } from '#core/db/schema';
import { isUniqueViolation } from '#core/db/unique-violation';
import type { Deps } from '#core/deps';
import { AppError, badParameter } from '#core/errors';
import {
  assertValidMobile,
  consumeSmsCode,
  hashPassword,
  isRealMobile,
  LoginMessage,
  randomToken,
} from '#modules/auth';

export const MemberMessage = {
  alreadyBound: '已绑定',
  bindMobileFirst: '请绑定手机号',
  deletionPending: '用户已申请注销',
} as const;

/** How long the proof of the old mobile (POST /member/verify) is good for a change. */
export const MOBILE_SIGN_TTL_MS = 3600_000;
/** Cooling-off before an account deletion is carried out; a login in between cancels it. */
export const DELETION_COOL_OFF_MS = 7 * 24 * 60 * 60 * 1000;

const signKey = (sign: string) => `member:mobile-sign:${sign}`;

async function setMobile(db: Kysely<Database>, userId: number, mobile: string): Promise<void> {
  try {
    await db.updateTable('users').set({ mobile, updated_at: Date.now() }).where('id', '=', userId).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(LoginMessage.mobileExists);
    throw error;
  }
}

async function assertMobileFree(db: Kysely<Database>, mobile: string): Promise<void> {
  const taken = await db.selectFrom('users').select('id').where('mobile', '=', mobile).executeTakeFirst();
  if (taken) throw new AppError(LoginMessage.mobileExists);
}

async function currentMobile(db: Kysely<Database>, userId: number): Promise<string> {
  const row = await db
    .selectFrom('users')
    .select('mobile')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.mobile;
}

/** Binds a mobile to an account that has none (social sign-ups). */
export async function bindMobile(
  deps: Deps<'db' | 'store' | 'cache'>,
  userId: number,
  mobile: string,
  code: string,
): Promise<void> {
  await assertValidMobile(deps, mobile);
  await consumeSmsCode(deps, { mobile, flow: 'mobile_bind', code });
  if (isRealMobile(await currentMobile(deps.db, userId))) throw new AppError(MemberMessage.alreadyBound);
  await assertMobileFree(deps.db, mobile);
  await setMobile(deps.db, userId, mobile);
}

/** Step 1 of a mobile change: proves the current number; the sign is single use. */
export async function verifyCurrentMobile(
  deps: Deps<'db' | 'store'>,
  userId: number,
  mobile: string,
  code: string,
): Promise<{ sign: string }> {
  if (mobile !== (await currentMobile(deps.db, userId))) throw badParameter();
  await consumeSmsCode(deps, { mobile, flow: 'mobile_bind', code });
  const sign = randomToken();
  await deps.store.set(signKey(sign), String(userId), MOBILE_SIGN_TTL_MS);
  return { sign };
}

/** Step 2: the new number with its own code, and the sign of step 1 (of this member only). */
export async function changeMobile(
  deps: Deps<'db' | 'store' | 'cache'>,
  userId: number,
  input: { mobile: string; mobile_code: string; sign: string },
): Promise<void> {
  await assertValidMobile(deps, input.mobile);
  const owner = input.sign.length <= 64 ? await deps.store.get(signKey(input.sign)) : null;
  if (owner !== String(userId)) throw badParameter();
  await consumeSmsCode(deps, { mobile: input.mobile, flow: 'mobile_bind', code: input.mobile_code });
  await assertMobileFree(deps.db, input.mobile);
  await setMobile(deps.db, userId, input.mobile);
  await deps.store.delete(signKey(input.sign));
}

/**
 * Sets a new password with a code sent to the member's own bound mobile. The member's other logins end;
 * `currentJti`, the session that made the change, stays signed in.
 */
export async function changePassword(
  deps: Deps<'db' | 'store' | 'memberCache'>,
  userId: number,
  currentJti: string,
  input: { mobile: string; mobile_code: string; password: string },
): Promise<void> {
  await consumeSmsCode(deps, { mobile: input.mobile, flow: 'password_reset', code: input.mobile_code });
  const mobile = await currentMobile(deps.db, userId);
  if (!isRealMobile(mobile) || mobile !== input.mobile) throw new AppError(MemberMessage.bindMobileFirst);
  await deps.db
    .updateTable('users')
    .set({ password: await hashPassword(input.password), is_password_set: 1, updated_at: Date.now() })
    .where('id', '=', userId)
    .execute();
  await endMemberLogins(deps, userId, currentJti);
}

/** Schedules deletion after the cooling-off period (carried out by the member-area job of issue 7). */
export async function requestDeletion(db: Kysely<Database>, userId: number): Promise<void> {
  const pending = await db
    .selectFrom('user_delete_jobs')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 0)
    .executeTakeFirst();
  if (pending) throw new AppError(MemberMessage.deletionPending);
  const now = Date.now();
  await db
    .insertInto('user_delete_jobs')
    .values({
      user_id: userId,
      submit_at: now,
      expired_at: now + DELETION_COOL_OFF_MS,
      status: 0,
      created_at: now,
      updated_at: now,
    })
    .execute();
}
