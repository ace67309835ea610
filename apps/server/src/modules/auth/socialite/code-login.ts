import type { EndpointData, loginWithCode } from '@shuyuan/contract';
import type { FastifyRequest } from 'fastify';
import { issueMemberToken } from '#core/auth/member-token';
import { readConfigValues } from '#core/config-values';
import { isUniqueViolation } from '#core/db/unique-violation';
import type { Deps } from '#core/deps';
import { AppError, badParameter } from '#core/errors';
import { createMemberAccount, onMemberLogin, placeholderMobile } from '../accounts';
import { LoginMessage } from '../login';
import { assertValidMobile } from '../mobile';
import { consumeSmsCode } from '../sms-code';
import { assertIdentityFree, BindMessage, findBoundUser, insertBinding, socialNickname } from './identities';
import { type LoginCodeEntry, readLoginCode, takeLoginCode } from './login-code';

export const CodeLoginMessage = {
  expired: '已过期',
  userMissing: '用户不存在',
  locked: '用户已锁定无法登录',
} as const;

/** A pending login_code, or 已过期 / 参数错误 as MeEdu answers. */
export async function readPendingCode(
  deps: Deps<'store'>,
  code: string,
): Promise<{ raw: string; entry: LoginCodeEntry }> {
  const found = await readLoginCode(deps, code);
  if (!found) throw new AppError(CodeLoginMessage.expired);
  if (!found.entry) throw badParameter();
  return { raw: found.raw, entry: found.entry };
}

async function completeLogin(
  deps: Deps<'db' | 'memberCache' | 'config'>,
  request: FastifyRequest,
  userId: number,
): Promise<string> {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'is_lock'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw new AppError(CodeLoginMessage.userMissing);
  if (user.is_lock === 1) throw new AppError(CodeLoginMessage.locked);
  await onMemberLogin(deps.db, user.id);
  return issueMemberToken(deps, user.id, request);
}

/** Auto sign-up of an unbound identity: the member and its binding are created together. */
async function createSocialMember(
  deps: Deps<'db'>,
  request: FastifyRequest,
  entry: LoginCodeEntry,
  msv: unknown,
): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await deps.db.transaction().execute(async (trx) => {
        const user = await createMemberAccount(
          deps,
          {
            mobile: placeholderMobile(),
            nickname: socialNickname(entry.data.nickname, 3),
            avatar: entry.data.avatar,
            msv,
            ip: request.ip,
          },
          trx,
        );
        await insertBinding(trx, user.id, entry.app, entry.data);
        return user.id;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The identity was bound meanwhile by another code (log into that member), or the placeholder
      // mobile collided (try another).
      const bound = await findBoundUser(deps.db, entry.app, entry.data);
      if (bound) return bound;
      if (attempt >= 3) throw error;
    }
  }
}

/** POST /api/v3/auth/login/code (meedu-api.md §1.1). */
export async function loginWithSocialCode(
  deps: Deps<'db' | 'store' | 'memberCache' | 'config'>,
  request: FastifyRequest,
  code: string,
  msv: unknown,
): Promise<EndpointData<typeof loginWithCode>> {
  const { raw, entry } = await readPendingCode(deps, code);
  let userId = await findBoundUser(deps.db, entry.app, entry.data);
  if (!userId) {
    const settings = await readConfigValues(deps.db, ['member.enabled_mobile_bind_alert']);
    // The code stays valid: register/withSocialite uses it next.
    if (settings.flag('member.enabled_mobile_bind_alert')) return { success: 0, action: 'bind_mobile', code };
  }
  if (!(await takeLoginCode(deps, code, raw))) throw new AppError(CodeLoginMessage.expired);
  userId ??= await createSocialMember(deps, request, entry, msv);
  return { success: 1, token: await completeLogin(deps, request, userId) };
}

/** POST /api/v3/auth/register/withSocialite: a new member with a real mobile, bound to the identity. */
export async function registerWithSocialCode(
  deps: Deps<'db' | 'store' | 'cache' | 'memberCache' | 'config'>,
  request: FastifyRequest,
  input: { mobile: string; code: string; mobile_code: string; msv?: unknown },
): Promise<{ token: string }> {
  await assertValidMobile(deps, input.mobile);
  await consumeSmsCode(deps, { mobile: input.mobile, flow: 'social_bind', code: input.mobile_code });
  const { raw, entry } = await readPendingCode(deps, input.code);
  let userId: number;
  try {
    userId = await deps.db.transaction().execute(async (trx) => {
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('mobile', '=', input.mobile)
        .executeTakeFirst();
      if (taken) throw new AppError(LoginMessage.mobileExists);
      await assertIdentityFree(trx, entry.app, entry.data);
      const user = await createMemberAccount(
        deps,
        {
          mobile: input.mobile,
          nickname: socialNickname(entry.data.nickname, 4),
          avatar: entry.data.avatar,
          msv: input.msv,
          ip: request.ip,
        },
        trx,
      );
      await insertBinding(trx, user.id, entry.app, entry.data);
      // Used up last, inside the transaction: a concurrent use of the same code rolls this one back.
      if (!(await takeLoginCode(deps, input.code, raw))) throw new AppError(CodeLoginMessage.expired);
      return user.id;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const mobileTaken = await deps.db
      .selectFrom('users')
      .select('id')
      .where('mobile', '=', input.mobile)
      .executeTakeFirst();
    throw new AppError(mobileTaken ? LoginMessage.mobileExists : BindMessage.identityTaken);
  }
  return { token: await completeLogin(deps, request, userId) };
}
