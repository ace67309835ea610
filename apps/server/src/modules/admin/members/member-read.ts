import { fenToYuan, type TAdminMemberDetail } from '@shuyuan/contract';
import { sql } from 'kysely';
import { readPage } from '#core/db/read-page';
import type { Deps } from '#core/deps';
import { notFound } from '#core/errors';
import { maskIdNumber, maskRealName } from '#modules/member';
import { likePattern } from '../courses/course-list';
import { maskMobile } from '../mask';

const RECENT = 20;

function memberBase(deps: Deps<'db'>) {
  return deps.db
    .selectFrom('users')
    .leftJoin('roles', 'roles.id', 'users.role_id')
    .select([
      'users.id',
      'users.avatar',
      'users.nick_name',
      'users.mobile',
      'users.credit1',
      'users.role_id',
      'roles.name as role_name',
      'users.role_expired_at',
      'users.is_lock',
      'users.created_at',
      'users.register_ip',
    ]);
}

type BaseRow = Awaited<ReturnType<ReturnType<typeof memberBase>['executeTakeFirstOrThrow']>>;

const toItem = (u: BaseRow) => ({
  id: u.id,
  avatar: u.avatar,
  nick_name: u.nick_name,
  mobile: maskMobile(u.mobile),
  credit1: u.credit1,
  role_id: u.role_id,
  role_name: u.role_name ?? '',
  role_expired_at: u.role_expired_at === null ? null : Number(u.role_expired_at),
  is_lock: u.is_lock === 1,
  created_at: Number(u.created_at),
});

/** Search by nickname (part), mobile (part) or member id (exact digits). */
export async function listMembers(
  deps: Deps<'db'>,
  q: { page: number; size: number; keywords?: string; is_lock?: '0' | '1' },
) {
  let base = deps.db.selectFrom('users');
  if (q.keywords) {
    const like = likePattern(q.keywords);
    const id = /^\d{1,9}$/.test(q.keywords) ? Number(q.keywords) : 0;
    base = base.where((eb) =>
      eb.or([
        eb(sql<string>`users.nick_name`, 'like', like),
        eb(sql<string>`users.mobile`, 'like', like),
        eb('users.id', '=', id),
      ]),
    );
  }
  if (q.is_lock) base = base.where('users.is_lock', '=', Number(q.is_lock));
  const ids = base.select('users.id');
  const { total, rows } = await readPage(base, q, () =>
    memberBase(deps).where('users.id', 'in', ids).orderBy('users.id', 'desc'),
  );
  return { total, data: rows.map(toItem) };
}

export async function getMember(deps: Deps<'db'>, id: number): Promise<TAdminMemberDetail> {
  const user = await memberBase(deps).where('users.id', '=', id).executeTakeFirst();
  if (!user) throw notFound('会员不存在');
  const [profile, orders, courses, credits, watches] = await Promise.all([
    deps.db.selectFrom('user_profiles').selectAll().where('user_id', '=', id).executeTakeFirst(),
    deps.db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', id)
      .orderBy('id', 'desc')
      .limit(RECENT)
      .execute(),
    deps.db
      .selectFrom('user_courses')
      .innerJoin('courses', 'courses.id', 'user_courses.course_id')
      .select(['user_courses.course_id', 'courses.title', 'user_courses.source', 'user_courses.created_at'])
      .where('user_courses.user_id', '=', id)
      .orderBy('user_courses.id', 'desc')
      .limit(RECENT)
      .execute(),
    deps.db
      .selectFrom('credit1_records')
      .select(['sum', 'remark', 'created_at'])
      .where('user_id', '=', id)
      .orderBy('id', 'desc')
      .limit(RECENT)
      .execute(),
    deps.db
      .selectFrom('video_watch_records')
      .innerJoin('videos', 'videos.id', 'video_watch_records.video_id')
      .innerJoin('courses', 'courses.id', 'video_watch_records.course_id')
      .select([
        'video_watch_records.video_id',
        'videos.title as video_title',
        'courses.title as course_title',
        'video_watch_records.watch_seconds',
        'video_watch_records.watched_at',
        'video_watch_records.updated_at',
      ])
      .where('video_watch_records.user_id', '=', id)
      .orderBy('video_watch_records.updated_at', 'desc')
      .limit(RECENT)
      .execute(),
  ]);
  return {
    member: {
      ...toItem(user),
      register_ip: user.register_ip,
      real_name: maskRealName(profile?.real_name ?? ''),
      id_number: maskIdNumber(profile?.id_number ?? ''),
      is_verify: profile?.is_verify === 1,
    },
    orders: orders.map((o) => ({
      id: o.id,
      order_no: o.order_no,
      goods_name: o.goods_name,
      total: fenToYuan(o.total_fen),
      status: o.status,
      is_refund: o.is_refund === 1,
      created_at: Number(o.created_at),
    })),
    courses: courses.map((c) => ({ ...c, created_at: Number(c.created_at) })),
    credits: credits.map((c) => ({ ...c, created_at: Number(c.created_at) })),
    watch_records: watches.map((w) => ({
      video_id: w.video_id,
      video_title: w.video_title,
      course_title: w.course_title,
      watch_seconds: w.watch_seconds,
      watched: w.watched_at !== null,
      updated_at: Number(w.updated_at),
    })),
  };
}
