import { type ActivateInput, adminRoleCan, fenToYuan } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { z } from 'zod';
import { readPage } from '#core/db/read-page';
import type { ActivateRow, Database } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import { type AdminActor, audit, invalidate } from '../context';
import { likePattern } from '../courses/course-list';
import { findRow } from '../find-row';
import { maskMobile } from '../mask';
import { saveRow } from '../table-writes';
import { sellableValues } from './sellable';

type Input = z.output<typeof ActivateInput>;
/** Offline courses show in their own pages, home blocks and search. */
const PREFIXES = ['content:', 'catalogue:search:'];

const toView = (r: ActivateRow) => ({
  id: r.id,
  category_id: r.category_id,
  title: r.title,
  thumb: r.thumb,
  short_description: r.short_description,
  render_desc: r.render_desc,
  address: r.address,
  city: r.city,
  started_at: Number(r.started_at),
  ended_at: Number(r.ended_at),
  enroll_ended_at: Number(r.enroll_ended_at),
  quota: r.quota,
  enrolled_count: r.enrolled_count,
  charge: fenToYuan(r.charge_fen),
  is_show: r.is_show === 1,
});

export async function listActivates(deps: Deps<'db'>, q: { page: number; size: number; keywords?: string }) {
  let base = deps.db.selectFrom('activates');
  if (q.keywords) base = base.where(sql<boolean>`title like ${likePattern(q.keywords)} escape '\\'`);
  const { total, rows } = await readPage(base, q, (b) => b.selectAll().orderBy('id', 'desc'));
  return { total, data: rows.map(toView) };
}

const find = (db: Kysely<Database>, id: number) => findRow(db, 'activates', id, '线下课不存在');

export async function saveActivate(actor: AdminActor, id: number | null, input: Input) {
  const { deps } = actor;
  const before = id === null ? null : await find(deps.db, id);
  if (before && input.quota > 0 && input.quota < before.enrolled_count)
    throw new AppError(`名额不能少于已报名人数（${before.enrolled_count}）`);
  const now = Date.now();
  const row = await saveRow(actor, {
    table: 'activates',
    kind: 'activate',
    id,
    before,
    values: sellableValues(input, now),
    created: { published_at: now, created_at: now },
    view: toView,
  });
  await invalidate(deps, ...PREFIXES);
  return { id: row.id };
}

/** An offline course with enrolments is not deleted: hide it instead (the seats are people's). */
export async function deleteActivate(actor: AdminActor, id: number) {
  const before = await find(actor.deps.db, id);
  const seat = await actor.deps.db
    .selectFrom('activate_users')
    .select('id')
    .where('activate_id', '=', id)
    .executeTakeFirst();
  if (seat) throw new AppError('已有学员报名，请改为下架');
  await actor.deps.db.deleteFrom('activates').where('id', '=', id).execute();
  await audit(actor, 'activate.delete', `activate:${id}`, toView(before), null);
  await invalidate(actor.deps, ...PREFIXES);
}

function enrolments(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('activate_users')
    .innerJoin('users', 'users.id', 'activate_users.user_id')
    .select([
      'activate_users.user_id',
      'users.nick_name',
      'users.mobile',
      'activate_users.source',
      'activate_users.charge_fen',
      'activate_users.created_at',
    ])
    .where('activate_users.activate_id', '=', id)
    .orderBy('activate_users.id');
}

export async function listEnrolments(deps: Deps<'db'>, id: number, q: { page: number; size: number }) {
  await find(deps.db, id);
  const own = deps.db.selectFrom('activate_users').where('activate_id', '=', id);
  const { total, rows } = await readPage(own, q, () => enrolments(deps.db, id));
  return {
    total,
    data: rows.map((r) => ({
      user_id: r.user_id,
      nick_name: r.nick_name,
      mobile: maskMobile(r.mobile),
      source: r.source,
      charge: fenToYuan(r.charge_fen),
      created_at: Number(r.created_at),
    })),
  };
}

/** A cell Excel will not run as a formula (CSV injection), quoted when needed. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The enrolment list as CSV (UTF-8 with BOM, so Excel reads the Chinese). Mobiles are whole only for
 * roles that manage members: the organiser must call people, an editor need not see their numbers.
 */
export async function exportEnrolments(
  actor: AdminActor,
  id: number,
): Promise<{ filename: string; csv: string }> {
  const { deps } = actor;
  const activate = await find(deps.db, id);
  const rows = await enrolments(deps.db, id).execute();
  const whole = adminRoleCan(actor.admin.role, 'members.manage');
  const lines = [
    ['会员ID', '昵称', '手机号', '来源', '金额', '报名时间'].join(','),
    ...rows.map((r) =>
      [
        r.user_id,
        r.nick_name,
        whole ? r.mobile : maskMobile(r.mobile),
        r.source,
        fenToYuan(r.charge_fen).toFixed(2),
        new Date(Number(r.created_at)).toISOString(),
      ]
        .map(cell)
        .join(','),
    ),
  ];
  await audit(actor, 'activate.export', `activate:${id}`, null, { rows: rows.length, whole_mobile: whole });
  return { filename: `activate-${activate.id}-enrolments.csv`, csv: `\ufeff${lines.join('\r\n')}\r\n` };
}
