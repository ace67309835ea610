import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { isUniqueViolation } from '#core/db/unique-violation';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import {
  assertCanBind,
  CodeLoginMessage,
  insertBinding,
  readPendingCode,
  takeLoginCode,
} from '#modules/auth';
import type { OauthApp } from '#providers/oauth/index';

/** POST /api/v3/member/socialite/bindWithCode: binds the code's QQ/WeChat identity to the member. */
export async function bindSocialiteWithCode(
  deps: Deps<'db' | 'store'>,
  userId: number,
  code: string,
): Promise<void> {
  const { raw, entry } = await readPendingCode(deps, code);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await assertCanBind(trx, userId, entry.app, entry.data);
      await insertBinding(trx, userId, entry.app, entry.data);
      // Used up last, inside the transaction: of two concurrent uses one binds, the other is 已过期.
      if (!(await takeLoginCode(deps, code, raw))) throw new AppError(CodeLoginMessage.expired);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A concurrent bind won the unique index: the checks now name which conflict it was.
    await assertCanBind(deps.db, userId, entry.app, entry.data);
    throw error;
  }
}

/** DELETE /api/v2/member/socialite/:app: removes the member's binding; [] whether or not there was one. */
export async function unbindSocialite(db: Kysely<Database>, userId: number, which: OauthApp): Promise<void> {
  await db.deleteFrom('user_socialites').where('user_id', '=', userId).where('app', '=', which).execute();
}
