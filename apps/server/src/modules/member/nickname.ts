import { MemberCentreMessage } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { AppError } from '#core/errors';
import { DELETED_NICKNAME } from './deletion';

/**
 * POST /api/v2/member/detail/nickname: once per member, as upstream. The name of deleted accounts is
 * reserved (it would otherwise read as a deleted member). The update is conditional on is_set_nickname,
 * so two concurrent requests cannot both set it.
 */
export async function setNicknameOnce(db: Kysely<Database>, userId: number, nickname: string): Promise<void> {
  const user = await db
    .selectFrom('users')
    .select(['is_set_nickname'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.is_set_nickname === 1) throw new AppError(MemberCentreMessage.nicknameAlreadySet);
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('nick_name', '=', nickname)
    .where('id', '!=', userId)
    .executeTakeFirst();
  if (taken || nickname === DELETED_NICKNAME) throw new AppError(MemberCentreMessage.nicknameTaken);
  const result = await db
    .updateTable('users')
    .set({ nick_name: nickname, is_set_nickname: 1, updated_at: Date.now() })
    .where('id', '=', userId)
    .where('is_set_nickname', '=', 0)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError(MemberCentreMessage.nicknameAlreadySet);
}
