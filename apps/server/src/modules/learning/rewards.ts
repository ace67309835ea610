import type { Kysely } from 'kysely';
import { readConfigValues } from '#core/config-values';
import type { Database } from '#core/db/schema';

type Db = Kysely<Database>;

/** app_config keys of the learning rewards (MeEdu's credit1_reward.watched_video / watched_vod_course). */
export const REWARD_KEYS = { video: 'credit1.watched_video', course: 'credit1.watched_vod_course' } as const;

export async function rewardAmount(db: Db, key: string): Promise<number> {
  const n = (await readConfigValues(db, [key])).num(key);
  return n > 0 ? Math.floor(n) : 0;
}

/**
 * Grants credit1 once per (member, unique_key): the record's unique index is the guard, so a repeated or
 * concurrent grant inserts nothing and changes nothing. Adds to users.credit1 and sends MeEdu's
 * notification `积分变动:N，备注:<remark>`. Run inside the caller's transaction.
 */
export async function grantCredit1(
  trx: Db,
  userId: number,
  sum: number,
  remark: string,
  uniqueKey: string,
  now: number,
): Promise<boolean> {
  if (sum <= 0) return false;
  const inserted = await trx
    .insertInto('credit1_records')
    .values({ user_id: userId, sum, remark, unique_key: uniqueKey, created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'unique_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  await trx
    .updateTable('users')
    .set((eb) => ({ credit1: eb('credit1', '+', sum) }))
    .where('id', '=', userId)
    .execute();
  await trx
    .insertInto('notifications')
    .values({
      user_id: userId,
      type: 'credit',
      message: `积分变动:${sum}，备注:${remark}`,
      url: '/member/credit1-free',
      read_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return true;
}
