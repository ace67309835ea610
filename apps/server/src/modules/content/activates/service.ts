import type { EndpointData, getActivate, listActivates, TActivateItem } from '@shuyuan/contract';
import { fenToYuan } from '@shuyuan/contract/money';
import type { Kysely } from 'kysely';
import { pageNumbers } from '#core/db/read-page';
import type { Database } from '#core/db/schema';
import { AppError, notFound } from '#core/errors';
import { formatDateTime } from '#core/format';
import { categoryTree, categoryWithChildren } from '../categories';
import {
  type ActivateItemRow,
  countActivates,
  findActivateDetail,
  findActivatePage,
  findActivatesByIds,
} from './repo';

type Db = Kysely<Database>;

export const ACTIVATES_PER_PAGE = 12;

export const ENROL_MESSAGES = {
  ended: '活动已结束',
  closed: '报名已截止',
  full: '名额已满',
  already: '您已报名',
  paid: '该活动需付费报名，请先下单',
} as const;

export function enrolState(
  row: Pick<ActivateItemRow, 'ended_at' | 'enroll_ended_at' | 'quota' | 'enrolled_count'>,
  now: number,
): TActivateItem['state'] {
  if (now > row.ended_at) return 'ended';
  if (now > row.enroll_ended_at) return 'closed';
  if (row.quota > 0 && row.enrolled_count >= row.quota) return 'full';
  return 'open';
}

export function presentActivate(row: ActivateItemRow, now: number): TActivateItem {
  return {
    id: row.id,
    title: row.title,
    thumb: row.thumb,
    short_description: row.short_description,
    address: row.address,
    city: row.city,
    started_at: formatDateTime(row.started_at),
    ended_at: formatDateTime(row.ended_at),
    enroll_ended_at: formatDateTime(row.enroll_ended_at),
    quota: row.quota,
    enrolled_count: row.enrolled_count,
    seats_left: row.quota > 0 ? Math.max(0, row.quota - row.enrolled_count) : null,
    charge: fenToYuan(row.charge_fen),
    is_free: row.charge_fen === 0 ? 1 : 0,
    category_id: row.category_id,
    category:
      row.category_ref_id === null ? null : { id: row.category_ref_id, name: row.category_name ?? '' },
    published_at: formatDateTime(row.published_at),
    state: enrolState(row, now),
  };
}

export async function listActivateCategories(db: Db) {
  return (await categoryTree(db, 'activate')).map((c) => ({ ...c, type: 'activate' as const }));
}

export async function listActivatePage(
  db: Db,
  input: { page?: number; page_size?: number; cid?: number },
): Promise<EndpointData<typeof listActivates>> {
  const now = Date.now();
  const page = input.page ?? 1;
  const perPage = input.page_size ?? ACTIVATES_PER_PAGE;
  const categoryIds = await categoryWithChildren(db, 'activate', input.cid);
  const [total, rows] = await Promise.all([
    countActivates(db, now, categoryIds),
    findActivatePage(db, now, categoryIds, { limit: perPage, offset: (page - 1) * perPage }),
  ]);
  return {
    data: rows.map((row) => presentActivate(row, now)),
    ...pageNumbers(total, { page, size: perPage }),
  };
}

/** Visible activates as list items in the order of `ids`. */
export async function getActivateItemsByIds(db: Db, ids: number[]): Promise<TActivateItem[]> {
  const now = Date.now();
  const rows = await findActivatesByIds(db, now, [...new Set(ids)]);
  const byId = new Map(rows.map((row) => [row.id, presentActivate(row, now)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type ActivateDetail = EndpointData<typeof getActivate>['activate'];

/** One offline course as its page shows it; `preview`: an administrator's, which opens any of them. */
export async function loadActivateDetail(db: Db, id: number, preview = false): Promise<ActivateDetail> {
  const now = Date.now();
  const row = await findActivateDetail(db, now, id, preview);
  if (!row) throw notFound();
  // Stored sanitised when written (decision 037).
  return { ...presentActivate(row, now), render_desc: row.render_desc };
}

export async function memberActivateFlags(db: Db, userId: number, activateId: number) {
  const [enrolled, liked] = await Promise.all([
    db
      .selectFrom('activate_users')
      .select('id')
      .where('activate_id', '=', activateId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('activate_likes')
      .select('id')
      .where('activate_id', '=', activateId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  return { is_enrolled: Boolean(enrolled), is_like: Boolean(liked) };
}

export interface Seat {
  /** 'free' here; 'order' when commerce enrols after payment; 'admin' for a manual seat. */
  source: string;
  charge_fen?: number;
  order_id?: number;
}

/** Why a seat could not be taken. */
export type SeatRefusal = 'already' | 'full';

/**
 * Takes one seat for a member: the seam the commerce area calls (inside its own transaction, with the
 * paid order) once a paid offline course is paid for. The unique (activate_id, user_id) key makes a repeat
 * harmless, and the conditional increment never lets enrolled_count pass quota, without row locks.
 * Answers the seats left (null: unlimited) or why there is none; the caller's transaction must roll back a
 * refusal (the inserted row of a 'full' one).
 */
export async function tryTakeSeat(
  trx: Db,
  activateId: number,
  userId: number,
  seat: Seat,
): Promise<{ left: number | null } | { refused: SeatRefusal }> {
  const now = Date.now();
  const inserted = await trx
    .insertInto('activate_users')
    .values({
      activate_id: activateId,
      user_id: userId,
      charge_fen: seat.charge_fen ?? 0,
      order_id: seat.order_id ?? 0,
      source: seat.source,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(['activate_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return { refused: 'already' };
  const updated = await trx
    .updateTable('activates')
    .set((eb) => ({ enrolled_count: eb('enrolled_count', '+', 1), updated_at: now }))
    .where('id', '=', activateId)
    .where((eb) => eb.or([eb('quota', '=', 0), eb('enrolled_count', '<', eb.ref('quota'))]))
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return { refused: 'full' };
  const row = await trx
    .selectFrom('activates')
    .select(['quota', 'enrolled_count'])
    .where('id', '=', activateId)
    .executeTakeFirstOrThrow();
  return { left: row.quota > 0 ? Math.max(0, row.quota - row.enrolled_count) : null };
}

/** tryTakeSeat for a person waiting on the answer: throws 您已报名 / 名额已满. Call it inside a transaction. */
export async function takeSeat(
  trx: Db,
  activateId: number,
  userId: number,
  seat: Seat,
): Promise<number | null> {
  const taken = await tryTakeSeat(trx, activateId, userId, seat);
  if ('refused' in taken) throw new AppError(ENROL_MESSAGES[taken.refused]);
  return taken.left;
}

/** POST /api/v2/activate/{id}/enroll: free offline courses only; paid ones go through an order. */
export async function enrolFree(db: Db, activateId: number, userId: number) {
  const now = Date.now();
  const row = await findActivateDetail(db, now, activateId);
  if (!row) throw notFound();
  if ((await memberActivateFlags(db, userId, activateId)).is_enrolled)
    throw new AppError(ENROL_MESSAGES.already);
  const state = enrolState(row, now);
  if (state !== 'open') throw new AppError(ENROL_MESSAGES[state]);
  if (row.charge_fen > 0) throw new AppError(ENROL_MESSAGES.paid);
  const seatsLeft = await db
    .transaction()
    .execute((trx) => takeSeat(trx, activateId, userId, { source: 'free' }));
  return { enrolled: true as const, seats_left: seatsLeft };
}
