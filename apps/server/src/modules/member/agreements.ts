import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';

/**
 * The agreements a member accepts (MeEdu's user_agreement and privacy_policy): our 用户协议 and 隐私政策 pages,
 * named as /other/config links them. MeEdu keeps versions; ours has one text each, so one row per member
 * and agreement, the first acceptance kept.
 */
export const MEMBER_AGREEMENTS = ['user_protocol', 'user_private_protocol'] as const;

export interface AgreedFrom {
  ip: string;
  userAgent: string;
  platform: string;
}

/** POST /api/v2/member/agreement/agree: records every agreement with the time, address, browser and platform. */
export async function recordAgreements(
  db: Kysely<Database>,
  userId: number,
  from: AgreedFrom,
  now = Date.now(),
): Promise<void> {
  await db
    .insertInto('member_agreements')
    .values(
      MEMBER_AGREEMENTS.map((agreement) => ({
        user_id: userId,
        agreement,
        agreed_at: now,
        ip: from.ip.slice(0, 64),
        user_agent: from.userAgent.slice(0, 255),
        platform: from.platform,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'agreement']).doNothing())
    .execute();
}
