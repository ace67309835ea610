import type { TMemberDetail } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
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

/** GET /api/v2/member/detail for the signed-in member. */
export async function getMemberDetail(db: Kysely<Database>, userId: number): Promise<TMemberDetail> {
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  if (!user) throw notFound();
  const [profile, socialites, role, invited] = await Promise.all([
    db.selectFrom('user_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('user_socialites').select('app').where('user_id', '=', userId).execute(),
    user.role_id
      ? db.selectFrom('roles').select(['id', 'name']).where('id', '=', user.role_id).executeTakeFirst()
      : Promise.resolve(undefined),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('invite_user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  const apps = new Set(socialites.map((s) => s.app));
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
    role: role ? { id: role.id, name: role.name } : null,
    is_bind_qq: apps.has('qq') ? 1 : 0,
    is_bind_wechat: apps.has('wechat') ? 1 : 0,
    is_bind_mobile: isRealMobile(user.mobile) ? 1 : 0,
    invite_people_count: Number(invited?.n ?? 0),
    is_face_verify: profile?.is_verify === 1,
    profile_real_name: maskRealName(profile?.real_name ?? ''),
    profile_id_number: maskIdNumber(profile?.id_number ?? ''),
    agreement_status: { user_agreement_agreed: true, privacy_policy_agreed: true },
  };
}
