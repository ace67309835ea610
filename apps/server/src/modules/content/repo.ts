import type { Kysely } from 'kysely';
import type { Database } from '#core/db/schema';

type Db = Kysely<Database>;

export function findSliders(db: Db, platform: string) {
  return db
    .selectFrom('sliders')
    .select(['thumb', 'url', 'sort', 'platform'])
    .where('platform', '=', platform)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findPageBlocks(db: Db, platform: string, page: string) {
  return db
    .selectFrom('view_blocks')
    .select(['id', 'platform', 'page', 'sign', 'sort', 'config'])
    .where('platform', '=', platform)
    .where('page', '=', page)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function findLatestAnnouncement(db: Db) {
  return db.selectFrom('announcements').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}
