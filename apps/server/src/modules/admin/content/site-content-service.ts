import type { AnnouncementInput, NavInput, SliderInput } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { notifyEveryMember } from '#core/db/notify';
import { type PageQuery, readPage } from '#core/db/read-page';
import type { AnnouncementRow, Database, NavRow, SliderRow } from '#core/db/schema';
import type { Deps } from '#core/deps';
import { AppError } from '#core/errors';
import { sanitizeRichHtml } from '#core/sanitize';
import { invalidateSystemCache } from '#modules/system';
import { type AdminActor, audit, invalidate } from '../context';
import { findRow } from '../find-row';
import { saveRow } from '../table-writes';

/* Announcements, sliders and navs: small tables, each write audited and its caches dropped. */

const announcementView = (r: AnnouncementRow) => ({
  id: r.id,
  title: r.title,
  announcement: r.announcement,
  view_times: r.view_times,
  created_at: Number(r.created_at),
});

export async function listAnnouncements(deps: Deps<'db'>, q: PageQuery) {
  const { total, rows } = await readPage(deps.db.selectFrom('announcements'), q, (b) =>
    b.selectAll().orderBy('id', 'desc'),
  );
  return { total, data: rows.map(announcementView) };
}

/**
 * A new announcement reaches every member's messages (issue 7: announcements produce notifications). One
 * INSERT … SELECT, so a large membership costs one statement, not one round trip per member; locked
 * accounts (deleted members are anonymised and locked) get none. Runs in the announcement's transaction:
 * either both exist or neither does.
 */
async function notifyMembersOfAnnouncement(trx: Kysely<Database>, id: number, title: string, now: number) {
  const message = `新公告：${title}`.slice(0, 255);
  await notifyEveryMember(trx, { type: 'announcement', message, url: `/announcement?id=${id}` }, now);
}

export async function saveAnnouncement(
  actor: AdminActor,
  id: number | null,
  input: z.output<typeof AnnouncementInput>,
) {
  const { deps } = actor;
  const now = Date.now();
  const row = await saveRow(actor, {
    table: 'announcements',
    kind: 'announcement',
    id,
    before: id === null ? null : await findRow(deps.db, 'announcements', id, '公告不存在'),
    values: { title: input.title, announcement: sanitizeRichHtml(input.announcement), updated_at: now },
    created: { admin_id: actor.admin.id, created_at: now },
    view: announcementView,
    // Only a new announcement is told to the members; an edit is not news.
    alongside:
      id === null
        ? (trx, created) => notifyMembersOfAnnouncement(trx, created.id, created.title, now)
        : undefined,
  });
  await invalidate(deps, 'content:');
  return { id: row.id };
}

const sliderView = (r: SliderRow) => ({
  id: r.id,
  thumb: r.thumb,
  url: r.url,
  sort: r.sort,
  platform: r.platform,
});

export async function listSliders(deps: Deps<'db'>, q: PageQuery & { platform?: string }) {
  let base = deps.db.selectFrom('sliders');
  if (q.platform) base = base.where('platform', '=', q.platform);
  const { total, rows } = await readPage(base, q, (b) =>
    b.selectAll().orderBy('platform').orderBy('sort').orderBy('id'),
  );
  return { total, data: rows.map(sliderView) };
}

export async function saveSlider(actor: AdminActor, id: number | null, input: z.output<typeof SliderInput>) {
  const { deps } = actor;
  const now = Date.now();
  const row = await saveRow(actor, {
    table: 'sliders',
    kind: 'slider',
    id,
    before: id === null ? null : await findRow(deps.db, 'sliders', id, '轮播图不存在'),
    values: { ...input, updated_at: now },
    created: { created_at: now },
    view: sliderView,
  });
  // The site config embeds the PC sliders; the home page reads them under content:.
  await invalidate(deps, 'content:');
  await invalidateSystemCache(deps.cache);
  return { id: row.id };
}

const navView = (r: NavRow) => ({
  id: r.id,
  sort: r.sort,
  name: r.name,
  name_en: r.name_en,
  url: r.url,
  active_routes: r.active_routes,
  platform: r.platform,
  parent_id: r.parent_id,
  blank: r.blank === 1,
});

export async function listNavs(deps: Deps<'db'>, q: PageQuery & { platform?: string }) {
  let base = deps.db.selectFrom('navs');
  if (q.platform) base = base.where('platform', '=', q.platform);
  const { total, rows } = await readPage(base, q, (b) =>
    b.selectAll().orderBy('platform').orderBy('parent_id').orderBy('sort').orderBy('id'),
  );
  return { total, data: rows.map(navView) };
}

export async function saveNav(actor: AdminActor, id: number | null, input: z.output<typeof NavInput>) {
  const { deps } = actor;
  const now = Date.now();
  const before = id === null ? null : await findRow(deps.db, 'navs', id, '导航不存在');
  if (input.parent_id > 0) {
    // Two levels only, as the storefront draws them; and never its own parent.
    const parent = await deps.db
      .selectFrom('navs')
      .select(['id', 'parent_id', 'platform'])
      .where('id', '=', input.parent_id)
      .executeTakeFirst();
    const hasChildren =
      id !== null &&
      (await deps.db.selectFrom('navs').select('id').where('parent_id', '=', id).executeTakeFirst()) !==
        undefined;
    if (parent?.parent_id !== 0 || parent.platform !== input.platform || parent.id === id || hasChildren)
      throw new AppError('上级导航无效');
  }
  const row = await saveRow(actor, {
    table: 'navs',
    kind: 'nav',
    id,
    before,
    values: { ...input, blank: input.blank ? 1 : 0, updated_at: now },
    created: { created_at: now },
    view: navView,
  });
  await invalidateSystemCache(deps.cache);
  return { id: row.id };
}

/** Deletes one row of the three tables; a nav with children is refused (they would float to the top). */
export async function deleteRow(actor: AdminActor, table: 'announcements' | 'sliders' | 'navs', id: number) {
  const { deps } = actor;
  const before = await findRow(deps.db, table, id);
  if (table === 'navs') {
    const child = await deps.db
      .selectFrom('navs')
      .select('id')
      .where('parent_id', '=', id)
      .executeTakeFirst();
    if (child) throw new AppError('请先删除下级导航');
  }
  await deps.db.deleteFrom(table).where('id', '=', id).execute();
  const kind = { announcements: 'announcement', sliders: 'slider', navs: 'nav' }[table];
  await audit(actor, `${kind}.delete`, `${kind}:${id}`, before, null);
  await invalidate(deps, 'content:');
  await invalidateSystemCache(deps.cache);
}
