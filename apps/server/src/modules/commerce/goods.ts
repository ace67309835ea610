import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';
import { AppError, notFound } from '#core/errors';

type Db = Kysely<Database>;

export type GoodsType = 'COURSE' | 'ROLE' | 'ACTIVATE';

export interface Goods {
  type: GoodsType;
  id: number;
  name: string;
  thumb: string;
  chargeFen: number;
}

export const GOODS_MESSAGES = {
  agreePaid: '请同意付费内容购买协议',
  agreeVip: '请同意会员服务协议',
  owned: '您已购买此课程，无需重复购买',
  free: '当前课程无法购买',
  enrolled: '您已报名',
  full: '名额已满',
  closed: '报名已截止',
} as const;

/** The goods at today's price, refusing what cannot or need not be bought (MeEdu let people buy twice). */
export async function resolveGoods(
  db: Db,
  type: GoodsType,
  id: number,
  userId: number,
  agreed: boolean,
  now = Date.now(),
): Promise<Goods> {
  if (type === 'COURSE') {
    const course = await db
      .selectFrom('courses')
      .select(['id', 'title', 'thumb', 'charge_fen', 'is_free'])
      .where('id', '=', id)
      .where('is_show', '=', 1)
      .where('deleted_at', 'is', null)
      .where('published_at', '<=', now)
      .executeTakeFirst();
    if (!course) throw notFound();
    if (!agreed) throw new AppError(GOODS_MESSAGES.agreePaid);
    if (course.is_free === 1 || course.charge_fen <= 0) throw new AppError(GOODS_MESSAGES.free);
    const owned = await db
      .selectFrom('user_courses')
      .select('id')
      .where('user_id', '=', userId)
      .where('course_id', '=', id)
      .executeTakeFirst();
    if (owned) throw new AppError(GOODS_MESSAGES.owned);
    return { type, id, name: course.title, thumb: course.thumb, chargeFen: course.charge_fen };
  }
  if (type === 'ROLE') {
    const role = await db
      .selectFrom('roles')
      .select(['id', 'name', 'charge_fen'])
      .where('id', '=', id)
      .where('is_show', '=', 1)
      .executeTakeFirst();
    if (!role) throw notFound();
    if (!agreed) throw new AppError(GOODS_MESSAGES.agreeVip);
    // Buying again extends the membership, so owning it is no reason to refuse.
    return { type, id, name: role.name, thumb: '', chargeFen: role.charge_fen };
  }
  const activate = await db
    .selectFrom('activates')
    .select(['id', 'title', 'thumb', 'charge_fen', 'quota', 'enrolled_count', 'enroll_ended_at'])
    .where('id', '=', id)
    .where('is_show', '=', 1)
    .where('published_at', '<=', now)
    .executeTakeFirst();
  if (!activate) throw notFound();
  if (!agreed) throw new AppError(GOODS_MESSAGES.agreePaid);
  if (activate.charge_fen <= 0) throw new AppError(GOODS_MESSAGES.free);
  if (activate.enroll_ended_at <= now) throw new AppError(GOODS_MESSAGES.closed);
  const enrolled = await db
    .selectFrom('activate_users')
    .select('id')
    .where('activate_id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (enrolled) throw new AppError(GOODS_MESSAGES.enrolled);
  if (activate.quota > 0 && activate.enrolled_count >= activate.quota)
    throw new AppError(GOODS_MESSAGES.full);
  return { type, id, name: activate.title, thumb: activate.thumb, chargeFen: activate.charge_fen };
}
