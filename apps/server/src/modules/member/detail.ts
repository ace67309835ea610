import type { TMemberDetail } from '@shuyuan/contract';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { notFound } from '#core/errors';
import { formatDateTime, formatIso } from '#core/format';
import { DEFAULT_AVATAR_PATH } from '#core/http/asset-urls';
import { isRealMobile } from '#modules/auth';

/** MeEdu's masks: 1 char as is; 2 → first + *; longer → first + * + last. */
export function maskRealName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return name;
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}*${chars[chars.length - 1]}`;
}

/** First 6 + **** + last 4 (15-digit numbers: first 6 + **** + digits 13–15). */
export function maskIdNumber(id: string): string {
  if (!id) return '';
  if (id.length === 15) return `${id.slice(0, 6)}****${id.slice(12, 15)}`;
  return `${id.slice(0, 6)}****${id.slice(-4)}`;
}

/** The member's row with what the detail shows beside it, in one statement (one round trip on PostgreSQL). */
function readMemberRow(db: Kysely<Database>, userId: number) {
  const bound = (app: string) => (eb: ExpressionBuilder<Database, 'users'>) =>
    eb.exists(
      eb
        .selectFrom('user_socialites as s')
        .select('s.id')
        .whereRef('s.user_id', '=', 'users.id')
        .where('s.app', '=', app),
    );
  return db
    .selectFrom('users')
    .leftJoin('user_profiles as p', 'p.user_id', 'users.id')
    .leftJoin('roles as r', 'r.id', 'users.role_id')
    .selectAll('users')
    .select(['p.is_verify', 'p.real_name', 'p.id_number', 'r.id as role_row_id', 'r.name as role_name'])
    .select((eb) => [
      bound('qq')(eb).as('bound_qq'),
      bound('wechat')(eb).as('bound_wechat'),
      eb
        .selectFrom('users as invited')
        .select((sub) => sub.fn.countAll<number>().as('n'))
        .whereRef('invited.invite_user_id', '=', 'users.id')
        .as('invited'),
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** GET /api/v2/member/detail for the signed-in member. */
export async function getMemberDetail(db: Kysely<Database>, userId: number): Promise<TMemberDetail> {
  const user = await readMemberRow(db, userId);
  if (!user) throw notFound();
  return {
    id: user.id,
    // Made absolute with every other asset path as the answer is sent (core/http/asset-urls.ts).
    avatar: user.avatar || DEFAULT_AVATAR_PATH,
    nick_name: user.nick_name,
    mobile: user.mobile,
    is_lock: user.is_lock ? 1 : 0,
    is_active: user.is_active ? 1 : 0,
    role_id: user.role_id,
    role_expired_at: user.role_expired_at === null ? null : formatDateTime(Number(user.role_expired_at)),
    invite_balance: user.invite_balance,
    is_password_set: user.is_password_set ? 1 : 0,
    is_set_nickname: user.is_set_nickname ? 1 : 0,
    created_at: formatIso(Number(user.created_at)),
    credit1: user.credit1,
    credit2: user.credit2,
    credit3: user.credit3,
    role:
      user.role_row_id !== null && user.role_name !== null
        ? { id: user.role_row_id, name: user.role_name }
        : null,
    // exists() is a boolean on PostgreSQL and 0/1 on SQLite.
    is_bind_qq: Number(user.bound_qq) ? 1 : 0,
    is_bind_wechat: Number(user.bound_wechat) ? 1 : 0,
    is_bind_mobile: isRealMobile(user.mobile) ? 1 : 0,
    invite_people_count: Number(user.invited ?? 0),
    is_face_verify: user.is_verify === 1,
    profile_real_name: maskRealName(user.real_name ?? ''),
    profile_id_number: maskIdNumber(user.id_number ?? ''),
    agreement_status: { user_agreement_agreed: true, privacy_policy_agreed: true },
  };
}
