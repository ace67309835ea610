import type { EndpointData, listAnnouncements } from '@shuyuan/contract';
import type { Kysely } from 'kysely';
import { readPage } from '#core/db/read-page';
import type { AnnouncementRow, Database } from '#core/db/schema';
import { notFound } from '#core/errors';
import { formatIso } from '#core/format';
import type { ViewCounts } from './view-counts';

type Db = Kysely<Database>;

/** GET /api/v2/announcements: newest first (MeEdu: by id). */
export async function listAnnouncementPage(
  db: Db,
  page: number,
  size: number,
): Promise<EndpointData<typeof listAnnouncements>> {
  const { total, rows } = await readPage(db.selectFrom('announcements'), { page, size }, (b) =>
    b.select(['id', 'title', 'announcement', 'view_times', 'created_at']).orderBy('id', 'desc'),
  );
  return {
    total,
    data: rows.map((row) => ({
      ...row,
      announcement: row.announcement,
      created_at: formatIso(row.created_at),
    })),
  };
}

/** Titles of the newest announcements (home-page announcement blocks). */
export async function latestAnnouncementTitles(db: Db, limit: number) {
  const rows = await db
    .selectFrom('announcements')
    .select(['id', 'title', 'created_at', 'view_times'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, created_at: formatIso(row.created_at) }));
}

/**
 * GET /api/v2/announcement/{id}. Unlike MeEdu, a read counts a view (the spec's /announcement shows
 * N次阅读); the answer includes it (counted in `views`, written every second).
 */
export async function readAnnouncement(db: Db, views: ViewCounts, id: number) {
  const row = await db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  views.add('announcements', id);
  return presentAnnouncement({ ...row, view_times: row.view_times + views.held('announcements', id) });
}

/** One announcement as the storefront reads it (by id, or the newest). */
export function presentAnnouncement(row: AnnouncementRow) {
  return {
    id: row.id,
    admin_id: row.admin_id,
    title: row.title,
    // Stored sanitised when written (decision 037).
    announcement: row.announcement,
    view_times: row.view_times,
    created_at: formatIso(row.created_at),
    updated_at: formatIso(row.updated_at),
  };
}
