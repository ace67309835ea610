import { msg } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { DEMO_MEMBER } from './insert-content';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The demo member's history, so the member centre of a fresh demo site is not empty: the credit1 ledger
 * behind the seeded balance (120) and the messages those events sent, the older ones already read.
 */
export async function insertDemoMemberRecords(db: Kysely<Database>): Promise<void> {
  const member = await db
    .selectFrom('users')
    .select('id')
    .where('mobile', '=', DEMO_MEMBER.mobile)
    .executeTakeFirst();
  if (!member) return;
  const now = Date.now();
  const credits = [
    {
      sum: 100,
      remark: msg('auth.registerReward', { sum: 100 }),
      unique_key: 'register',
      at: now - 30 * DAY_MS,
    },
    {
      sum: 10,
      remark: msg('learning.videoReward', { sum: 10 }),
      unique_key: 'demo:video:1',
      at: now - 12 * DAY_MS,
    },
    {
      sum: 10,
      remark: msg('learning.videoReward', { sum: 10 }),
      unique_key: 'demo:video:2',
      at: now - 2 * DAY_MS,
    },
  ];
  await db
    .insertInto('credit1_records')
    .values(credits.map(({ at, ...c }) => ({ ...c, user_id: member.id, created_at: at, updated_at: at })))
    .execute();
  const siteMessages = [
    { type: 'registration', message: msg('auth.registered'), url: '', at: now - 30 * DAY_MS },
    {
      type: 'announcement',
      message: '新学期课程已上线：精选在线课程与线下沙龙同步开放报名，欢迎选课。',
      url: '/courses',
      at: now - 3 * DAY_MS,
    },
    {
      type: 'system',
      message: '欢迎来到书院！上传头像，让老师和同学更容易认出你。',
      url: '/member',
      at: now - 5 * HOUR_MS,
    },
  ];
  // Each ledger row sent its message a second later (after the welcome, for the registration's).
  const creditMessages = credits.map((credit) => ({
    type: 'credit',
    message: msg('member.creditChange', { sum: credit.sum, remark: credit.remark }),
    url: '/member/credit1-free',
    at: credit.at + 1000,
  }));
  const messages = [...siteMessages, ...creditMessages]
    .sort((a, b) => a.at - b.at)
    .map((m) => ({ ...m, read: m.at < now - 3 * DAY_MS }));
  await db
    .insertInto('notifications')
    .values(
      messages.map(({ at, read, ...m }) => ({
        ...m,
        user_id: member.id,
        read_at: read ? at + HOUR_MS : null,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
}
