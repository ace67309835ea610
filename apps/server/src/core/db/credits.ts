import { msg } from '@shuyuan/contract/messages';
import type { Kysely } from 'kysely';
import { notify } from './notify';
import type { Database } from './schema';

type Db = Kysely<Database>;

/*
 * Every change of a member's credit1 goes through grantCredit: the ledger row, the balance and MeEdu's
 * message `积分变动:N，备注:<remark>`. In core (beside notify) because auth (the register reward), learning
 * (watching), commerce (paid orders and refunds) all grant, and none of them may import another's insides.
 */

/** The member centre's credit page, where the messages of earned credits lead. */
export const CREDIT_URL = '/member/credit1-free';

export interface CreditGrant {
  userId: number;
  /** Positive to give, negative to take back (a refunded order's reward). */
  sum: number;
  remark: string;
  /** Once per (member, key): `register`, `order:<id>`, `refund:<id>`, a watched video or course. */
  uniqueKey: string;
  /** Where the message leads ('' for nowhere). */
  url?: string;
}

/**
 * Grants (or takes back) credit1 once per (member, unique_key): the record's unique index is the guard, so
 * a repeated or concurrent grant inserts nothing and changes nothing (false). Run inside the caller's
 * transaction, so the ledger, the balance and the message are written together with what earned them.
 */
export async function grantCredit(trx: Db, grant: CreditGrant, now = Date.now()): Promise<boolean> {
  if (grant.sum === 0) return false;
  const inserted = await trx
    .insertInto('credit1_records')
    .values({
      user_id: grant.userId,
      sum: grant.sum,
      remark: grant.remark,
      unique_key: grant.uniqueKey,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['user_id', 'unique_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return false;
  await trx
    .updateTable('users')
    .set((eb) => ({ credit1: eb('credit1', '+', grant.sum) }))
    .where('id', '=', grant.userId)
    .execute();
  const message = msg('member.creditChange', { sum: grant.sum, remark: grant.remark });
  await notify(trx, grant.userId, { type: 'credit', message, url: grant.url }, now);
  return true;
}
